#!/usr/bin/env node
// `npm run move-into -- <library checkout>` moves the site into the library's
// docs/ (./steps.mjs), leaving the result to review and commit.
// `npm run rehearse-move -- <library checkout>` does the same to a copy, then
// commits, clones that commit afresh, installs it the documented way and runs
// the docs' checks against the library's source and the library's own checks:
// one line per step. That nothing of the site is lost and that it builds from
// a fresh clone, tests/build-copy/library-layout.test.ts proves on every run.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { commitAll, firstLine, move, runStep, SITE_DIR } from "./steps.mjs";

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

/** Tracked files a checkout (or a snapshot) holds no content for. */
function missingFiles(repo) {
  const entries = git(repo, "ls-tree", "-r", "HEAD")
    .split("\n")
    .map((entry) => entry.match(/^\d+ blob ([0-9a-f]+)\t(.+)$/))
    .filter(Boolean);
  const answers = execFileSync("git", ["cat-file", "--batch-check"], {
    cwd: repo,
    input: entries.map(([, id]) => id).join("\n"),
    encoding: "utf8",
  }).split("\n");
  return entries
    .filter((_, i) => answers[i].endsWith("missing"))
    .map(([, , path]) => path);
}

let failures = 0;
/** A step of the rehearsal; a failed one does not stop the rest. */
const step = (title, run) => runStep(title, run) || (failures++, false);

/** Runs a command, its output kept in logs/; throws with the first error line and the log's path. */
function sh(cwd, name, command, args, env = {}) {
  const run = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0", ...env },
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
  // Git cannot commit a tree that names content it lacks: such files (large
  // binaries a snapshot left out) go from the copy's index, and are named.
  const missing = missingFiles(library);
  if (missing.length > 0)
    git(library, "rm", "--cached", "--quiet", "--sparse", "--", ...missing);
  return missing.length > 0
    ? `${missing.length} tracked files have no content here and are left out: ${missing.join(", ")}`
    : undefined;
});

if (!move({ library, site: SITE, revision })) process.exit(1);

const cloned = step("Commit, and clone the commit afresh", () => {
  commitAll(library, "Move the documentation site into docs/");
  // One commit deep, as CI checks out: the copy's history may name content it lacks.
  git(work, "clone", "--quiet", "--depth", "1", `file://${library}`, clone);
});

if (!cloned) process.exit(1);

const yarnPath = /^yarnPath: (.+)$/m.exec(
  readFileSync(join(clone, ".yarnrc.yml"), "utf8"),
)?.[1];
const yarn =
  (name, ...args) =>
  () =>
    sh(clone, name, process.execPath, [join(clone, yarnPath), ...args]);
const site = join(clone, SITE_DIR);

step(
  "The library installs: yarn install --immutable",
  yarn("yarn-install", "install", "--immutable"),
);
step("The site installs: npm ci in docs/", () =>
  sh(site, "npm-ci", "npm", ["ci", "--no-audit", "--no-fund"]),
);
const check = (name, script) => () =>
  sh(site, name, process.execPath, [script], { LIBRARY_DIR: "" });
step(
  "The code samples compile against the library's source: typecheck:samples",
  check("samples", "scripts/check-code-samples/index.mjs"),
);
step(
  "The API pages match the library's source: check:api-pages",
  check("api-pages", "scripts/check-api-pages.mjs"),
);
step("The library type-checks: yarn typecheck", yarn("typecheck", "typecheck"));
step("The library lints: yarn lint", yarn("lint", "lint"));
step(
  "The library's unit tests pass: yarn test",
  yarn("jest", "test", "--maxWorkers=2"),
);
step("The library's spelling passes: cspell with its cspell.json", () => {
  const cspell = join(site, "node_modules/.bin/cspell");
  if (!existsSync(cspell))
    throw new Error("the site's cspell is not installed");
  sh(clone, "cspell", cspell, [
    "lint",
    "--no-progress",
    "--config",
    "cspell.json",
    "**/*",
  ]);
});

console.log(
  failures === 0
    ? `rehearsal passed: the commit is in ${clone}`
    : `rehearsal: ${failures} step(s) failed; logs in ${logs}`,
);
process.exit(failures === 0 ? 0 : 1);
