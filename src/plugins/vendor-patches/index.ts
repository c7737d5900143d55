// Applies the vendor fixes that no option reaches (./patches.ts) as exact
// string replacements, and makes
// them loud when they miss: ./replace-loader.mjs fails the build when an
// upgrade moves the code, and so does a bundle that leaves a patched file
// out or takes it from two copies, or a search theme that resolves another
// DocSearch. `npm run check:vendor` compares the file with the one
// the patches were written against (scripts/vendor/manifest.json).
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { Compiler } from "webpack";
import { TARGETS } from "./patches";

export type Target = (typeof TARGETS)[number];

const normal = (path: string) => path.replace(/\\/g, "/").replace(/\?.*$/, "");
const named = (target: Target) =>
  `patches ${target.patches.map((patch) => `"${patch.name}"`).join(", ")}`;

/** What is wrong with a bundle made of the modules at `resources`, a line each. */
export function bundleProblems(target: Target, resources: string[]): string[] {
  const marker = `/node_modules/${target.package}/`;
  const roots = new Set(
    resources.map(normal).flatMap((resource) => {
      const at = resource.lastIndexOf(marker);
      return at < 0 ? [] : [resource.slice(0, at + marker.length - 1)];
    }),
  );
  const problems: string[] = [];
  if (roots.size > 1)
    problems.push(
      `${target.package} is bundled from ${roots.size} copies (${[...roots].join(", ")}): ${named(target)} expect one; make every importer resolve the same copy, or port them`,
    );
  if (!resources.some((r) => normal(r).endsWith(marker + target.file)))
    problems.push(
      `${target.package}/${target.file} is not in the bundle, so ${named(target)} apply to nothing: port them to the code the bundle uses`,
    );
  return problems;
}

/** The package.json of `pkg` that `importer` (a package; the site when unset) resolves, and its version. */
function resolved(siteDir: string, pkg: string, importer?: string) {
  const site = createRequire(join(siteDir, "package.json"));
  // From the importer's entry point: its own package.json may not be exported.
  const from = importer ? createRequire(site.resolve(importer)) : site;
  // The folders Node would search, nearest first. Not `${pkg}/package.json`
  // itself: DocSearch 4 leaves it out of its exports.
  const found = (from.resolve.paths(pkg) ?? [])
    .map((folder) => join(folder, pkg, "package.json"))
    .find((file) => existsSync(file));
  if (!found) throw new Error(`${importer ?? "the site"} resolves no ${pkg}`);
  // As require.resolve gives it, so two routes to one copy compare equal.
  const path = realpathSync(found);
  const { version } = JSON.parse(readFileSync(path, "utf8")) as {
    version: string;
  };
  return { path, version };
}

/** Fails a compilation whose modules leave a patched file out or take it from two copies. */
function checkBundle(compiler: Compiler): void {
  // The main compilation only: child ones (the search worker) hold no targets.
  compiler.hooks.thisCompilation.tap("vendor-patches", (compilation) => {
    compilation.hooks.finishModules.tap("vendor-patches", (modules) => {
      const resources = [...modules].flatMap(
        (module) => (module as { resource?: string }).resource ?? [],
      );
      for (const target of TARGETS)
        for (const problem of bundleProblems(target, resources))
          compilation.errors.push(new compiler.webpack.WebpackError(problem));
    });
  });
}

/** Throws when `target`'s importers resolve another copy than the site's. */
export function checkImporters(siteDir: string, target: Target): void {
  const patched = resolved(siteDir, target.package);
  for (const importer of target.importers) {
    const theirs = resolved(siteDir, target.package, importer);
    if (theirs.path !== patched.path)
      throw new Error(
        `${importer} resolves ${target.package} ${theirs.version} (${theirs.path}), not the ${patched.version} that ${named(target)} and its stand-ins were written for: pin one copy, or port them`,
      );
  }
}

/** The loader rule that patches `target`'s file under node_modules. */
export const patchRule = (target: Target) => ({
  // The file under node_modules, with either path separator.
  test: (path: string) =>
    normal(path).endsWith(`/node_modules/${target.package}/${target.file}`),
  // Runs first (loaders apply bottom-up), on the vendor source as published.
  enforce: "pre" as const,
  use: [
    {
      loader: join(__dirname, "replace-loader.mjs"),
      options: { patches: target.patches },
    },
  ],
});

export default function pluginVendorPatches(context: LoadContext): Plugin {
  for (const target of TARGETS) checkImporters(context.siteDir, target);
  return {
    name: "vendor-patches",
    configureWebpack(_config, isServer) {
      return {
        // The browser's bundle is the one readers run.
        plugins: isServer ? [] : [checkBundle],
        module: { rules: TARGETS.map(patchRule) },
      };
    },
  };
}
