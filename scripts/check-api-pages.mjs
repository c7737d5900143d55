// The API pages cannot drift from the library: every export of
// react-native-teleport (./library-types.mjs says which copy) has a page under
// docs/api whose tables list exactly its props, or its parameters and returned
// fields (name, type, required), each with a `### name` heading. Every
// mismatch is printed as "docs/api/…/page.mdx:line: what no longer matches".
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { libraryOptions, libraryTree, PACKAGE } from "./library-types.mjs";

const root = join(import.meta.dirname, "..");

/** Types compared as text, without the `React.` namespace and spacing. */
const normalise = (type) =>
  type
    .replace(/`/g, "")
    .replace(/\bReact\./g, "")
    .replace(/\s+/g, " ")
    .trim();

const tree = libraryTree(root);
const options = libraryOptions(root, tree);
const entry = tree
  ? join(tree, "src/index.ts")
  : ts.resolveModuleName(PACKAGE, join(root, "index.ts"), options, ts.sys)
      .resolvedModule.resolvedFileName;
const program = ts.createProgram([entry], options);
const checker = program.getTypeChecker();

/** Fields of an object type or parameters of a function, as their source writes them. */
const declared = (symbols) =>
  symbols.map((symbol) => {
    const node = symbol.valueDeclaration;
    // A returned object literal has no written types: the compiler's reading
    // is the one its declaration file would print.
    const type = node?.type
      ? node.type.getText()
      : checker.typeToString(checker.getTypeOfSymbol(symbol));
    return {
      name: symbol.name,
      type: normalise(type),
      required:
        !node?.questionToken && !(ts.isParameter(node) && node.initializer),
    };
  });

/** The first table under `## <heading>`: its heading's line and its rows' Name, Type and Required cells. */
function documented(lines, heading) {
  const start = lines.findIndex((line) => line.startsWith(`## ${heading}`));
  const rows = [];
  for (let i = start + 1; start >= 0 && i < lines.length; i++) {
    if (lines[i].startsWith("## ")) break;
    if (!lines[i].startsWith("|") || /^\|[\s:-]+\|/.test(lines[i])) continue;
    const cells = lines[i]
      .replace(/\\\|/g, "\uffff")
      .split("|")
      .map((cell) => cell.replace(/\uffff/g, "|").trim());
    // Columns: Name, Type, Default, Required, Description; the header row is dropped.
    if (rows.length || cells[1] !== "Name")
      rows.push({
        line: i + 1,
        name: cells[1].replace(/`/g, ""),
        type: normalise(cells[2]),
        required: /^(Yes|Always)$/.test(cells[4]),
      });
  }
  return { line: start + 1, rows };
}

const describe = ({ type, required }) =>
  `${type}, ${required ? "required" : "optional"}`;
const problems = [];
const module = checker.getSymbolAtLocation(program.getSourceFile(entry));

for (const symbol of checker.getExportsOfModule(module)) {
  const name = symbol.name;
  const [signature] = checker
    .getTypeOfSymbol(checker.getAliasedSymbol(symbol))
    .getCallSignatures();
  const hook = name.startsWith("use");
  const slug = name.replace(
    /[A-Z]/g,
    (c, i) => (i ? "-" : "") + c.toLowerCase(),
  );
  const page = `docs/api/${hook ? "hooks" : "components"}/${slug}.mdx`;
  if (!signature || !existsSync(join(root, page))) {
    problems.push(
      `${page}: missing; ${name} is exported (a component or hook each has a page)`,
    );
    continue;
  }
  const lines = readFileSync(join(root, page), "utf8").split("\n");
  const sections = hook
    ? [
        ["Parameters", "parameter", signature.parameters],
        [
          "Returns",
          "returned field",
          signature.getReturnType().getProperties(),
        ],
      ]
    : [
        [
          "Props",
          "prop",
          signature.getTypeParameterAtPosition(0).getProperties(),
        ],
      ];
  for (const [heading, kind, symbols] of sections) {
    const table = documented(lines, heading);
    if (!table.rows.length) {
      problems.push(`${page}: no table under "## ${heading}"`);
      continue;
    }
    const entries = declared(symbols);
    for (const row of table.rows) {
      const entry = entries.find((e) => e.name === row.name);
      if (!entry)
        problems.push(
          `${page}:${row.line}: \`${row.name}\` is documented, but ${name} has no such ${kind}`,
        );
      else if (describe(entry) !== describe(row))
        problems.push(
          `${page}:${row.line}: \`${row.name}\` is documented as ${describe(row)}, but ${name} declares ${describe(entry)}`,
        );
    }
    for (const entry of entries) {
      const missing = [
        !table.rows.some((row) => row.name === entry.name) && "a table row",
        !lines.some((line) => line.startsWith(`### \`${entry.name}\``)) &&
          `a "### \`${entry.name}\`" section`,
      ].filter(Boolean);
      if (missing.length)
        problems.push(
          `${page}:${table.line}: ${name}'s ${kind} \`${entry.name}\` (${describe(entry)}) lacks ${missing.join(" and ")}`,
        );
    }
  }
}

const against = tree ? `the source in ${tree}` : "the installed package";
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(
    `\nAPI pages: ${problems.length} problem(s) against ${against}.`,
  );
  process.exit(1);
}
console.log(`API pages: every export documented exactly, against ${against}.`);
