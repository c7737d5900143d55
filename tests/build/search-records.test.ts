// `npm run search:records` on the production build: the records a maintainer
// pushes to Algolia, in DocSearch's schema, every anchor real.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { levels, type DocSearchRecord } from "../../src/search/build/records";
import { site } from "../../src/config/site";
import { builtHtml } from "../support/build";
import { BUILD_DIR, ROOT_DIR } from "../support/paths";

const BASE = `${site.url}${site.baseUrl}`;

test("npm run search:records writes the build's records in DocSearch's schema", async () => {
  const output = join(
    await mkdtemp(join(tmpdir(), "search-records-")),
    "r.json",
  );
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT_DIR, "node_modules/@docusaurus/core/bin/docusaurus.mjs"),
      "search-records",
      "--out-dir",
      BUILD_DIR,
      "--output",
      output,
    ],
    { cwd: ROOT_DIR },
  );
  const records = JSON.parse(
    await readFile(output, "utf8"),
  ) as DocSearchRecord[];
  assert.ok(records.length > 20, `${records.length} records`);
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);

  for (const record of records) {
    const where = `${record.objectID} (${record.url})`;
    assert.deepEqual(Object.keys(record.hierarchy), levels, where);
    assert.equal(typeof record.hierarchy.lvl0, "string", where);
    assert.equal(typeof record.hierarchy.lvl1, "string", where);
    assert.match(record.type, /^(lvl[1-6]|content)$/, where);
    if (record.type === "content") {
      assert.equal(typeof record.content, "string", where);
    } else {
      assert.equal(record.content, null, where);
      assert.equal(typeof record.hierarchy[record.type], "string", where);
    }
    assert.ok(record.url.startsWith(BASE), where);
    assert.equal(
      record.url,
      record.anchor
        ? `${record.url_without_anchor}#${record.anchor}`
        : record.url_without_anchor,
      where,
    );
  }

  // Docs, blog posts and pages are in; the search page, 404 and blog lists are not.
  const paths = new Set(
    records.map((r) => r.url_without_anchor.slice(BASE.length)),
  );
  for (const kept of ["blog/welcome", ""]) {
    assert.ok(paths.has(kept), `/${kept} has records`);
  }
  for (const excluded of ["search", "404.html", "blog", "blog/tags"]) {
    assert.ok(!paths.has(excluded), `/${excluded} has no records`);
  }
  assert.ok(
    records.some(
      (r) =>
        r.type === "lvl1" &&
        r.url === `${BASE}docs/api/hooks/use-portal` &&
        r.hierarchy.lvl1 === "usePortal",
    ),
    "the usePortal page's title record",
  );

  // Every anchor a record links to exists on its page.
  const anchors = new Map<string, Set<string>>();
  for (const { url_without_anchor: url, anchor } of records) {
    if (anchor) anchors.set(url, (anchors.get(url) ?? new Set()).add(anchor));
  }
  for (const [url, ids] of anchors) {
    const html = builtHtml(url.slice(BASE.length));
    for (const id of ids) {
      assert.match(html, new RegExp(`id="?${id}[" >]`), `${url}#${id}`);
    }
  }
});
