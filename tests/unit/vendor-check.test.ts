import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  coverageProblems,
  entryProblems,
  isTableEntry,
  type Installed,
  type ManifestEntry,
  type Patch,
} from "../../scripts/vendor/check.mjs";

const SOURCE = "export const limit = 512;\n";
const hash = (text: string) => createHash("sha256").update(text).digest("hex");
const entry: ManifestEntry = {
  local: "src/theme/Thing/index.tsx",
  why: "a test",
  package: "@scope/pkg",
  version: "1.2.3",
  file: "lib/thing.js",
  sha256: hash(SOURCE),
};

test("entryProblems: the file written against passes under any version; a changed file, a missing file or a patch that no longer applies is named with what to do", () => {
  const problems = (installed: Installed | null, patches: Patch[] = []) =>
    entryProblems(entry, installed, patches);
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
  assert.deepEqual(problems(null), [
    "@scope/pkg/lib/thing.js is not installed: src/theme/Thing/index.tsx was written against @scope/pkg 1.2.3",
  ]);
  const oldPatch = { name: "old", search: "limit = 1024", replace: "" };
  assert.deepEqual(problems(published, [oldPatch]), [
    '@scope/pkg/lib/thing.js: patch "old" in src/theme/Thing/index.tsx finds its search text 0 times, not once',
  ]);
});

test("coverageProblems: the manifest lists the patched file under the patch table, and nothing the table no longer patches", () => {
  const table = "src/search/x/patches.ts";
  const target = { package: "@scope/pkg", file: "lib/thing.js" };
  const listed = { ...entry, local: table };
  const stale = { ...listed, file: "lib/other.js" };
  assert.deepEqual(coverageProblems([listed, entry], [target], table), []);
  assert.deepEqual(coverageProblems([entry], [target], table), [
    "@scope/pkg/lib/thing.js is patched but has no entry in the vendor manifest",
  ]);
  assert.deepEqual(coverageProblems([listed, stale], [target], table), [
    "@scope/pkg/lib/other.js is in the vendor manifest for src/search/x/patches.ts, which no longer patches it: remove the entry",
  ]);
});

test("isTableEntry: a patched file's patches are checked for its patch table's entry, not again for a coupling to the same file", () => {
  const table = { ...entry, local: "src/patches.ts" };
  const coupling = { ...entry, local: "src/plugins/csp/policy.ts" };
  assert.ok(isTableEntry(table, entry, "src/patches.ts"));
  assert.ok(!isTableEntry(coupling, entry, "src/patches.ts"));
});
