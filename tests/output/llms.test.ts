// The text export for language models, as the build writes it: what
// llms.txt lists, in which order and how deep, that llms-full.txt carries
// every doc, that every link of the export leads to a file of the build, and
// that each page's head names its Markdown copy.
// The excluded docs versions are checked on a build copy that has them
// (tests/build-copy/warnings-and-llms.test.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { builtHtml, sitemapRoutes } from "../support/build";
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
  // Reading order: intro, installation, guides, API, recipes, other docs;
  // the blog and other pages come after the docs.
  const order = [
    /^docs\/intro$/,
    /^docs\/installation$/,
    /^docs\/guides\//,
    /^docs\/api\//,
    /^docs\/recipes\//,
    /^docs\//,
    /./,
  ];
  const ranks = routes
    .slice(1)
    .map((route) => order.findIndex((pattern) => pattern.test(route)));
  assert.equal(routes[0], "index");
  assert.deepEqual(
    ranks,
    [...ranks].sort((a, b) => a - b),
  );
  assert.deepEqual(new Set(ranks), new Set(order.keys()));

  const expected = sitemapRoutes().filter(
    (route) =>
      route.startsWith("docs/") ||
      (route.startsWith("blog/") && !BLOG_INDEX.test(route)),
  );
  assert.ok(expected.includes("blog/welcome"));
  assert.deepEqual(
    expected.filter((route) => !routes.includes(route)),
    [],
  );
  assert.deepEqual(
    routes.filter((route) => BLOG_INDEX.test(route)),
    [],
  );

  // The base path's levels come first, so /docs/api is the deepest section:
  // a page four levels down is listed in it.
  const api = `${"#".repeat(site.baseUrl.split("/").length + 1)} api`;
  const section = index.split(`\n${api}\n`)[1]?.split(/^#/m)[0] ?? "";
  assert.ok(section.includes(`${SITE}docs/api/hooks/use-portal.md`), api);
  assert.doesNotMatch(index, new RegExp(`^#{${api.indexOf(" ") + 1},} `, "m"));
  assert.doesNotMatch(index, /^#+ (components|hooks)$/m);
});

test("llms-full.txt carries every doc's title and first paragraph, every page names its Markdown copy, if it has one, in a rel=alternate link, every doc page links it and has the copy button, and no Markdown copy of the blog's index pages exists", () => {
  const full = read("llms-full.txt");
  const missing: string[] = [];
  for (const route of sitemapRoutes()) {
    const copy = `${route || "index"}.md`;
    const alternate = `<link data-rh="true" rel="alternate" type="text/markdown" href="${SITE}${copy}">`;
    const named = builtHtml(route).includes(alternate);
    if (named !== existsSync(join(BUILD_DIR, copy)))
      missing.push(`${route}: ${copy} and its rel=alternate link`);
    if (BLOG_INDEX.test(route)) {
      assert.equal(existsSync(join(BUILD_DIR, `${route}.md`)), false, route);
      assert.ok(!full.includes(`${SITE}${route}.md`), route);
    }
    if (!route.startsWith("docs/") || route.startsWith("docs/category/"))
      continue;
    const [title, ...blocks] = read(`${route}.md`)
      .split(/\n{2,}/)
      .map((b) => b.trim());
    const paragraph = blocks.find((block) => /^[A-Za-z]/.test(block));
    if (!full.includes(`\n${title}\n`)) missing.push(`${route}: ${title}`);
    if (!paragraph) missing.push(`${route}: no paragraph in ${route}.md`);
    else if (!full.includes(paragraph))
      missing.push(`${route}: ${paragraph.slice(0, 60)}…`);
    const html = builtHtml(route);
    // Attribute values may or may not be quoted in the built HTML.
    if (!new RegExp(`href="?${site.baseUrl}${route}\\.md[" ]`).test(html))
      missing.push(`${route}: no link to ${route}.md`);
    if (!html.includes(">Copy page as Markdown</button>"))
      missing.push(`${route}: no copy button`);
  }
  assert.deepEqual(missing, []);
});

test("every site link in llms.txt, llms-full.txt and the Markdown copies leads to a page or Markdown file under the base path", () => {
  const files = [
    "llms.txt",
    "llms-full.txt",
    ...sitemapRoutes()
      .filter((route) => !BLOG_INDEX.test(route))
      .map((route) => `${route || "index"}.md`),
  ];
  const urls = new Set<string>();
  for (const file of files)
    for (const url of links(read(file)))
      // llms.txt links nothing but this site; the copies may link elsewhere too.
      if (file === "llms.txt" || url.startsWith(new URL(SITE).origin))
        urls.add(url);
  assert.ok(urls.size > 20);
  const broken = [...urls].filter((url) => {
    if (!url.startsWith(SITE)) return true;
    const route = decodeURI(url.slice(SITE.length).replace(/#.*$/, ""));
    if (route.endsWith(".md")) return !existsSync(join(BUILD_DIR, route));
    try {
      return !builtHtml(route);
    } catch {
      return true;
    }
  });
  assert.deepEqual(broken, []);
});
