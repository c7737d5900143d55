// Which react-native-teleport the docs' checks (code samples, API pages) read.
// In the library's repository the docs are those of main (version "current",
// Next), so they are checked against the library's TypeScript source beside
// them: a pull request that renames a prop fails before the release, not after
// it. Elsewhere they are checked against the released package that readers
// install and the live demos run. LIBRARY_DIR names another working tree, or
// "installed" for the release inside the library too.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

export const PACKAGE = "react-native-teleport";

/** The library working tree to check against, or undefined for the installed package. */
export function libraryTree(site, env = process.env) {
  if (env.LIBRARY_DIR === "installed") return undefined;
  const dir = resolve(site, env.LIBRARY_DIR || "..");
  const manifest = join(dir, "package.json");
  const found =
    existsSync(join(dir, "src/index.ts")) &&
    existsSync(manifest) &&
    JSON.parse(readFileSync(manifest, "utf8")).name === PACKAGE;
  if (env.LIBRARY_DIR && !found)
    throw new Error(`LIBRARY_DIR: ${dir} holds no ${PACKAGE} source`);
  return found ? dir : undefined;
}

/**
 * A compiler host where the samples' `react-native-teleport` is the tree's
 * src/index.ts, and the packages its source imports resolve from the site's
 * node_modules, so the library needs no install of its own.
 */
export function libraryHost(options, site, tree) {
  const host = ts.createCompilerHost(options);
  if (!tree) return host;
  const source = join(tree, "src");
  const fromSite = join(site, "index.ts");
  host.resolveModuleNameLiterals = (literals, file, redirect, opts, sf) =>
    literals.map((literal) => {
      if (literal.text === PACKAGE)
        return {
          resolvedModule: {
            resolvedFileName: join(source, "index.ts"),
            extension: ts.Extension.Ts,
          },
        };
      const inSource =
        !literal.text.startsWith(".") &&
        !relative(source, file).startsWith("..");
      return ts.resolveModuleName(
        literal.text,
        inSource ? fromSite : file,
        opts,
        host,
        undefined,
        redirect,
        ts.getModeForUsageLocation(sf, literal, opts),
      );
    });
  return host;
}
