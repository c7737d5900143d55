// The text export for language models, read from the served build: what
// llms.txt lists and in which order, that every link of the export resolves
// under the base path, and that llms-full.txt carries every doc. The excluded
// docs versions and a page below depth 3 are checked on a build copy that has
// such pages (tests/build-copy/warnings-and-llms.test.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "../support/fixtures";
import { sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";
import { site } from "../../src/config/site";

const SITE = `${site.url}${site.baseUrl}`;
/** The blog's list, archive, author and tag pages: they only link to posts the export already has. */
const BLOG_INDEX = /^blog(\/(archive|authors|tags|page)(\/.*)?)?$/;
const read = (file: string) => readFileSync(join(BUILD_DIR, file), "utf8");
const links = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(([, url]) => url);

test("llms.txt lists the home page, the docs in reading order, then every blog post, and not the blog's index pages, in sections at most 3 deep", () => {
  const index = read("llms.txt");
  const routes = links(index)
    .filter((url) => url.startsWith(SITE))
    .map((url) => url.slice(SITE.length).replace(/\.md$/, ""));
  // Reading order: intro, installation, guides, API, recipes, other docs.
  const order = [
    /^docs\/intro$/,
    /^docs\/installation$/,
    /^docs\/guides\//,
    /^docs\/api\//,
    /^docs\/recipes\//,
    /^docs\//,
  ];
  const rank = (route: string) =>
    order.findIndex((pattern) => pattern.test(route));
  expect(routes[0]).toBe("index");
  const docs = routes.slice(
    1,
    routes.findIndex((r, i) => i > 0 && rank(r) === -1),
  );
  const ranks = docs.map(rank);
  expect(docs.slice(0, 2)).toEqual(["docs/intro", "docs/installation"]);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  expect(routes.slice(1 + docs.length).filter((r) => rank(r) !== -1)).toEqual(
    [],
  );

  const expected = sitemapRoutes().filter(
    (route) =>
      route.startsWith("docs/") ||
      (route.startsWith("blog/") && !BLOG_INDEX.test(route)),
  );
  expect(expected).toContain("blog/welcome");
  expect(expected.filter((route) => !routes.includes(route))).toEqual([]);
  expect(routes.filter((route) => BLOG_INDEX.test(route))).toEqual([]);

  // The base path is level 1, so /docs/api is the deepest section.
  const api = index.split(/^#### api$/m)[1]?.split(/^#/m)[0] ?? "";
  expect(api).toContain(`${SITE}docs/api/hooks/use-portal.md`);
  expect(index).not.toMatch(/^#{5,} /m);
  expect(index).not.toMatch(/^#+ (components|hooks)$/m);
});

test("llms-full.txt carries every doc's title and text, and no Markdown copy of the blog's index pages exists", () => {
  const full = read("llms-full.txt");
  const missing: string[] = [];
  for (const route of sitemapRoutes()) {
    if (BLOG_INDEX.test(route)) {
      expect(existsSync(join(BUILD_DIR, `${route}.md`)), route).toBe(false);
      expect(full, route).not.toContain(`${SITE}${route}.md`);
    }
    if (!route.startsWith("docs/") || route.startsWith("docs/category/"))
      continue;
    const [title, ...blocks] = read(`${route}.md`)
      .split(/\n{2,}/)
      .map((b) => b.trim());
    const paragraph = blocks.find((block) => /^[A-Za-z]/.test(block));
    if (!full.includes(`\n${title}\n`)) missing.push(`${route}: ${title}`);
    if (paragraph && !full.includes(paragraph))
      missing.push(`${route}: ${paragraph.slice(0, 60)}…`);
  }
  expect(missing).toEqual([]);
});

test("every site link in llms.txt, llms-full.txt and the Markdown copies answers 200 with a page or Markdown file under the base path", async ({
  request,
}) => {
  const files = [
    "llms.txt",
    "llms-full.txt",
    ...sitemapRoutes()
      .filter((route) => !BLOG_INDEX.test(route))
      .map((route) => `${route || "index"}.md`),
  ];
  const urls = new Set<string>();
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    // llms.txt links nothing but this site; the copies may link elsewhere too.
    for (const url of links(await response.text()))
      if (file === "llms.txt" || url.startsWith(new URL(SITE).origin))
        urls.add(url);
  }
  expect(urls.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const url of urls) {
    if (!url.startsWith(SITE)) {
      broken.push(`${url} (not under ${SITE})`);
      continue;
    }
    const response = await request.get(url.slice(SITE.length));
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !/text\/(html|markdown)/.test(type))
      broken.push(`${url} → ${response.status()} ${type}`);
  }
  expect(broken).toEqual([]);
});
