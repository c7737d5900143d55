// What only warns, and what llms.txt and the search index leave out, on a site
// with archived docs versions (llms.txt's depth is checked on the real build:
// tests/output/llms.test.ts).
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  add,
  assertBuild,
  build,
  doc,
  docusaurus,
  edit,
  withCopy,
} from "../support/site-copy";
import { site } from "../../src/config/site";

test("a broken anchor and a duplicate route only warn; llms.txt and the search index leave out /docs/1.x and /docs/next", () =>
  withCopy(async (dir) => {
    add(
      dir,
      "docs/build-rule-broken-anchor.mdx",
      doc("Broken anchor", "See [a section](/docs/intro#no-such-section)."),
    );
    // A page at the same path as the installation doc.
    add(
      dir,
      "src/pages/docs/installation.md",
      "# A second installation page\n",
    );
    // Two archived versions: 2.x becomes /docs, 1.x /docs/1.x, the working
    // copy /docs/next. Both exclusions then have pages to leave out.
    for (const version of ["1.x", "2.x"]) {
      const run = await docusaurus(dir, ["docs:version", version]);
      assert.equal(run.status, 0, `docs:version ${version}:\n${run.output}`);
    }
    edit(
      dir,
      "docusaurus.config.ts",
      'lastVersion: "current"',
      'lastVersion: "2.x"',
    );
    assertBuild(
      await build(dir),
      "built",
      "Docusaurus found broken anchors!",
      /build-rule-broken-anchor[\s\S]*\/docs\/intro#no-such-section/,
      /Duplicate routes found![\s\S]*\/docs\/installation/,
    );

    const out = join(dir, "build");
    const llms = readFileSync(join(out, "llms.txt"), "utf8");
    const full = readFileSync(join(out, "llms-full.txt"), "utf8");
    assert.doesNotMatch(
      llms,
      /\/docs\/(1\.x|next)\//,
      "llms.txt lists an excluded page",
    );
    assert.ok(
      llms.includes(`${site.baseUrl}docs/intro.md`),
      "llms.txt lost the current docs",
    );
    // One intro in llms-full.txt: the current version's, not the excluded ones'.
    assert.equal(
      full.match(/^# Introduction$/gm)?.length,
      1,
      "copies of the intro in llms-full.txt",
    );
    const index = readFileSync(join(out, "search-index.json"), "utf8");
    assert.match(index, /"docs\/intro"/, "the search index lost the docs");
    assert.doesNotMatch(index, /"docs\/(1\.x|next)\//);
    for (const excluded of ["docs/1.x/intro", "docs/next/intro"]) {
      assert.ok(
        existsSync(join(out, `${excluded}.html`)),
        `${excluded}.html was not built`,
      );
      assert.ok(
        !existsSync(join(out, `${excluded}.md`)),
        `${excluded}.md was written`,
      );
    }
  }));
