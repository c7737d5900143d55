// The patch loader, the rule that runs it and the checks that stop a build
// whose patches would reach nothing. That a bundle leaving the patched file
// out stops the build is tests/build-copy/vendor-patches.test.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  bundleProblems,
  checkImporters,
  patchRule,
} from "../../src/plugins/vendor-patches";
import { DOCSEARCH } from "../../src/plugins/vendor-patches/patches";
import replaceLoader from "../../src/plugins/vendor-patches/replace-loader.mjs";

const FILE = "/project/node_modules/pkg/dist/index.js";
type Patch = { name: string; search: string; replace: string };
const load = (source: string, patches: Patch[]) =>
  replaceLoader.call(
    { getOptions: () => ({ patches }), resourcePath: FILE },
    source,
  );

test("patches apply in order, each to the last one's output, replacing literally; a search text that is missing, repeated, empty or removed by an earlier patch fails the build, naming the patch, the file and the count", () => {
  const result = load("const limit = 512; run('[a]');", [
    { name: "limit", search: "limit = 512", replace: "limit = 64" },
    { name: "again", search: "limit = 64;", replace: "limit = 64; // patched" },
    // $& and $1 are not patterns; an empty replacement deletes.
    { name: "dollar", search: "[a]", replace: "[$&$1$$]" },
    { name: "drop", search: "run(", replace: "" },
  ]);
  assert.equal(result, "const limit = 64; // patched '[$&$1$$]');");
  const fails = (name: string, count: number, ...patches: Patch[]) =>
    assert.throws(() => load("f(); f(); abc", patches), {
      message: `vendor patch "${name}" expected its search text once in ${FILE}, found it ${count} times: the package changed, revisit src/plugins/vendor-patches`,
    });
  fails("twice", 2, { name: "twice", search: "f()", replace: "g()" });
  fails("gone", 0, { name: "gone", search: "h()", replace: "" });
  fails("empty", 0, { name: "empty", search: "", replace: "x" });
  fails(
    "second",
    0,
    { name: "first", search: "abc", replace: "xyz" },
    { name: "second", search: "abc", replace: "def" },
  );
});

test("the patch rule runs the patches on DocSearch's file, with either path separator; a bundle that takes DocSearch from two copies is named with the patches", () => {
  const rule = patchRule(DOCSEARCH);
  const path = `${DOCSEARCH.package}/${DOCSEARCH.file}`;
  assert.ok(rule.test(`/x/node_modules/${path}`), path);
  assert.ok(rule.test(`C:\\x\\node_modules\\${path.replace(/\//g, "\\")}`));
  assert.ok(!rule.test(`/x/node_modules/${path}.map`), path);
  assert.deepEqual(rule.use[0].options, { patches: DOCSEARCH.patches });
  const target = {
    ...DOCSEARCH,
    patches: [{ name: "keep", search: "a", replace: "b" }],
  };
  const top = "/site/node_modules/@docsearch/react";
  const nested = "/site/node_modules/theme/node_modules/@docsearch/react";
  assert.deepEqual(
    bundleProblems(target, [`${top}/dist/esm/index.js`, "/site/src/a.ts"]),
    [],
  );
  assert.deepEqual(
    bundleProblems(target, [
      `${top}/dist/esm/index.js`,
      `${nested}/dist/esm/button.js?x=1`,
    ]),
    [
      `@docsearch/react is bundled from 2 copies (${top}, ${nested}): patches "keep" expect one; make every importer resolve the same copy, or port them`,
    ],
  );
});

test("a search theme that resolves another DocSearch than the patched one stops the build", () => {
  // A site whose search theme has its own DocSearch, as a package manager may nest it.
  const site = mkdtempSync(join(tmpdir(), "nested-docsearch-"));
  const write = (file: string, json: object) => {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), JSON.stringify(json));
  };
  const theme = "node_modules/nested-search-theme";
  try {
    write("package.json", {});
    write("node_modules/@docsearch/react/package.json", { version: "3.9.0" });
    write(`${theme}/package.json`, { name: "nested-search-theme" });
    writeFileSync(join(site, theme, "index.js"), "module.exports = {};\n");
    // As DocSearch 4 publishes it: its package.json is not among its exports.
    write(`${theme}/node_modules/@docsearch/react/package.json`, {
      version: "4.7.1",
      exports: { ".": "./index.js" },
    });
    assert.throws(
      () =>
        checkImporters(site, {
          ...DOCSEARCH,
          importers: ["nested-search-theme"],
        }),
      /^Error: nested-search-theme resolves @docsearch\/react 4\.7\.1 .* not the 3\.9\.0 that patches "drop an answer to an older query", "keep the search error status" and its stand-ins were written for/,
    );
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
