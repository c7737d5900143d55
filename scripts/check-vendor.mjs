#!/usr/bin/env node
// `npm run check:vendor`: fails when a vendor file the site copies, reproduces
// or patches no longer has the content it was written against, naming the
// local file to port. The manifest (scripts/vendor/manifest.json) records each
// upstream file's package, version and SHA-256; a new version with the same
// content passes. The patch tables are read from the plugin itself, so a
// patch's search text is checked as the build uses it.
// After porting, `npm run check:vendor -- --update` records the new hashes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import pluginVendorPatches from "../src/plugins/vendor-patches/index.ts";
import { resolved } from "../src/plugins/vendor-patches/bundled.ts";
import {
  coverageProblems,
  entryPatches,
  entryProblems,
  sha256,
} from "./vendor/check.mjs";

const { values } = parseArgs({
  options: { update: { type: "boolean", default: false } },
});

const ROOT = join(import.meta.dirname, "..");
const MANIFEST = join(ROOT, "scripts/vendor/manifest.json");
// The patch tables: each target's entry names one of them as its `local`.
const PATCH_FILES = ["src/search/docsearch/patches.ts"];
// tsx hands a CommonJS-compiled TS module over as its exports object.
const { TARGETS } = pluginVendorPatches;

/** @type {import("./vendor/check.mjs").ManifestEntry[]} */
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));

/** A package's version and file in `dir`, or null when either is gone. */
function installed(dir, entry) {
  const file = join(dir, entry.file);
  if (!existsSync(file)) return null;
  const { version } = JSON.parse(readFileSync(join(dir, "package.json")));
  return { version, content: readFileSync(file, "utf8") };
}

const problems = coverageProblems(manifest, TARGETS, PATCH_FILES);
for (const entry of manifest) {
  if (!existsSync(join(ROOT, entry.local))) {
    problems.push(`${entry.local} does not exist: fix the vendor manifest`);
    continue;
  }
  const target = TARGETS.find(
    (t) => t.package === entry.package && t.file === entry.file,
  );
  // The site's copy, and every other copy an importer of a target resolves
  // (the build refuses a second copy; this says which file changed in it).
  const dirs = new Set([
    join(ROOT, "node_modules", entry.package),
    ...(target?.importers ?? []).map((importer) =>
      dirname(resolved(ROOT, entry.package, importer).path),
    ),
  ]);
  for (const dir of dirs) {
    const found = installed(dir, entry);
    if (values.update && found) {
      entry.version = found.version;
      entry.sha256 = sha256(found.content);
    }
    problems.push(
      ...entryProblems(entry, found, entryPatches(entry, TARGETS, PATCH_FILES)),
    );
  }
}
if (values.update) {
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (problems.length > 0) {
  console.error(
    `check:vendor: ${problems.length} vendor file(s) to port\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `check:vendor: ${manifest.length} copied or patched vendor files are the files they were written against`,
);
