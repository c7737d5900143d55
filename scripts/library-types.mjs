// Which react-native-teleport the docs' checks (code samples, API pages) read.
// In the library's repository the docs are those of main (version "current",
// Next), so they are checked against the library's TypeScript source beside
// them: a pull request that renames a prop fails before the release, not after
// it. Elsewhere they are checked against the released package that readers
// install and the live samples run. LIBRARY_DIR names another working tree, or
// "installed" for the release inside the library too.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
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
 * The compiler options both checks use. Inside the library, `paths` makes
 * `react-native-teleport` the tree's src/index.ts and resolves the packages
 * its source imports from the site's node_modules, so the library needs no
 * install of its own; @types first, as `react` itself ships no types.
 */
export function libraryOptions(site, tree) {
  const modules = join(site, "node_modules");
  return ts.convertCompilerOptionsFromJson(
    {
      strict: true,
      noEmit: true,
      target: "ES2022",
      lib: ["ES2022", "DOM"],
      module: "ESNext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      types: [],
      skipLibCheck: true,
      isolatedModules: true,
      noFallthroughCasesInSwitch: true,
      ...(tree && {
        paths: {
          [PACKAGE]: [join(tree, "src/index.ts")],
          "*": [join(modules, "@types/*"), join(modules, "*")],
        },
      }),
    },
    site,
  ).options;
}
