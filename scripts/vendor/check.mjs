// The pure half of `npm run check:vendor` (scripts/check-vendor.mjs): given
// the manifest, what is installed and the bundle-time patches, say which
// local file must be ported to which upstream change. No file system here,
// so tests/unit/vendor-check.test.ts feeds it strings.
import { createHash } from "node:crypto";
import { applyPatches } from "../../src/plugins/vendor-patches/replace-loader.mjs";

/**
 * One upstream file the site copies, reproduces or patches (`local`), with
 * the version and SHA-256 it was written against.
 * @typedef {{ local: string; why: string; package: string; version: string; file: string; sha256: string }} ManifestEntry
 */
/** @typedef {{ name: string; search: string; replace: string }} Patch */
/** @typedef {{ version: string; content: string }} Installed */

/** @param {string} content */
export const sha256 = (content) =>
  createHash("sha256").update(content).digest("hex");

/**
 * What is wrong with one manifest entry. `installed` is null when the
 * package or the file is gone; `patches` are the bundle-time patches of
 * that file (none for a copied file).
 * @param {ManifestEntry} entry
 * @param {Installed | null} installed
 * @param {Patch[]} [patches]
 */
export function entryProblems(entry, installed, patches = []) {
  const where = `${entry.package}/${entry.file}`;
  if (!installed) {
    return [
      `${where} is not installed: ${entry.local} was written against ${entry.package} ${entry.version}`,
    ];
  }
  const problems = [];
  // Content, not version numbers: a release that leaves the file as it was
  // passes, and --update records its version.
  const hash = sha256(installed.content);
  if (hash !== entry.sha256) {
    const diff =
      installed.version === entry.version
        ? "reinstall, or port it"
        : `port it (npm diff --diff=${entry.package}@${entry.version} --diff=${entry.package}@${installed.version} ${entry.file})`;
    problems.push(
      `${where} ${installed.version} is not the file ${entry.local} was written against (${entry.package} ${entry.version}): ${diff}, then run npm run check:vendor -- --update`,
    );
  }
  // The same check the bundler's loader makes, without a build.
  const { failures } = applyPatches(installed.content, patches);
  for (const { name, count } of failures) {
    problems.push(
      `${where}: patch "${name}" in ${entry.local} finds its search text ${count} times, not once`,
    );
  }
  return problems;
}

/**
 * The manifest and the patch tables must agree: a patched file without an
 * entry would upgrade unnoticed, and an entry of a table (one of
 * `patchFiles`) that no patch targets any more is a stale promise.
 * `targets` are the tables' { package, file }.
 */
export function coverageProblems(manifest, targets, patchFiles) {
  const same = (a, b) => a.package === b.package && a.file === b.file;
  const unlisted = targets
    .filter((target) => !manifest.some((entry) => same(entry, target)))
    .map(
      (target) =>
        `${target.package}/${target.file} is patched but has no entry in the vendor manifest`,
    );
  const stale = manifest
    .filter(
      (entry) =>
        patchFiles.includes(entry.local) &&
        !targets.some((target) => same(entry, target)),
    )
    .map(
      (entry) =>
        `${entry.package}/${entry.file} is in the vendor manifest for ${entry.local}, which no longer patches it: remove the entry`,
    );
  return [...unlisted, ...stale];
}

/**
 * The patches to check for one manifest entry: its target's, when the entry
 * belongs to the patch table that holds them (one of `patchFiles`); none for
 * a copy or coupling that names the same file, which would report them twice.
 */
export function entryPatches(entry, targets, patchFiles) {
  if (!patchFiles.includes(entry.local)) return [];
  const target = targets.find(
    (t) => t.package === entry.package && t.file === entry.file,
  );
  return target?.patches ?? [];
}
