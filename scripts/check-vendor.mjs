#!/usr/bin/env node
// `npm run check:vendor`: fails when a vendor file the site copies, reproduces
// or patches no longer has the content it was written against, naming the
// local file to port. The manifest (scripts/vendor/manifest.json) records each
// upstream file's package, version and SHA-256; a new version with the same
// content passes. Whether each patch still applies, the build says.
// After porting, `npm run check:vendor -- --update` records the new hashes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { TARGETS } from "../src/plugins/vendor-patches/patches.ts";
import { resolved } from "../src/plugins/vendor-patches/index.ts";
import {
  coverageProblems,
  entryProblems,
  sha256,
  upstream,
} from "./vendor/check.mjs";

const { values } = parseArgs({
  options: { update: { type: "boolean", default: false } },
});

const ROOT = join(import.meta.dirname, "..");
const MANIFEST = join(ROOT, "scripts/vendor/manifest.json");

/** @type {import("./vendor/check.mjs").Manifest} */
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));

/** A package's version and file in `dir`, or null when either is gone. */
function installed(dir, file) {
  if (!existsSync(join(dir, file))) return null;
  const { version } = JSON.parse(
    readFileSync(join(dir, "package.json"), "utf8"),
  );
  return { version, content: readFileSync(join(dir, file), "utf8") };
}

const problems = coverageProblems(manifest, TARGETS);
for (const [key, entry] of Object.entries(manifest)) {
  for (const local of Object.keys(entry.for))
    if (!existsSync(join(ROOT, local)))
      problems.push(`${local} does not exist: fix the vendor manifest`);
  const { name, file } = upstream(key);
  const patched = TARGETS.find((t) => `${t.package}/${t.file}` === key);
  // The site's copy, and every other copy the search theme resolves (the
  // build refuses a second copy; this says which file changed in it).
  const dirs = new Set([
    join(ROOT, "node_modules", name),
    ...(patched?.importers ?? []).map((importer) =>
      dirname(resolved(ROOT, name, importer).path),
    ),
  ]);
  for (const dir of dirs) {
    const found = installed(dir, file);
    if (values.update && found) {
      entry.version = found.version;
      entry.sha256 = sha256(found.content);
    }
    problems.push(...entryProblems(key, entry, found));
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
  `check:vendor: ${Object.keys(manifest).length} copied or patched vendor files are the files they were written against`,
);
