// Temporary copies of the site, built with one thing changed: what the
// build-copy tests (tests/build-copy) use to see what a maintainer sees.
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import assert from "node:assert/strict";
import { DOCUSAURUS_CLI } from "../../scripts/docusaurus.mjs";

export const ROOT = resolve(import.meta.dirname, "../..");

/** Everything a build reads; `.browserslistrc` included, or CSS layers change. */
const SITE_FILES = [
  "docs",
  "blog",
  "i18n",
  "src",
  "static",
  "docusaurus.config.ts",
  "sidebars.ts",
  "package.json",
  "tsconfig.json",
  ".browserslistrc",
  ".nvmrc",
];

export type Run = { status: number | null; output: string };

/** Runs the Docusaurus CLI in `dir` and collects its exit status and output. */
export function docusaurus(
  dir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [DOCUSAURUS_CLI, ...args], {
      cwd: dir,
      env: {
        ...process.env,
        ...env,
        FORCE_COLOR: "0",
        NO_COLOR: "1",
        // Each copy lives in a new folder: caching it would only grow node_modules/.cache.
        DOCUSAURUS_NO_PERSISTENT_CACHE: "true",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (status) => done({ status, output }));
  });
}

export const build = (dir: string, env?: Record<string, string>) =>
  docusaurus(
    dir,
    ["build", "--no-minify", "--out-dir", join(dir, "build")],
    env,
  );

/** Replaces `from` by `to` in a file of the copy, failing loudly if `from` is gone. */
export function edit(dir: string, file: string, from: string, to: string) {
  const text = readFileSync(join(dir, file), "utf8");
  assert.ok(text.includes(from), `${file} no longer contains ${from}`);
  writeFileSync(join(dir, file), text.replace(from, to));
}

export function add(dir: string, file: string, content: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), content);
}

/** A doc page with the front matter every page needs. */
export const doc = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A page that exists only in a test build.\nkeywords: [test]\n---\n\n# ${title}\n\n${body}\n`;

/** Asserts the build failed or built, and that its output holds every string or pattern. */
export function assertBuild(
  run: Run,
  outcome: "failed" | "built",
  ...needles: (string | RegExp)[]
) {
  const tail = run.output.slice(-3000);
  assert.equal(
    run.status === 0,
    outcome === "built",
    `not ${outcome}:\n${tail}`,
  );
  for (const needle of needles) {
    const found =
      needle instanceof RegExp
        ? needle.test(run.output)
        : run.output.includes(needle);
    assert.ok(found, `the output lacks ${needle}:\n${tail}`);
  }
}

/** Runs `check` on a fresh copy sharing node_modules, removed afterwards whatever happens. */
export async function withCopy(check: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"));
  try {
    for (const file of SITE_FILES) {
      if (existsSync(join(ROOT, file)))
        cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    }
    // A junction needs no admin rights on Windows; elsewhere the type is ignored.
    symlinkSync(
      join(ROOT, "node_modules"),
      join(dir, "node_modules"),
      "junction",
    );
    await check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
