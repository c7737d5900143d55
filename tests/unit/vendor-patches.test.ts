// That each patch still applies to the installed vendor file is
// `npm run check:vendor`'s job (scripts/vendor/check.mjs, with this loader's
// applyPatches); here, the loader's rules and that the bundler reaches each file.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { LoadContext } from "@docusaurus/types";
import pluginVendorPatches, {
  bundleProblems,
} from "../../src/plugins/vendor-patches";
import { DOCSEARCH } from "../../src/plugins/vendor-patches/patches";
import { ROOT_DIR } from "../support/paths";
import replaceLoader, {
  applyPatches,
} from "../../src/plugins/vendor-patches/replace-loader.mjs";

const FILE = "/project/node_modules/pkg/dist/index.js";

test("patches apply in order, each to the last one's output, replacing literally", () => {
  const { result, failures } = applyPatches("const limit = 512; run('[a]');", [
    { name: "limit", search: "limit = 512", replace: "limit = 64" },
    { name: "again", search: "limit = 64;", replace: "limit = 64; // patched" },
    // $& and $1 are not patterns; an empty replacement deletes.
    { name: "dollar", search: "[a]", replace: "[$&$1$$]" },
    { name: "drop", search: "run(", replace: "" },
  ]);
  assert.equal(result, "const limit = 64; // patched '[$&$1$$]');");
  assert.deepEqual(failures, []);
});

test("a search text that is missing, repeated, empty or removed by an earlier patch is named with its count", () => {
  const { failures } = applyPatches("f(); f(); abc", [
    { name: "twice", search: "f()", replace: "g()" },
    { name: "gone", search: "h()", replace: "" },
    { name: "empty", search: "", replace: "x" },
    { name: "first", search: "abc", replace: "xyz" },
    { name: "second", search: "abc", replace: "def" },
  ]);
  assert.deepEqual(failures, [
    { name: "twice", count: 2 },
    { name: "gone", count: 0 },
    { name: "empty", count: 0 },
    { name: "second", count: 0 },
  ]);
});

test("the loader fails the build naming the patch and the file when the vendor code moved", () => {
  const context = {
    getOptions: () => ({
      patches: [{ name: "gone", search: "not there", replace: "" }],
    }),
    resourcePath: FILE,
  };
  assert.throws(() => replaceLoader.call(context, "const moved = true;"), {
    message: `vendor patch "gone" expected its search text once in ${FILE}, found it 0 times: the package changed, revisit src/plugins/vendor-patches`,
  });
});

test("the bundler runs the patches on DocSearch's file, with either path separator", () => {
  const configure = pluginVendorPatches({ siteDir: ROOT_DIR } as LoadContext)
    .configureWebpack as unknown as () => {
    module: { rules: { test: RegExp; use: { options: unknown }[] }[] };
  };
  const [rule] = configure().module.rules;
  const path = `${DOCSEARCH.package}/${DOCSEARCH.file}`;
  assert.ok(rule.test.test(`/x/node_modules/${path}`), path);
  assert.ok(
    rule.test.test(`C:\\x\\node_modules\\${path.replace(/\//g, "\\")}`),
  );
  assert.ok(!rule.test.test(`/x/node_modules/${path}.map`), path);
  assert.deepEqual(rule.use[0].options, { patches: DOCSEARCH.patches });
});

// That a bundle leaving the patched file out stops the build is
// tests/build-copy/vendor-patches.test.ts's.
test("a bundle that takes DocSearch from two copies is named with the patches", () => {
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
