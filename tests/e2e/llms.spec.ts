// The text export for language models, read from the served build: every
// link it writes resolves under the base path, llms-full.txt carries every
// doc. The excluded docs versions and the depth are checked on a build copy
// that has such pages (tests/build-copy/warnings-and-llms.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { BUILD_DIR, sitemapRoutes } from "../support/page-checks";

const SITE = "https://kirillzyusko.github.io/react-native-teleport/";
/** Sitemap routes the export carries: all but the blog's list, archive, author and tag pages. */
const exportedRoutes = (): string[] =>
  sitemapRoutes().filter(
    (route) => !/^blog(\/(archive|authors|tags|page)(\/.*)?)?$/.test(route),
  );

function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(
    ([, url]) => url,
  );
}

/** Links into this site that do not answer 200 with a page or a Markdown file from the served build. */
async function unresolved(
  request: APIRequestContext,
  urls: string[],
): Promise<string[]> {
  const broken: string[] = [];
  for (const url of new Set(urls)) {
    if (!url.startsWith(SITE)) {
      broken.push(`${url} (not under ${SITE})`);
      continue;
    }
    const path = new URL(url).pathname.slice("/react-native-teleport/".length);
    const response = await request.get(path);
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !/text\/(html|markdown)/.test(type)) {
      broken.push(`${url} → ${response.status()} ${type}`);
    }
  }
  return broken;
}

test.describe("llms.txt", () => {
  test("every link in llms.txt resolves to a page or Markdown file under the base path", async ({
    request,
  }) => {
    const response = await request.get("llms.txt");
    expect(response.status()).toBe(200);
    const urls = links(await response.text());
    // One entry per route of the sitemap except the excluded ones.
    expect(urls.length).toBeGreaterThanOrEqual(exportedRoutes().length);
    expect(await unresolved(request, urls)).toEqual([]);
  });

  test("every site link inside llms-full.txt and the Markdown copies resolves too", async ({
    request,
  }) => {
    const files = [
      "llms-full.txt",
      ...exportedRoutes().map((route) => `${route || "index"}.md`),
    ];
    const urls: string[] = [];
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      urls.push(
        ...links(await response.text()).filter((url) =>
          url.startsWith(new URL(SITE).origin),
        ),
      );
    }
    expect(urls.length).toBeGreaterThan(20);
    expect(await unresolved(request, urls)).toEqual([]);
  });

  test("llms-full.txt contains every doc, heading and text", async ({
    request,
  }) => {
    const full = await (await request.get("llms-full.txt")).text();
    const docs = sitemapRoutes().filter(
      (route) =>
        route.startsWith("docs/") && !route.startsWith("docs/category/"),
    );
    expect(docs.length).toBeGreaterThanOrEqual(9);
    const missing: string[] = [];
    for (const route of docs) {
      const markdown = readFileSync(join(BUILD_DIR, `${route}.md`), "utf8");
      const [title, ...blocks] = markdown.split(/\n{2,}/).map((b) => b.trim());
      const paragraph = blocks.find((block) => /^[A-Za-z]/.test(block));
      if (!full.includes(`\n${title}\n`)) missing.push(`${route}: ${title}`);
      if (paragraph && !full.includes(paragraph))
        missing.push(`${route}: ${paragraph.slice(0, 60)}…`);
    }
    expect(missing).toEqual([]);
  });

  test("depth 3: pages further down are listed in their depth-3 section, which has no subsections", async ({
    request,
  }) => {
    const index = await (await request.get("llms.txt")).text();
    // The base path is level 1, so /docs/api is the deepest section.
    const api = index.split(/^#### api$/m)[1]?.split(/^#/m)[0] ?? "";
    for (const page of [
      "docs/api/components/portal.md",
      "docs/api/components/portal-host.md",
      "docs/api/hooks/use-portal.md",
    ])
      expect(api).toContain(`${SITE}${page}`);
    expect(index).not.toMatch(/^#{5,} /m);
    expect(index).not.toMatch(/^#+ (components|hooks)$/m);
  });
});
