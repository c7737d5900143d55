import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext } from "@docusaurus/types";
import pluginVendorPatches from "../../src/plugins/vendor-patches";
import replaceLoader from "../../src/plugins/vendor-patches/replace-loader.mjs";

type Patch = { name: string; search: string; replace: string };
type Rule = {
  test: RegExp;
  enforce: string;
  use: Array<{ loader: string; options: { patches: Patch[] } }>;
};

/** The bits of a webpack loader context the loader reads. */
const loaderContext = (patches: Patch[], resourcePath: string) => ({
  getOptions: () => ({ patches }),
  resourcePath,
});

const FILE = "/project/node_modules/pkg/dist/index.js";

describe("replace-loader", () => {
  test("applies each patch whose search text is present, in order", () => {
    const source = "const limit = 512; setLimit(limit);";
    const out = replaceLoader.call(
      loaderContext(
        [
          { name: "limit", search: "limit = 512", replace: "limit = 64" },
          // Sees the first patch's output.
          {
            name: "again",
            search: "limit = 64;",
            replace: "limit = 64; // patched",
          },
        ],
        FILE,
      ),
      source,
    );
    assert.equal(out, "const limit = 64; // patched setLimit(limit);");
  });

  test("takes the replacement literally: $& and $1 are not patterns", () => {
    const out = replaceLoader.call(
      loaderContext([{ name: "dollar", search: "a", replace: "$&$1$$" }], FILE),
      "[a]",
    );
    assert.equal(out, "[$&$1$$]");
  });

  test("an empty replacement deletes the search text", () => {
    const out = replaceLoader.call(
      loaderContext(
        [{ name: "drop", search: '"aria-label":x,', replace: "" }],
        FILE,
      ),
      '{"aria-label":x,role:"button"}',
    );
    assert.equal(out, '{role:"button"}');
  });

  test("fails loudly, naming the patch and the file, when the vendor code moved", () => {
    assert.throws(
      () =>
        replaceLoader.call(
          loaderContext(
            [{ name: "gone", search: "not there", replace: "" }],
            FILE,
          ),
          "const moved = true;",
        ),
      {
        message: `vendor patch "gone" expected its search text once in ${FILE}, found it 0 times: the package changed, revisit src/plugins/vendor-patches`,
      },
    );
  });

  test("refuses an ambiguous search text found more than once", () => {
    assert.throws(
      () =>
        replaceLoader.call(
          loaderContext(
            [{ name: "twice", search: "x()", replace: "y()" }],
            FILE,
          ),
          "x(); x();",
        ),
      /vendor patch "twice" .* found it 2 times/,
    );
  });

  test("a later patch fails when an earlier one removed its text", () => {
    assert.throws(
      () =>
        replaceLoader.call(
          loaderContext(
            [
              { name: "first", search: "abc", replace: "xyz" },
              { name: "second", search: "abc", replace: "def" },
            ],
            FILE,
          ),
          "abc",
        ),
      /vendor patch "second"/,
    );
  });
});

describe("the site's patch table", () => {
  const plugin = pluginVendorPatches({} as LoadContext);
  const configure = plugin.configureWebpack as unknown as () => {
    module: { rules: Rule[] };
  };
  const rules = configure().module.rules;

  test("every rule runs the replace loader first, with named patches", () => {
    assert.ok(rules.length > 0);
    for (const rule of rules) {
      assert.equal(rule.enforce, "pre");
      assert.equal(rule.use.length, 1);
      assert.ok(rule.use[0].loader.endsWith("replace-loader.mjs"));
      assert.ok(existsSync(rule.use[0].loader), rule.use[0].loader);
      const names = rule.use[0].options.patches.map((p) => p.name);
      assert.ok(names.length > 0);
      assert.equal(new Set(names).size, names.length, "patch names are unique");
    }
  });

  test("each target matches its file with either path separator", () => {
    for (const rule of rules) {
      const posix = installedPath(rule.test);
      assert.ok(rule.test.test(`/x/node_modules/${posix}`), posix);
      assert.ok(
        rule.test.test(`C:\\x\\node_modules\\${posix.replace(/\//g, "\\")}`),
        posix,
      );
      assert.ok(!rule.test.test(`/x/node_modules/${posix}.map`), posix);
    }
  });

  // The same check the build makes, without a build: an upgrade of
  // @docsearch/react or @docusaurus/* that moves patched code fails here.
  for (const rule of rules) {
    const file = installedPath(rule.test);
    test(`every patch applies to the installed ${file}`, () => {
      const path = join(__dirname, "..", "..", "node_modules", file);
      const source = readFileSync(path, "utf8");
      const patches = rule.use[0].options.patches;
      const out = replaceLoader.call(loaderContext(patches, path), source);
      for (const patch of patches) {
        if (patch.replace) assert.ok(out.includes(patch.replace), patch.name);
      }
      assert.notEqual(out, source);
    });
  }
});

/** `[\\/]@docsearch[\\/]react[\\/]…\.js$` → `@docsearch/react/….js`. */
function installedPath(pattern: RegExp): string {
  const path = pattern.source
    .replace(/^\[\\\\\/\]/, "")
    .replace(/\[\\\\\/\]/g, "/")
    .replace(/\\\./g, ".")
    .replace(/\$$/, "");
  assert.match(path, /^[@\w./-]+$/, `cannot read a path from ${pattern}`);
  return path;
}
