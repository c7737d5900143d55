// Reading the production build from Node: the pages its sitemap lists and
// the HTML file GitHub Pages answers each with. Shared by the build-output
// tests and the browser specs that compare a page with its file.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../src/config/site";
import { sitemapPaths } from "../../scripts/lib/weight.mjs";
import { BUILD_DIR } from "./paths";

/** Every route of the build, from its sitemap, relative to the base path ("" is the home page). */
export function sitemapRoutes(): string[] {
  return sitemapPaths(
    readFileSync(join(BUILD_DIR, "sitemap.xml"), "utf8"),
    site.baseUrl,
  ).sort();
}

/** The built HTML of a route ("" is the home page, "404" the not-found page). */
export function builtHtml(route: string): string {
  const file = [
    join(BUILD_DIR, `${route || "index"}.html`),
    join(BUILD_DIR, route, "index.html"),
  ].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no built page for /${route}`);
  return readFileSync(file, "utf8");
}
