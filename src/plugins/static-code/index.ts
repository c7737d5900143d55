// Build-time syntax highlighting (see ./highlight.mjs): the stylesheet for the
// token colour classes. Fenced code blocks are highlighted by ./rehype.ts,
// which the docs, blog and pages options list.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { tokenCss, type Themes } from "./highlight.mjs";

export default function pluginStaticCode(
  context: LoadContext,
  options: unknown,
): Plugin {
  // Written when the plugin loads, so the client module exists before bundling.
  const dir = join(context.generatedFilesDir, "static-code");
  mkdirSync(dir, { recursive: true });
  const stylesheet = join(dir, "tokens.css");
  writeFileSync(stylesheet, tokenCss(options as Themes));

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
      );
      return {
        // The classic theme registers extra Prism languages from a client
        // module, which would put Prism and every grammar into main.js on every
        // page; the build highlights code instead (./highlight.mjs).
        resolve: {
          alias: {
            [require.resolve("@docusaurus/theme-classic/lib/prism-include-languages.js")]: false,
          },
        },
      };
    },
  };
}
