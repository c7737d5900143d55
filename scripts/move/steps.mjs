// The move of this site into the library's repository, as the steps that
// `npm run move-into` runs on the maintainer's checkout and `npm run
// rehearse-move` runs on a copy. The README's move section lists these titles
// (tests/unit/move-steps.test.ts keeps the two the same).
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

/** The library's folder for the site. */
export const SITE_DIR = "docs";

/** The current site and the workflows that build and publish it. */
const OLD_SITE = [
  SITE_DIR,
  ".github/workflows/deploy-docs.yml",
  ".github/workflows/verify-docs.yml",
];

/** What stays in the site's repository: CI set-up of its own, and the workflows that move to the root. */
const NOT_COPIED = [".github", ".ci"];

const git = (cwd, ...args) =>
  execFileSync("git", args, { cwd, encoding: "utf8" });

/** `path`'s text in the site at `revision`. */
const siteFile = ({ site, revision }, path) =>
  git(site, "show", `${revision}:${path}`);

/** The library's own yarn release (its .yarnrc.yml's yarnPath), if it has one. */
export function libraryYarn(library) {
  const yarnrc = join(library, ".yarnrc.yml");
  const path =
    existsSync(yarnrc) &&
    /^yarnPath: (.+)$/m.exec(readFileSync(yarnrc, "utf8"))?.[1];
  return path ? join(library, path) : undefined;
}

/** Rewrites a file of the library as text; throws when `pattern` is not in it. */
function replaceIn(library, name, pattern, replacement) {
  const text = readFileSync(join(library, name), "utf8");
  if (!pattern.test(text))
    throw new Error(
      `${name} is not as expected: keep ${SITE_DIR}/ out of it by hand`,
    );
  writeFileSync(join(library, name), text.replace(pattern, replacement));
}

/** Edits a JSON file of the library, kept in its two-space layout. */
function editJson(file, change) {
  const value = JSON.parse(readFileSync(file, "utf8"));
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Each step takes { library, site, revision }: the library's checkout, this
 * site's repository and the commit to copy. It returns a note when it did
 * less than its title says, and throws when it cannot go on.
 */
export const STEPS = [
  {
    title: "Fix the type error in the library's example app that the site hid",
    run({ library }) {
      // The old site's files were part of the library's TypeScript program,
      // and their order hid a type error in the example app: a Node timer
      // kept in a `number` ref. Without them, the library needs the fix.
      const file = join(library, "example/src/screens/Messenger/index.tsx");
      const text = readFileSync(file, "utf8");
      const ref = "useRef<number>(undefined)";
      if (!text.includes(ref)) return "not there: the library changed it";
      writeFileSync(
        file,
        text.replace(ref, "useRef<ReturnType<typeof setTimeout>>(undefined)"),
      );
    },
  },
  {
    title: "Remove the current site and the workflows that build it",
    run({ library }) {
      // --sparse: a checkout may leave large files out of its work tree.
      git(
        library,
        "rm",
        "-rq",
        "--sparse",
        "--ignore-unmatch",
        "--",
        ...OLD_SITE,
      );
      // Whatever the old site left untracked (node_modules, build) goes too.
      rmSync(join(library, SITE_DIR), { recursive: true, force: true });
    },
  },
  {
    title: "Copy the site's committed files into docs/",
    run({ library, site, revision }) {
      const target = join(library, SITE_DIR);
      mkdirSync(target);
      const excluded = NOT_COPIED.map((path) => `:(exclude)${path}`);
      const tar = execFileSync(
        "git",
        ["archive", "--format=tar", revision, "--", ".", ...excluded],
        { cwd: site, maxBuffer: 512 * 1024 * 1024 },
      );
      execFileSync("tar", ["-x", "-C", target], { input: tar });
    },
  },
  {
    title: "Move the site's workflows to the repository's root",
    run(context) {
      const workflows = join(context.library, ".github/workflows");
      mkdirSync(workflows, { recursive: true });
      const names = git(
        context.site,
        "ls-tree",
        "--name-only",
        context.revision,
        ".github/workflows/",
      )
        .split("\n")
        .filter(Boolean);
      for (const path of names) {
        const target = join(context.library, path);
        if (existsSync(target))
          throw new Error(`${path} exists in the library: rename one of them`);
        writeFileSync(target, siteFile(context, path));
      }
      return `${names.length} workflows`;
    },
  },
  {
    title: "Add the site's npm packages and the actions to Dependabot",
    run(context) {
      const target = join(context.library, ".github/dependabot.yml");
      if (existsSync(target))
        throw new Error(
          `${target} exists: add the entries of the site's .github/dependabot.yml to it by hand, with directory: /${SITE_DIR} for npm`,
        );
      const config = siteFile(context, ".github/dependabot.yml");
      // That this finds the npm entry, library-layout.test.ts proves.
      const npm = /(- package-ecosystem: npm\n(?:\s*#.*\n)*\s*directory: )\/\n/;
      writeFileSync(target, config.replace(npm, `$1/${SITE_DIR}\n`));
    },
  },
  {
    title: "Take docs/ out of the library's workspaces and update yarn.lock",
    run({ library }) {
      editJson(join(library, "package.json"), (pkg) => {
        pkg.workspaces = pkg.workspaces.filter((dir) => dir !== SITE_DIR);
      });
      const yarn = libraryYarn(library);
      if (!yarn || !existsSync(join(library, "yarn.lock")))
        return "no yarn.lock to update";
      // Resolves nothing new: it only drops the site's entries.
      execFileSync(
        process.execPath,
        [yarn, "install", "--mode=update-lockfile"],
        { cwd: library, stdio: "ignore" },
      );
    },
  },
  {
    title:
      "Keep the library's typecheck, lint, spellcheck, Jest and Prettier off docs/",
    run({ library }) {
      // Appended as text, in the file's own layout. Leaving `exclude` unset
      // excluded node_modules; naming it keeps that.
      replaceIn(
        library,
        "tsconfig.json",
        /^(?![\s\S]*"exclude")([\s\S]*)\n}\s*$/,
        `$1,\n  "exclude": ["node_modules", "${SITE_DIR}"]\n}\n`,
      );
      replaceIn(
        library,
        "eslint.config.mjs",
        /ignores: \[/,
        `ignores: ["${SITE_DIR}/", `,
      );
      editJson(join(library, "cspell.json"), (config) => {
        config.ignorePaths = [...(config.ignorePaths ?? []), `${SITE_DIR}/**`];
      });
      editJson(join(library, "package.json"), ({ jest }) => {
        jest.modulePathIgnorePatterns = [
          ...(jest.modulePathIgnorePatterns ?? []),
          `<rootDir>/${SITE_DIR}/`,
        ];
      });
      appendFileSync(join(library, ".prettierignore"), `${SITE_DIR}/\n`);
    },
  },
];

/** Commits every change in `dir` as a stand-in author: for rehearsals and tests. */
export function commitAll(dir, message) {
  git(dir, "add", "-A");
  git(
    dir,
    "-c",
    "user.name=Move rehearsal",
    "-c",
    "user.email=rehearsal@example.com",
    "commit",
    "--quiet",
    "--message",
    message,
  );
}

/** Runs every step in order, reporting each; stops at the first that throws. */
export function move(context, report = console.log) {
  return STEPS.every((step) =>
    runStep(step.title, () => step.run(context), report),
  );
}

/**
 * Runs one step and reports it on one line: passed or failed, its time, and
 * its note or first error line. Returns whether it passed.
 */
export function runStep(title, run, report = console.log) {
  const started = performance.now();
  const time = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    const note = run();
    report(`passed  ${title} (${time()})${note ? `: ${note}` : ""}`);
    return true;
  } catch (error) {
    report(`FAILED  ${title} (${time()}): ${firstLine(error)}`);
    return false;
  }
}

/** The first line of an error, or of a command's output, that names an error: else its first line. */
export function firstLine(error) {
  const lines = [error?.stderr, error?.stdout, error?.message ?? error]
    .join("\n")
    .split("\n")
    .map((line) => line.trim());
  return (
    lines.find((line) => /\berror\b|\bfailed\b|\bfatal\b/i.test(line)) ??
    lines.find(Boolean)
  );
}
