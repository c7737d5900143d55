// The pure half of `npm run check:vendor` (scripts/check-vendor.mjs): given
// the manifest and what is installed, say which local file must be ported to
// which upstream change. No file system here, so
// tests/unit/vendor-check.test.ts feeds it strings. That each patch still
// applies is the build's to say (src/plugins/vendor-patches/replace-loader.mjs).
import { createHash } from "node:crypto";

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
export function upstream(key) {
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
