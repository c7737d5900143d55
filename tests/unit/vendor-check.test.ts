import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  coverageProblems,
  entryProblems,
  TABLE,
  type Installed,
  type ManifestEntry,
} from "../../scripts/check-vendor.mjs";

const SOURCE = "export const limit = 512;\n";
const hash = (text: string) => createHash("sha256").update(text).digest("hex");
const KEY = "@scope/pkg/lib/thing.js";
const entry: ManifestEntry = {
  version: "1.2.3",
  sha256: hash(SOURCE),
  for: { "src/theme/Thing/index.tsx": "a test" },
};

test("entryProblems: the file written against passes under any version; a changed or missing file is named with what to do, its package scoped or not; coverageProblems: the manifest lists each patched file for the patch table, and nothing the table no longer patches", () => {
  const problems = (installed: Installed | null) =>
    entryProblems(KEY, entry, installed);
  const published = { version: "1.2.3", content: SOURCE };
  assert.deepEqual(problems(published), []);
  assert.deepEqual(problems({ ...published, version: "1.3.0" }), []);
  const changed = "export const limit = 64;\n";
  assert.deepEqual(problems({ version: "1.3.0", content: changed }), [
    "@scope/pkg/lib/thing.js 1.3.0 is not the file src/theme/Thing/index.tsx was written against (@scope/pkg 1.2.3): port it (npm diff --diff=@scope/pkg@1.2.3 --diff=@scope/pkg@1.3.0 lib/thing.js), then run npm run check:vendor -- --update",
  ]);
  assert.deepEqual(problems({ ...published, content: changed }), [
    "@scope/pkg/lib/thing.js 1.2.3 is not the file src/theme/Thing/index.tsx was written against (@scope/pkg 1.2.3): reinstall, or port it, then run npm run check:vendor -- --update",
  ]);
  const unscoped = { ...entry, for: { "a.ts": "", "b.css": "" } };
  assert.deepEqual(entryProblems("pkg/lib/a.js", unscoped, null), [
    "pkg/lib/a.js is not installed: a.ts and b.css were written against pkg 1.2.3",
  ]);
  const target = { package: "@scope/pkg", file: "lib/thing.js" };
  const listed = { ...entry, for: { ...entry.for, [TABLE]: "patches" } };
  assert.deepEqual(coverageProblems({ [KEY]: listed }, [target]), []);
  assert.deepEqual(coverageProblems({ [KEY]: entry }, [target]), [
    "@scope/pkg/lib/thing.js is patched but src/plugins/vendor-patches/patches.ts has no entry for it in the vendor manifest",
  ]);
  assert.deepEqual(
    coverageProblems({ [KEY]: listed, "@scope/pkg/lib/other.js": listed }, [
      target,
    ]),
    [
      "@scope/pkg/lib/other.js is in the vendor manifest for src/plugins/vendor-patches/patches.ts, which no longer patches it: remove the entry",
    ],
  );
});
