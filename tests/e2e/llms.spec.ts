// The text export for language models, served: every link of the export
// answers under the base path. What llms.txt lists and llms-full.txt
// carries is tests/output/llms.test.ts's.
import { test, expect } from "../support/fixtures";
import { sitemapRoutes } from "../support/build";
import { site } from "../../src/config/site";

const SITE = `${site.url}${site.baseUrl}`;
/** The blog's list, archive, author and tag pages: they only link to posts the export already has. */
const BLOG_INDEX = /^blog(\/(archive|authors|tags|page)(\/.*)?)?$/;
const links = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(([, url]) => url);

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
