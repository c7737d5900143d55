// What a language-model tool meets first in llms.txt: the docs, in reading
// order (intro, installation, guides, API, recipes, then the other docs),
// then blog posts; never the blog's list, archive, author or tag pages, which
// only link to posts the export already has.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "../support/fixtures";
import { BUILD_DIR, sitemapRoutes } from "../support/page-checks";

const SITE = "https://kirillzyusko.github.io/react-native-teleport/";
const BLOG_INDEX = /^blog(\/(archive|authors|tags|page)(\/.*)?)?$/;

/** Routes linked from llms.txt, in order, relative to the base path ("index" is the home page). */
async function listedRoutes(
  get: (path: string) => Promise<{ text(): Promise<string> }>,
): Promise<string[]> {
  const text = await (await get("llms.txt")).text();
  return [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
    .map(([, url]) => url)
    .filter((url) => url.startsWith(SITE))
    .map((url) => url.slice(SITE.length).replace(/\.md$/, ""));
}

/** Position in reading order of a listed route; undefined for non-doc routes. */
function docRank(route: string): number | undefined {
  const order = [
    /^docs\/intro$/,
    /^docs\/installation$/,
    /^docs\/guides\//,
    /^docs\/api\//,
    /^docs\/recipes\//,
    /^docs\//,
  ];
  const rank = order.findIndex((pattern) => pattern.test(route));
  return rank === -1 ? undefined : rank;
}

test.describe("llms.txt order and exclusions", () => {
  test("docs come first, in reading order, before the blog and other pages", async ({
    request,
  }) => {
    const routes = await listedRoutes((path) => request.get(path));
    // The home page opens the list as the site's own entry, then the docs.
    expect(routes[0]).toBe("index");
    const afterHome = routes.slice(1);
    const firstOther = afterHome.findIndex((r) => docRank(r) === undefined);
    const docs = afterHome.slice(0, firstOther);
    const rest = afterHome.slice(firstOther);
    expect(docs.slice(0, 2)).toEqual(["docs/intro", "docs/installation"]);
    const ranks = docs.map((route) => docRank(route)!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Every group of the reading order is there.
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3, 4, 5]));

    expect(rest).toContain("blog/welcome");
    expect(rest.some((route) => docRank(route) !== undefined)).toBe(false);
  });

  test("every doc and blog post of the sitemap is listed", async ({
    request,
  }) => {
    const routes = new Set(await listedRoutes((path) => request.get(path)));
    const expected = sitemapRoutes().filter(
      (route) =>
        route.startsWith("docs/") ||
        (route.startsWith("blog/") && !BLOG_INDEX.test(route)),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.filter((route) => !routes.has(route))).toEqual([]);
  });

  test("the blog's list, archive, author and tag pages are left out", async ({
    request,
  }) => {
    const index = sitemapRoutes().filter((route) => BLOG_INDEX.test(route));
    expect(index).toEqual(
      expect.arrayContaining([
        "blog",
        "blog/archive",
        "blog/authors",
        "blog/tags",
        "blog/tags/portal",
      ]),
    );
    const routes = await listedRoutes((path) => request.get(path));
    expect(routes.filter((route) => BLOG_INDEX.test(route))).toEqual([]);
    const full = await (await request.get("llms-full.txt")).text();
    for (const route of index) {
      expect(full, route).not.toContain(`${SITE}${route}.md`);
      expect(existsSync(join(BUILD_DIR, `${route}.md`)), route).toBe(false);
    }
  });
});
