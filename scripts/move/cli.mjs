#!/usr/bin/env node
// `npm run move-into -- <library checkout>` moves the site into the library's
// docs/ (./steps.mjs), leaving the result to review and commit.
// `npm run rehearse-move -- <library checkout>` does the same to a copy, then
// commits, clones that commit afresh, installs it as the library's CI does and
// runs the library's own checks: one line per step. The site's side of the
// move (nothing lost, the docs' checks read the library's source, the site
// builds from a fresh clone), tests/build-copy/library-layout.test.ts proves
// on every run.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { commitAll, firstLine, libraryYarn, move, runStep } from "./steps.mjs";

const SITE = resolve(import.meta.dirname, "../..");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rehearse: { type: "boolean", default: false } },
});
if (positionals.length !== 1) {
  console.error("usage: npm run move-into|rehearse-move -- <library checkout>");
  process.exit(2);
}
const checkout = resolve(positionals[0]);
const git = (cwd, ...args) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

// The site as committed, with any uncommitted change to a tracked file on top.
const revision = git(SITE, "stash", "create") || "HEAD";

if (!values.rehearse) {
  process.exit(move({ library: checkout, site: SITE, revision }) ? 0 : 1);
}

const work = mkdtempSync(join(tmpdir(), "rehearse-move-"));
const library = join(work, "library");
const clone = join(work, "clone");
const logs = join(work, "logs");
mkdirSync(logs);
console.log(`rehearsal in ${work}`);

let failures = 0;
/** A step of the rehearsal; a failed one does not stop the rest. */
const step = (title, run) => runStep(title, run) || (failures++, false);

/** Runs a command in the clone, its output kept in logs/; throws with the first error line and the log's path. */
function sh(name, command, args) {
  const run = spawnSync(command, args, {
    cwd: clone,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  const log = join(logs, `${name}.log`);
  writeFileSync(log, output);
  if (run.status !== 0)
    throw new Error(`${firstLine({ stdout: output })} (${log})`);
}

step("Copy the checkout", () => {
  cpSync(checkout, library, {
    recursive: true,
    filter: (path) => basename(path) !== "node_modules",
  });
  // Git cannot commit a tree that names content it lacks: files the checkout
  // leaves out of its work tree (large binaries a snapshot lacks) go from the
  // copy's index, and are named.
  const absent = git(library, "ls-files", "-z")
    .split("\0")
    .filter((path) => path && !existsSync(join(library, path)));
  if (absent.length > 0)
    git(library, "rm", "--cached", "--quiet", "--sparse", "--", ...absent);
  return absent.length > 0
    ? `${absent.length} tracked files are not in the work tree and are left out: ${absent.join(", ")}`
    : undefined;
});

if (!move({ library, site: SITE, revision })) process.exit(1);

const cloned = step("Commit, and clone the commit afresh", () => {
  commitAll(library, "Move the documentation site into docs/");
  // One commit deep, as CI checks out: the copy's history may name content it lacks.
  git(work, "clone", "--quiet", "--depth", "1", `file://${library}`, clone);
});
if (!cloned) process.exit(1);

const yarn = libraryYarn(clone);
for (const [title, name, ...args] of [
  ["The library installs: yarn install --immutable", "install", "--immutable"],
  ["The library type-checks: yarn typecheck", "typecheck"],
  ["The library lints: yarn lint", "lint"],
  ["The library's unit tests pass: yarn test", "test", "--maxWorkers=2"],
])
  step(title, () => sh(name, process.execPath, [yarn, name, ...args]));
// The library's CI runs cspell as an action; the site's own cspell stands in.
step("The library's spelling passes: cspell with its cspell.json", () =>
  sh("cspell", join(SITE, "node_modules/.bin/cspell"), [
    "lint",
    "--no-progress",
    "--config",
    "cspell.json",
    "**/*",
  ]),
);

console.log(
  failures === 0
    ? `rehearsal passed: the commit is in ${clone}`
    : `rehearsal: ${failures} step(s) failed; logs in ${logs}`,
);
process.exit(failures === 0 ? 0 : 1);
