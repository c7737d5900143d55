#!/usr/bin/env node
// `npm run check:vendor`: fails when a vendor file the site copies, reproduces
// or patches no longer has the content it was written against, naming the
// local file to port. The manifest (scripts/vendor/manifest.json) records each
// upstream file's package, version and SHA-256; a new version with the same
// content passes. Whether each patch still applies, the build says.
// After porting, `npm run check:vendor -- --update` records the new hashes.
// The functions it exports read no file: tests/unit/vendor-check.test.ts
// feeds them strings.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { TARGETS } from "../src/plugins/vendor-patches/patches.ts";

/** The patch table, which the manifest must name on each file it patches. */
export const TABLE = "src/plugins/vendor-patches/patches.ts";

/**
 * The manifest: each upstream file ("package/file") the site copies,
 * reproduces, patches or couples to, with the version and SHA-256 that its
 * local files (`for`: path → why) were written against.
 * @typedef {{ version: string; sha256: string; for: Record<string, string> }} ManifestEntry
 * @typedef {Record<string, ManifestEntry>} Manifest
 */
/** @typedef {{ version: string; content: string }} Installed */

/** @param {string} content */
export const sha256 = (content) =>
  createHash("sha256").update(content).digest("hex");

/**
 * A manifest key's package and file.
 * @param {string} key
 */
function upstream(key) {
  const [, name = "", file = ""] =
    /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(key) ?? [];
  return { name, file };
}

/**
 * What is wrong with one upstream file; `installed` is null when the
 * package or the file is gone.
 * @param {string} key
 * @param {ManifestEntry} entry
 * @param {Installed | null} installed
 */
export function entryProblems(key, entry, installed) {
  const { name, file } = upstream(key);
  const locals = Object.keys(entry.for);
  const written = `${locals.join(" and ")} ${locals.length > 1 ? "were" : "was"} written against`;
  if (!installed) {
    return [`${key} is not installed: ${written} ${name} ${entry.version}`];
  }
  // Content, not version numbers: a release that leaves the file as it was
  // passes, and --update records its version.
  if (sha256(installed.content) === entry.sha256) return [];
  const diff =
    installed.version === entry.version
      ? "reinstall, or port it"
      : `port it (npm diff --diff=${name}@${entry.version} --diff=${name}@${installed.version} ${file})`;
  return [
    `${key} ${installed.version} is not the file ${written} (${name} ${entry.version}): ${diff}, then run npm run check:vendor -- --update`,
  ];
}

/**
 * The manifest must list each patched file for the patch table, and
 * nothing else for it: a stale entry is a promise no patch keeps.
 * @param {Manifest} manifest
 * @param {{ package: string; file: string }[]} targets
 */
export function coverageProblems(manifest, targets) {
  const patched = new Set(targets.map((t) => `${t.package}/${t.file}`));
  const missing = [...patched]
    .filter((key) => !manifest[key]?.for[TABLE])
    .map(
      (key) =>
        `${key} is patched but ${TABLE} has no entry for it in the vendor manifest`,
    );
  const stale = Object.keys(manifest)
    .filter((key) => TABLE in manifest[key].for && !patched.has(key))
    .map(
      (key) =>
        `${key} is in the vendor manifest for ${TABLE}, which no longer patches it: remove the entry`,
    );
  return [...missing, ...stale];
}

/** A package's version and file in `dir`, or null when either is gone. */
function installed(dir, file) {
  if (!existsSync(join(dir, file))) return null;
  const { version } = JSON.parse(
    readFileSync(join(dir, "package.json"), "utf8"),
  );
  return { version, content: readFileSync(join(dir, file), "utf8") };
}

/** Checks the installed files against the manifest, or records them with `update`. */
function checkVendor(update) {
  const root = join(import.meta.dirname, "..");
  const path = join(root, "scripts/vendor/manifest.json");
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  const problems = coverageProblems(manifest, TARGETS);
  for (const [key, entry] of Object.entries(manifest)) {
    for (const local of Object.keys(entry.for))
      if (!existsSync(join(root, local)))
        problems.push(`${local} does not exist: fix the vendor manifest`);
    // The site's copy: the build refuses another one that a patched file's
    // importers resolve, naming it.
    const { name, file } = upstream(key);
    const found = installed(join(root, "node_modules", name), file);
    if (update && found) {
      entry.version = found.version;
      entry.sha256 = sha256(found.content);
    }
    problems.push(...entryProblems(key, entry, found));
  }
  if (update) writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  if (problems.length > 0) {
    console.error(
      `check:vendor: ${problems.length} vendor file(s) to port\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(
    `check:vendor: ${Object.keys(manifest).length} copied or patched vendor files are the files they were written against`,
  );
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: { update: { type: "boolean", default: false } },
  });
  checkVendor(values.update);
}
