// Build support for the live demos (src/components/LiveDemo), which run
// react-native-teleport's web build and show their own source: for each file
// of src/examples, a module that exports the example and its source
// highlighted like a fenced code block (src/plugins/static-code), so the
// browser needs no Prism. A demo imports its module,
// @generated/live-demos/default/<name>.js, as one chunk.
import { readdirSync, readFileSync } from "node:fs";
import { join, parse } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { codeThemes } from "../../config/prism";
import { highlight } from "../static-code/highlight.mjs";

export default function liveDemosPlugin({ siteDir }: LoadContext): Plugin {
  const dir = join(siteDir, "src", "examples");
  const files = readdirSync(dir).map((name) => join(dir, name));
  return {
    name: "live-demos",
    getPathsToWatch: () => files,
    async contentLoaded({ actions }) {
      for (const file of files) {
        const { name, ext } = parse(file);
        const code = readFileSync(file, "utf8");
        const language = ext.slice(1);
        const highlighted = highlight(code, language, codeThemes);
        await actions.createData(
          `${name}.js`,
          `export { default } from "@site/src/examples/${name}";\n` +
            `export const source = ${JSON.stringify({ code, language, highlighted })};\n`,
        );
      }
    },
    configureWebpack() {
      return {
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
