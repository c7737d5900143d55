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
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { planSamples } from "./blocks.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const scratch = join(root, "node_modules", ".cache", "code-samples");
// src/pages holds the home page's code sample as an MDX partial (_home-sample.mdx).
const sourceDirs = ["docs", "blog", join("src", "pages")];

/** Markdown and MDX files under a folder, in a stable order. */
function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

const pages = sourceDirs.flatMap((dir) =>
  markdownFiles(join(root, dir)).map((file) => ({
    source: relative(root, file),
    text: readFileSync(file, "utf8"),
  })),
);
const { files, problems, fragments } = planSamples(pages);

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

for (const [name, { code }] of files) {
  mkdirSync(dirname(join(scratch, name)), { recursive: true });
  writeFileSync(join(scratch, name), code);
}
const checked = files.size;

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
    ...files.keys(),
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
    match && files.get(relative(scratch, resolve(scratch, match[1])));
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
