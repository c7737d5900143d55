import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  coverageProblems,
  entryProblems,
  patchFailures,
  sha256,
  type ManifestEntry,
} from "../../scripts/vendor/check.mjs";

const SOURCE = "export const limit = 512;\n";
const entry: ManifestEntry = {
  local: "src/theme/Thing/index.tsx",
  why: "a test",
  package: "@scope/pkg",
  version: "1.2.3",
  file: "lib/thing.js",
  sha256: createHash("sha256").update(SOURCE).digest("hex"),
};

describe("sha256", () => {
  test("hashes text as node:crypto does", () => {
    assert.equal(
      sha256("abc"),
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});

describe("patchFailures", () => {
  test("an empty search text, which would match everywhere, never counts as found", () => {
    assert.deepEqual(
      patchFailures("abc", [{ name: "empty", search: "", replace: "x" }]),
      [{ name: "empty", count: 0 }],
    );
  });

  test("a search text found twice fails with its count", () => {
    assert.deepEqual(
      patchFailures("aaaa", [{ name: "twice", search: "aa", replace: "b" }]),
      [{ name: "twice", count: 2 }],
    );
  });

  test("patches that find their text once pass, in order", () => {
    assert.deepEqual(
      patchFailures(SOURCE, [
        { name: "limit", search: "512", replace: "64" },
        { name: "sees the first", search: "limit = 64", replace: "limit=64" },
      ]),
      [],
    );
  });

  test("names each patch whose text is missing or repeated, with its count", () => {
    assert.deepEqual(
      patchFailures("f(); f();", [
        { name: "twice", search: "f()", replace: "g()" },
        { name: "gone", search: "h()", replace: "" },
      ]),
      [
        { name: "twice", count: 2 },
        { name: "gone", count: 0 },
      ],
    );
  });

  test("a patch whose text an earlier patch removed fails", () => {
    assert.deepEqual(
      patchFailures("abc", [
        { name: "first", search: "abc", replace: "xyz" },
        { name: "second", search: "abc", replace: "def" },
      ]),
      [{ name: "second", count: 0 }],
    );
  });
});

describe("entryProblems", () => {
  test("the file it was written against passes", () => {
    assert.deepEqual(
      entryProblems(entry, { version: "1.2.3", content: SOURCE }),
      [],
    );
  });

  test("a new version names the local file and how to see the change", () => {
    assert.deepEqual(
      entryProblems(entry, { version: "1.3.0", content: SOURCE }),
      [
        "@scope/pkg/lib/thing.js is 1.3.0, src/theme/Thing/index.tsx was written against 1.2.3: port it (npm diff --diff=@scope/pkg@1.2.3 --diff=@scope/pkg@1.3.0 lib/thing.js), then run npm run check:vendor -- --update",
      ],
    );
  });

  test("a changed file of the same version is reported with both hashes", () => {
    const changed = "export const limit = 64;\n";
    assert.deepEqual(
      entryProblems(entry, { version: "1.2.3", content: changed }),
      [
        `@scope/pkg/lib/thing.js is not the file @scope/pkg 1.2.3 published (sha256 ${createHash("sha256").update(changed).digest("hex")}, expected ${entry.sha256}): reinstall, or port src/theme/Thing/index.tsx and run npm run check:vendor -- --update`,
      ],
    );
  });

  test("a missing file names the version the local file expects", () => {
    assert.deepEqual(entryProblems(entry, null), [
      "@scope/pkg/lib/thing.js is not installed: src/theme/Thing/index.tsx was written against @scope/pkg 1.2.3",
    ]);
  });

  test("a patch that no longer applies is reported even when the version is the same", () => {
    assert.deepEqual(
      entryProblems(entry, { version: "1.2.3", content: SOURCE }, [
        { name: "old limit", search: "limit = 1024", replace: "limit = 64" },
      ]),
      [
        '@scope/pkg/lib/thing.js: patch "old limit" in src/theme/Thing/index.tsx finds its search text 0 times, not once',
      ],
    );
  });
});

describe("coverageProblems", () => {
  const patches = "src/plugins/vendor-patches/index.ts";
  const patched = { ...entry, local: patches };

  test("every patched file listed, every listed patch file patched: none", () => {
    assert.deepEqual(
      coverageProblems([patched, entry], [{ ...patched }], patches),
      [],
    );
  });

  test("a patched file missing from the manifest is named", () => {
    assert.deepEqual(
      coverageProblems(
        [],
        [{ package: "@scope/pkg", file: "lib/thing.js" }],
        patches,
      ),
      [
        "@scope/pkg/lib/thing.js is patched by src/plugins/vendor-patches/index.ts but has no entry in the vendor manifest",
      ],
    );
  });

  test("an entry of the patch plugin that no patch targets is stale", () => {
    assert.deepEqual(coverageProblems([patched, entry], [], patches), [
      "@scope/pkg/lib/thing.js is in the vendor manifest for src/plugins/vendor-patches/index.ts, which no longer patches it: remove the entry",
    ]);
  });
});
