// Reading the production build from Node: the pages its sitemap lists and
// the HTML file GitHub Pages answers each with. Shared by the build-output
// tests and the browser specs that compare a page with its file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../src/config/site";
import { BUILD_DIR } from "./paths";

/** Every route of the build, from its sitemap, relative to the base path ("" is the home page). */
export function sitemapRoutes(): string[] {
  const sitemap = readFileSync(join(BUILD_DIR, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname.slice(site.baseUrl.length))
    .sort();
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

/**
 * The live samples (src/components/LiveSample) a route's HTML holds, in page
 * order: the key that names each one's chunk, live-<key>, and its stage's title.
 */
export const liveSamples = (route: string): { key: string; title: string }[] =>
  [
    ...builtHtml(route).matchAll(
      /data-live-sample="?(\w+)[^]*?data-sample="?([^"\s>]+)/g,
    ),
  ].map(([, key, title]) => ({ key: key!, title: title! }));

/** Every file of the build. */
export const buildFiles = (): string[] =>
  readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
