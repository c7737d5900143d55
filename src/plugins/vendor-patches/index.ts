// Fixes in vendor code that no option reaches, applied by the bundler as exact
// string replacements (./replace-loader.mjs fails the build when a package
// upgrade moves the code, so a fix is never silently lost). The version and
// hash each file was patched against are in scripts/vendor/manifest.json,
// which `npm run check:vendor` compares with what is installed; ./bundled.ts
// fails the build when a patched file is not the one the bundle uses. Drop a
// patch once upstream fixes the issue.
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { Compiler } from "webpack";
import { DOCSEARCH, SEARCH_PAGE } from "../../search/docsearch/patches";
import { bundleProblems, importerProblems } from "./bundled";

export type Patch = { name: string; search: string; replace: string };
/**
 * A published file of `package`, at `file` inside it, and its patches.
 * `importers`: packages besides the site that import it, which must resolve
 * the site's copy.
 */
export type Target = {
  package: string;
  file: string;
  patches: Patch[];
  importers?: string[];
};

export const TARGETS: Target[] = [DOCSEARCH, SEARCH_PAGE];

/** Fails a compilation whose modules leave a target out or take it from two copies. */
const checkBundle = {
  apply(compiler: Compiler) {
    // The main compilation only: child ones (the search worker) hold no targets.
    compiler.hooks.thisCompilation.tap("vendor-patches", (compilation) => {
      compilation.hooks.finishModules.tap("vendor-patches", (modules) => {
        const resources = [...modules].flatMap(
          (module) => (module as { resource?: string }).resource ?? [],
        );
        for (const problem of bundleProblems(TARGETS, resources))
          compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  },
};

export default function pluginVendorPatches(context: LoadContext): Plugin {
  const problems = importerProblems(context.siteDir, TARGETS);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return {
    name: "vendor-patches",
    configureWebpack(_config, isServer) {
      return {
        // The browser's bundle is the one readers run.
        plugins: isServer ? [] : [checkBundle],
        module: {
          rules: TARGETS.map((target) => ({
            test: installedFile(target),
            // Runs first (loaders apply bottom-up), on the vendor source as published.
            enforce: "pre" as const,
            use: [
              {
                loader: join(__dirname, "replace-loader.mjs"),
                options: { patches: target.patches },
              },
            ],
          })),
        },
      };
    },
  };
}

/** The target's path under node_modules, with either path separator. */
function installedFile(target: Target): RegExp {
  const path = `${target.package}/${target.file}`
    .split("/")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\\\/]");
  return new RegExp(`[\\\\/]${path}$`);
}
