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
 * Whether a manifest entry is the patch table's own (its `local` is `table`,
 * naming the patched file). Only that entry checks the patches: a coupling
 * elsewhere to the same file (the CSP's) would report them twice.
 * @param {ManifestEntry} entry
 * @param {{ package: string; file: string }} target
 * @param {string} table
 */
export const isTableEntry = (entry, target, table) =>
  entry.local === table &&
  entry.package === target.package &&
  entry.file === target.file;

/**
 * The manifest must list each patched file under the patch table, and
 * nothing else under it: a stale entry is a promise no patch keeps.
 * @param {ManifestEntry[]} manifest
 * @param {{ package: string; file: string }[]} targets
 * @param {string} table
 */
export function coverageProblems(manifest, targets, table) {
  const missing = targets
    .filter((t) => !manifest.some((e) => isTableEntry(e, t, table)))
    .map(
      (t) =>
        `${t.package}/${t.file} is patched but has no entry in the vendor manifest`,
    );
  const stale = manifest
    .filter(
      (e) =>
        e.local === table && !targets.some((t) => isTableEntry(e, t, table)),
    )
    .map(
      (e) =>
        `${e.package}/${e.file} is in the vendor manifest for ${table}, which no longer patches it: remove the entry`,
    );
  return [...missing, ...stale];
}
