// Build-time syntax highlighting (see ./highlight.mjs): the stylesheet for the
// token colour classes, and `?highlight` imports for source files shown on
// pages. Fenced code blocks are highlighted by ./rehype.ts, which the docs,
// blog and pages options list.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { tokenCss, type Themes } from "./highlight.mjs";

// The query includes its leading "?": `import source from "./file.tsx?highlight"`.
const HIGHLIGHT = /[?&]highlight(&|$)/;

export default function pluginStaticCode(
  context: LoadContext,
  options: unknown,
): Plugin {
  const themes = options as Themes;
  // Written when the plugin loads, so the client module exists before bundling.
  const stylesheet = join(
    context.generatedFilesDir,
    "static-code",
    "tokens.css",
  );
  mkdirSync(join(context.generatedFilesDir, "static-code"), {
    recursive: true,
  });
  writeFileSync(stylesheet, tokenCss(themes));

  return {
    name: "static-code",
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(config) {
      // Rspack's persistent cache only watches docusaurus.config.ts; without
      // this, a change to the highlighter would keep serving old output.
      const cache = (config as { experiments?: { cache?: unknown } })
        .experiments?.cache as { buildDependencies?: string[] } | undefined;
      cache?.buildDependencies?.push(
        __filename,
        join(__dirname, "highlight.mjs"),
        join(__dirname, "highlight-loader.mjs"),
      );

      // The site's JS rule matches `.tsx` by path whatever the query: keep it
      // away from `?highlight` imports, or readers would see compiled output.
      for (const rule of config.module?.rules ?? []) {
        if (
          rule &&
          typeof rule === "object" &&
          rule.test instanceof RegExp &&
          rule.test.test("demo.tsx")
        ) {
          rule.resourceQuery = { not: HIGHLIGHT };
        }
      }
      return {
        // The classic theme registers extra Prism languages from a client
        // module, which would put Prism and every grammar into main.js on every
        // page; src/theme/CodeBlock registers them only where code is shown.
        resolve: {
          alias: {
            [require.resolve("@docusaurus/theme-classic/lib/prism-include-languages.js")]: false,
          },
        },
        module: {
          rules: [
            {
              resourceQuery: HIGHLIGHT,
              type: "javascript/auto",
              use: [
                {
                  loader: join(__dirname, "highlight-loader.mjs"),
                  options: { themes },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
