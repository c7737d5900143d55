// The API pages cannot drift from the package: every export of the installed
// react-native-teleport has a page under docs/api whose tables (read from the
// MDX) list exactly its declared props, or parameters and returned fields.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { ROOT_DIR } from "../support/paths";

type Entry = { name: string; type: string; required: boolean };

const DECLARATIONS = join(
  ROOT_DIR,
  "node_modules/react-native-teleport/lib/typescript/src/index.d.ts",
);

/** Types compared as text, without the `React.` namespace and spacing. */
const normalise = (type: string) =>
  type
    .replace(/`/g, "")
    .replace(/\bReact\./g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The exports of the package, each with its call signature. */
function exportedSignatures(): { name: string; signature: ts.Signature }[] {
  // Only the package's own files: the comparison is of declared text, so
  // React and React Native need not be loaded (a few seconds saved).
  const files = ts.sys.readDirectory(dirname(DECLARATIONS), [".d.ts"]);
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noResolve: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(DECLARATIONS);
  assert.ok(source, `${DECLARATIONS} is installed`);
  const module = checker.getSymbolAtLocation(source);
  assert.ok(module, "the declarations are a module");
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = checker.getAliasedSymbol(symbol);
    const type = checker.getTypeOfSymbol(target);
    const [signature] = type.getCallSignatures();
    assert.ok(signature, `${symbol.name} is a component or a hook`);
    return { name: symbol.name, signature };
  });
}

/** Fields of an object type or parameters of a function, as their declarations write them. */
function declared(symbols: readonly ts.Symbol[]): Entry[] {
  return symbols.map((symbol) => {
    const declaration = symbol.valueDeclaration;
    assert.ok(
      declaration &&
        (ts.isPropertySignature(declaration) || ts.isParameter(declaration)),
    );
    return {
      name: symbol.name,
      type: normalise(declaration.type?.getText() ?? "any"),
      required:
        !declaration.questionToken &&
        !(ts.isParameter(declaration) && declaration.initializer),
    };
  });
}

/** The rows of the first table under `## <heading>`, by its Name, Type and Required columns. */
function documented(mdx: string, heading: string, page: string): Entry[] {
  const start = mdx.search(new RegExp(`^## ${heading}\\b`, "m"));
  assert.ok(start >= 0, `${page} has a "## ${heading}" section`);
  const rows = mdx
    .slice(start)
    .split(/\n## /)[0]
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[\s:-]+\|/.test(line))
    .map((line) =>
      line
        .replace(/\\\|/g, "\uffff")
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.replace(/\uffff/g, "|").trim()),
    );
  const [header, ...body] = rows;
  assert.ok(header, `${page} has a table under "## ${heading}"`);
  const column = (name: string) => header.indexOf(name);
  return body.map((cells) => ({
    name: cells[column("Name")].replace(/`/g, ""),
    type: normalise(cells[column("Type")]),
    required: /^(Yes|Always)$/.test(cells[column("Required")]),
  }));
}

const byName = (entries: Entry[]) =>
  [...entries].sort((a, b) => a.name.localeCompare(b.name));

for (const { name, signature } of exportedSignatures()) {
  const hook = name.startsWith("use");
  const slug = name.replace(
    /[A-Z]/g,
    (c, i) => (i ? "-" : "") + c.toLowerCase(),
  );
  const page = `docs/api/${hook ? "hooks" : "components"}/${slug}.mdx`;

  test(`${name} is documented exactly by ${page}`, () => {
    assert.ok(existsSync(join(ROOT_DIR, page)), `${page} exists`);
    const mdx = readFileSync(join(ROOT_DIR, page), "utf8");
    const sections: [string, Entry[]][] = hook
      ? [
          ["Parameters", declared(signature.parameters)],
          ["Returns", declared(signature.getReturnType().getProperties())],
        ]
      : [
          [
            "Props",
            declared(signature.getTypeParameterAtPosition(0).getProperties()),
          ],
        ];
    for (const [heading, entries] of sections) {
      assert.deepEqual(
        byName(documented(mdx, heading, page)),
        byName(entries),
        `${page}, "## ${heading}" table (name, type, required) against the declarations`,
      );
      for (const { name: field } of entries) {
        assert.match(
          mdx,
          new RegExp(`^### \`${field}\``, "m"),
          `${page} has a "### \`${field}\`" heading`,
        );
      }
    }
  });
}
