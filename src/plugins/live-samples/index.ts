// Build support for live samples (src/components/LiveSample): every ```tsx
// live block of docs/ and src/pages/ becomes a module of its own chunk,
// written with the page's blocks it imports (`./PhotoCell` is the block
// titled PhotoCell.tsx), and a registry maps each sample's key to its
// loader. Adding a sample is adding the block: nothing lists it by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { codeBlocks } from "../../../scripts/check-code-samples/blocks.mjs";
import { blockTitle, isLive, liveFile, sampleKey } from "./sample";

/** The packages a sample may import: those the page can lend it when edited (src/components/LiveSample/evaluate.ts). */
export const SAMPLE_PACKAGES = [
  "react",
  "react-native",
  "react-native-teleport",
];

const SOURCE_DIRS = ["docs", join("src", "pages")];

/** The `./name` imports of a block's code. */
const localImports = (code: string): string[] =>
  [...code.matchAll(/from\s+["']\.\/([\w-]+)["']/g)].map((m) => m[1]);

/** The module a sample loads: its code as `main`, and the blocks it imports, by import path. */
function sampleModule(
  key: string,
  code: string,
  titled: Map<string, string>,
  files: Map<string, string>,
): string {
  const names = new Set<string>();
  const queue = [code];
  while (queue.length > 0) {
    const text = queue.pop()!;
    for (const bad of text.matchAll(/from\s+["']([^."'][^"']*)["']/g))
      if (!SAMPLE_PACKAGES.includes(bad[1]))
        throw new Error(
          `a live sample imports "${bad[1]}", which the page cannot lend it`,
        );
    for (const name of localImports(text)) {
      const sibling = titled.get(name);
      if (sibling === undefined)
        throw new Error(
          `a live sample imports "./${name}", and no block is titled ${name}.tsx`,
        );
      if (!names.has(name)) queue.push(sibling);
      names.add(name);
    }
  }
  files.set(`${key}/main.tsx`, code);
  const siblings = [...names].map((name, i) => {
    files.set(`${key}/${name}.tsx`, titled.get(name)!);
    return { name, id: `sibling${i}` };
  });
  return [
    `export * as main from "./${key}/main";`,
    ...siblings.map(
      ({ name, id }) => `import * as ${id} from "./${key}/${name}";`,
    ),
    `export const siblings = { ${siblings.map(({ name, id }) => `"./${name}": ${id}`).join(", ")} };`,
  ].join("\n");
}

export default function liveSamplesPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: "live-samples",
    getPathsToWatch: () => [
      ...SOURCE_DIRS.map((dir) => join(siteDir, dir, "**/*.mdx")),
      join(siteDir, "src/examples/*"),
    ],
    async contentLoaded({ actions }) {
      const files = new Map<string, string>();
      const loaders: string[] = [];
      for (const dir of SOURCE_DIRS) {
        const pages = readdirSync(join(siteDir, dir), { recursive: true })
          .map(String)
          .filter((name) => name.endsWith(".mdx"));
        for (const page of pages) {
          const blocks = codeBlocks(
            readFileSync(join(siteDir, dir, page), "utf8"),
          );
          const titled = new Map(
            blocks
              .flatMap(({ meta, code }) => {
                const name = /^([\w-]+)\.tsx?$/.exec(
                  blockTitle(meta) ?? "",
                )?.[1];
                return name ? [[name, code] as const] : [];
              })
              .reverse(),
          );
          for (const { meta, code } of blocks.filter((block) =>
            isLive(block.meta),
          )) {
            const file = liveFile(meta);
            const shown = file
              ? readFileSync(join(siteDir, file), "utf8")
              : code;
            const key = sampleKey(shown);
            const entry = file
              ? `export * as main from "@site/${file}";\nexport const siblings = {};`
              : sampleModule(key, code, titled, files);
            files.set(`${key}.js`, entry);
            loaders.push(
              `"${key}": () => import(/* webpackChunkName: "live-${key}" */ "./${key}.js")`,
            );
          }
        }
      }
      files.set(
        "registry.js",
        `export default {\n${[...new Set(loaders)].join(",\n")}\n};\n`,
      );
      await Promise.all(
        [...files].map(([name, text]) => actions.createData(name, text)),
      );
    },
    configureWebpack() {
      return {
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
      };
    },
  };
}
