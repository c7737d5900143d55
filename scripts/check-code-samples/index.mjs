// Type-checks every ```ts / ```tsx block of docs/ and blog/ against the real
// react-native-teleport (../library-types.mjs says which copy) and React
// Native types, so a sample a reader copies cannot drift from the library.
// The blocks are checked from memory by one compiler run, as files of a
// folder inside node_modules so they resolve the site's packages.
//
// A block that is deliberately incomplete says so with `fragment` in its meta
// string (```tsx fragment); pages under docs/api/ may not use it, because the
// API reference promises complete examples.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { libraryOptions, libraryTree } from "../library-types.mjs";
import { planSamples } from "./blocks.mjs";

const root = join(import.meta.dirname, "..", "..");
// Never written: the compiler reads the blocks from memory under this name.
const scratch = join(root, "node_modules", ".cache", "code-samples");
// src/pages holds the home page's code sample as an MDX partial (_home-sample.mdx).
const sourceDirs = ["docs", "blog", join("src", "pages")];

const pages = sourceDirs.flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => ({
      source: join(dir, name),
      text: readFileSync(join(root, dir, name), "utf8"),
    })),
);
const { files, problems, fragments } = planSamples(pages);
const blocks = new Map(
  [...files].map(([name, origin]) => [join(scratch, name), origin]),
);
const checked = blocks.size;

const tree = libraryTree(root);
const options = libraryOptions(root, tree);
const host = ts.createCompilerHost(options);
const { fileExists, readFile, directoryExists } = host;
host.fileExists = (file) => blocks.has(file) || fileExists(file);
host.readFile = (file) => blocks.get(file)?.code ?? readFile(file);
host.directoryExists = (dir) =>
  dir.startsWith(scratch) || (directoryExists?.(dir) ?? true);

const globals = join(import.meta.dirname, "testing-globals.d.ts");
const program = ts.createProgram([...blocks.keys(), globals], options, host);
// Only the site's files: the library's own errors are its typecheck's.
const diagnostics = ts
  .getPreEmitDiagnostics(program)
  .filter(
    ({ file }) =>
      !file || file.fileName === globals || blocks.has(file.fileName),
  );
// Each as "docs/page.mdx:line:col: error TS…", in the page's own lines.
for (const diagnostic of diagnostics) {
  const { file, start = 0, code, messageText } = diagnostic;
  const at = file?.getLineAndCharacterOfPosition(start);
  const origin = file && blocks.get(file.fileName);
  const where = origin
    ? `${origin.source}:${origin.firstLine + at.line}:${at.character + 1}: `
    : file
      ? `${relative(root, file.fileName)}:${at.line + 1}:${at.character + 1}: `
      : "";
  const message = ts.flattenDiagnosticMessageText(messageText, "\n  ");
  problems.push(`${where}error TS${code}: ${message}`);
}

const against = tree ? `the source in ${tree}` : "the installed package";
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(
    `\nCode samples: ${problems.length} problem(s) in ${checked} block(s) checked against ${against}.`,
  );
  process.exit(1);
}
console.log(
  `Code samples: ${checked} block(s) type-checked against ${against}, ${fragments} fragment(s) skipped.`,
);
