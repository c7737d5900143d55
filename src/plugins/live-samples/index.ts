// Build support for live samples (src/components/LiveSample): every ```tsx
// live block of docs/ becomes a module of its own chunk, written beside the
// page's blocks it imports (`./PhotoCell` is the block titled PhotoCell.tsx),
// and a registry gives each sample's loader by its key. Adding a sample is
// adding the block: nothing lists it by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import { parseMdx } from "../../search/indexer/markdown";
import { blockTitle, isLive, sampleKey } from "./sample";

/**
 * Fenced code blocks of an MDX page, with the line their code starts on: the
 * live samples' and the code-sample check's (scripts/check-code-samples).
 */
export function codeBlocks(text: string) {
  const nodes: Code[] = [];
  visit(parseMdx(text), "code", (node) => void nodes.push(node));
  return nodes.map((node) => ({
    lang: (node.lang ?? "").toLowerCase(),
    meta: node.meta ?? "",
    firstLine: node.position!.start.line + 1,
    code: node.value,
  }));
}

/** The packages the page lends a reader's edit (src/components/LiveSample/Editor.tsx). */
const PACKAGES = /^(react|react-native|react-native-teleport)$/;

/** A sample's files by import name: its code as `main`, then the page's blocks it imports. */
function sampleFiles(code: string, titled: Map<string, string>) {
  const files = new Map([["main", code]]);
  // A Map's iterator also visits the files added while it runs.
  for (const text of files.values()) {
    for (const [, path] of text.matchAll(/from\s+"([^"]+)"/g)) {
      const name = path.slice(2);
      const sibling = path.startsWith("./") ? titled.get(name) : undefined;
      if (PACKAGES.test(path) || files.has(name)) continue;
      if (sibling === undefined)
        throw new Error(
          `A live sample imports "${path}"; it may import ${PACKAGES.source} and its page's blocks (./X is the block titled X.tsx).`,
        );
      files.set(name, sibling);
    }
  }
  return [...files];
}

export default function liveSamplesPlugin({ siteDir }: LoadContext): Plugin {
  const docs = join(siteDir, "docs");
  return {
    name: "live-samples",
    getPathsToWatch: () => [join(docs, "**/*.mdx")],
    async contentLoaded({ actions }) {
      const data = new Map<string, string>();
      const loaders = new Set<string>();
      const pages = readdirSync(docs, { recursive: true }).map(String);
      for (const page of pages.filter((name) => name.endsWith(".mdx"))) {
        const blocks = codeBlocks(readFileSync(join(docs, page), "utf8"));
        // Of two blocks with one title, the first, as the sample check reads them.
        const titled = new Map(
          blocks
            .flatMap(({ meta, code }) => {
              const name = /^([\w-]+)\.tsx?$/.exec(blockTitle(meta) ?? "");
              return name ? [[name[1], code] as const] : [];
            })
            .reverse(),
        );
        for (const { code } of blocks.filter(({ meta }) => isLive(meta))) {
          const key = sampleKey(code);
          const files = sampleFiles(code, titled);
          for (const [name, text] of files)
            data.set(`${key}/${name}.tsx`, text);
          const imports = files.map(
            ([name], i) => `import * as m${i} from "./${key}/${name}";`,
          );
          const siblings = files
            .slice(1)
            .map(([name], i) => `"./${name}": m${i + 1}`);
          data.set(
            `${key}.js`,
            `${imports.join("\n")}\nexport { m0 as main };\nexport const siblings = { ${siblings.join(", ")} };\n`,
          );
          loaders.add(
            `"${key}": () => import(/* webpackChunkName: "live-${key}" */ "./${key}.js")`,
          );
        }
      }
      data.set(
        "registry.js",
        `export default {\n${[...loaders].join(",\n")}\n};\n`,
      );
      await Promise.all(
        [...data].map(([name, text]) => actions.createData(name, text)),
      );
    },
    configureWebpack: () => ({
      resolve: { alias: { "react-native$": "react-native-web" } },
      module: {
        rules: [
          {
            // The package's ESM build is marked "type": "module" but imports
            // folders without extensions (`./views/Portal`).
            test: /\.js$/,
            include: /[\\/]node_modules[\\/]react-native-teleport[\\/]/,
            resolve: { fullySpecified: false },
          },
        ],
      },
    }),
  };
}
