// Type-checks every ```ts / ```tsx block of docs/ and blog/ against the real
// react-native-teleport and React Native types, so a sample a reader copies
// cannot drift from the package. Blocks are written to a scratch folder inside
// node_modules/.cache (so module resolution finds the project's packages and no
// linter sees them) and checked by one `tsc --noEmit` run.
//
// A block that is deliberately incomplete says so with `fragment` in its meta
// string (```tsx fragment); pages under docs/api/ may not use it, because the
// API reference promises complete examples.
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const scratch = join(root, "node_modules", ".cache", "code-samples");
// src/pages holds the home page's code sample as an MDX partial (_home-sample.mdx).
const sourceDirs = ["docs", "blog", join("src", "pages")];
const languages = new Map([
  ["ts", "ts"],
  ["typescript", "ts"],
  ["tsx", "tsx"],
]);

/** Markdown and MDX files under a folder, in a stable order. */
function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * Fenced code blocks of one file with the line their code starts on. Fences
 * follow CommonMark: up to three spaces of indent, three or more backticks or
 * tildes, closed by a fence of the same character at least as long.
 */
function codeBlocks(text) {
  const lines = text.split("\n");
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length)
        break;
      body.push(
        lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j],
      );
    }
    blocks.push({
      lang: lang.toLowerCase(),
      meta,
      firstLine: i + 2,
      code: body.join("\n"),
    });
    i = j;
  }
  return blocks;
}

const isFragment = (meta) => /(^|\s)fragment(\s|$)/.test(meta);
const isApiPage = (source) => source.startsWith(`docs${sep}api${sep}`);

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const problems = [];
/** Scratch file name → where its code came from, to report errors in Markdown terms. */
const origins = new Map();
let checked = 0;
let fragments = 0;

for (const dir of sourceDirs) {
  for (const file of markdownFiles(join(root, dir))) {
    const source = relative(root, file);
    codeBlocks(readFileSync(file, "utf8")).forEach((block, index) => {
      const ext = languages.get(block.lang);
      if (
        !ext &&
        /^(js|jsx|javascript)$/.test(block.lang) &&
        isApiPage(source)
      ) {
        problems.push(
          `${source}:${block.firstLine - 1}: API pages show TypeScript (ts/tsx) so their examples are type-checked.`,
        );
      }
      if (!ext) return;
      if (isFragment(block.meta)) {
        if (isApiPage(source)) {
          problems.push(
            `${source}:${block.firstLine - 1}: API pages may not opt out with "fragment"; make the example complete.`,
          );
        }
        fragments++;
        return;
      }
      // Each page gets a folder; a block titled like a file ("Toast.tsx") is
      // written under that name, so the page's other blocks can import it.
      const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
      const named =
        title && /\.(ts|tsx)$/.test(title) && !title.split("/").includes("..");
      const page = source.replace(/[\\/.]/g, "_");
      let name = join(page, named ? title : `block-${index}.${ext}`);
      // A page may show two versions of one file; the later one gets a folder of its own.
      if (origins.has(name)) name = join(page, `block-${index}`, title);
      mkdirSync(dirname(join(scratch, name)), { recursive: true });
      // `export {}` keeps every block in its own module scope, so two blocks
      // may both declare `App` without clashing.
      writeFileSync(join(scratch, name), `${block.code}\nexport {};\n`);
      origins.set(name, { source, firstLine: block.firstLine });
      checked++;
    });
  }
}

const tsconfig = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: "ES2022",
    lib: ["ES2022"],
    module: "ESNext",
    moduleResolution: "bundler",
    jsx: "react-jsx",
    types: [],
    skipLibCheck: true,
    isolatedModules: true,
    noFallthroughCasesInSwitch: true,
  },
  files: [
    ...origins.keys(),
    join(root, "scripts", "check-code-samples", "testing-globals.d.ts"),
  ],
};
writeFileSync(
  join(scratch, "tsconfig.json"),
  JSON.stringify(tsconfig, null, 2),
);

let output = "";
if (checked > 0) {
  try {
    execFileSync(
      process.execPath,
      [
        join(root, "node_modules", "typescript", "bin", "tsc"),
        "-p",
        scratch,
        "--pretty",
        "false",
      ],
      { cwd: scratch, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
  }
}

// Rewrite "scratch/file.tsx(12,5): error TS…" as "docs/page.mdx:line:col: error TS…".
// Indented lines continue the message above them.
for (const line of output.split("\n").filter(Boolean)) {
  const match = /^(.*?)\((\d+),(\d+)\): (.*)$/.exec(line);
  const origin =
    match && origins.get(relative(scratch, resolve(scratch, match[1])));
  if (origin) {
    problems.push(
      `${origin.source}:${origin.firstLine + Number(match[2]) - 1}:${match[3]}: ${match[4]}`,
    );
  } else if (/^\s/.test(line) && problems.length > 0) {
    problems[problems.length - 1] += `\n${line}`;
  } else {
    problems.push(line);
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(
    `\nCode samples: ${problems.length} problem(s) in ${checked} checked block(s).`,
  );
  process.exit(1);
}
rmSync(scratch, { recursive: true, force: true });
console.log(
  `Code samples: ${checked} block(s) type-checked, ${fragments} fragment(s) skipped.`,
);
