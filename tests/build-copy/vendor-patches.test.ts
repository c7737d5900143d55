// A vendor patch that no longer reaches the code readers run stops the build,
// naming the patch: its file left out of the bundle, or DocSearch resolved
// by the search theme from another copy than the patched one.
import { test } from "node:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  assertBuild,
  build,
  copySite,
  edit,
  withCopy,
} from "../support/site-copy";

const PATCHES = "src/plugins/vendor-patches/patches.ts";
const NAMES =
  '"drop an answer to an older query", "keep the search error status"';

test("a patched file the bundle does not use stops the build, naming its patches", () =>
  withCopy(async (dir) => {
    // DocSearch also publishes a UMD build, which nothing imports.
    edit(
      dir,
      PATCHES,
      'file: "dist/esm/index.js"',
      'file: "dist/umd/index.js"',
    );
    assertBuild(
      await build(dir),
      "failed",
      `@docsearch/react/dist/umd/index.js is not in the bundle, so patches ${NAMES} apply to nothing`,
    );
  }));

test("a search theme that resolves another DocSearch than the patched one stops the build", async () => {
  // Beside the site, as a package manager may nest it: a theme with its own DocSearch.
  const root = mkdtempSync(join(tmpdir(), "nested-docsearch-"));
  try {
    const theme = join(root, "node_modules/nested-search-theme");
    const nested = join(theme, "node_modules/@docsearch/react");
    mkdirSync(nested, { recursive: true });
    writeFileSync(
      join(theme, "package.json"),
      '{ "name": "nested-search-theme", "main": "index.js" }',
    );
    writeFileSync(join(theme, "index.js"), "module.exports = {};\n");
    writeFileSync(
      join(nested, "package.json"),
      // As DocSearch 4 publishes it: its package.json is not among its exports.
      '{ "name": "@docsearch/react", "version": "4.7.1", "exports": { ".": "./index.js" } }',
    );
    const site = join(root, "site");
    copySite(site);
    edit(
      site,
      PATCHES,
      '"@docusaurus/theme-search-algolia"',
      '"nested-search-theme"',
    );
    assertBuild(
      await build(site),
      "failed",
      "nested-search-theme resolves @docsearch/react 4.7.1",
      `not the 3.9.0 that patches ${NAMES} and its stand-ins were written for`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
