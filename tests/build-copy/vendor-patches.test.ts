// A vendor patch whose file the bundle leaves out stops the build, naming the
// patches. The other checks of src/plugins/vendor-patches are unit tests
// (tests/unit/vendor-patches.test.ts).
import { test } from "node:test";
import { assertBuild, build, edit, withCopy } from "../support/site-copy";

test("a patched file the bundle does not use stops the build, naming its patches", () =>
  withCopy(async (dir) => {
    // DocSearch also publishes a UMD build, which nothing imports.
    edit(
      dir,
      "src/plugins/vendor-patches/patches.ts",
      'file: "dist/esm/index.js"',
      'file: "dist/umd/index.js"',
    );
    assertBuild(
      await build(dir),
      "failed",
      '@docsearch/react/dist/umd/index.js is not in the bundle, so patches "drop an answer to an older query", "keep the search error status" apply to nothing',
    );
  }));
