// What the bundle must hold for the patches to mean anything: each patched
// file compiled, from one copy of its package, the copy that every importer
// resolves. A target left out of the bundle, or bundled beside a second copy,
// would otherwise ship unpatched code in silence.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Target } from ".";

const normal = (path: string) => path.replace(/\\/g, "/").replace(/\?.*$/, "");
const named = (target: Target) =>
  `patches ${target.patches.map((patch) => `"${patch.name}"`).join(", ")}`;

/** The folder of the copy of `pkg` that holds `resource`, if any. */
function packageRoot(resource: string, pkg: string): string | undefined {
  const marker = `/node_modules/${pkg}/`;
  const at = normal(resource).lastIndexOf(marker);
  return at < 0 ? undefined : normal(resource).slice(0, at + marker.length - 1);
}

/** What is wrong with a bundle made of the modules at `resources`, a line each. */
export function bundleProblems(
  targets: Target[],
  resources: string[],
): string[] {
  return targets.flatMap((target) => {
    const roots = new Set(
      resources.flatMap(
        (resource) => packageRoot(resource, target.package) ?? [],
      ),
    );
    const file = `/node_modules/${target.package}/${target.file}`;
    const problems: string[] = [];
    if (roots.size > 1)
      problems.push(
        `${target.package} is bundled from ${roots.size} copies (${[...roots].join(", ")}): ${named(target)} expect one; make every importer resolve the same copy, or port them`,
      );
    if (!resources.some((resource) => normal(resource).endsWith(file)))
      problems.push(
        `${target.package}/${target.file} is not in the bundle, so ${named(target)} apply to nothing: port them to the code the bundle uses`,
      );
    return problems;
  });
}

/** The package.json of `pkg` that `importer` (a package; the site when unset) resolves, and its version. */
export function resolved(siteDir: string, pkg: string, importer?: string) {
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

/** Importers that resolve another copy of a target's package than the site's, patched one. */
export function importerProblems(siteDir: string, targets: Target[]): string[] {
  return targets.flatMap((target) => {
    if (!target.importers) return [];
    const patched = resolved(siteDir, target.package);
    return target.importers.flatMap((importer) => {
      const theirs = resolved(siteDir, target.package, importer);
      return theirs.path === patched.path
        ? []
        : [
            `${importer} resolves ${target.package} ${theirs.version} (${theirs.path}), not the ${patched.version} that ${named(target)} and its stand-ins were written for: pin one copy, or port them`,
          ];
    });
  });
}
