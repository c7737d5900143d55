// Link previews: every page the sitemap lists, and the not-found page, names
// an og:image and twitter:image (absolute URLs) with its size and alt text,
// and the image is a 1200×630 PNG of the build under the 100 KB budget.
// Build output only: a link preview service reads no more than the HTML.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import { BUILD_DIR, sitemapRoutes } from "./support/robust";

const SITE = "https://kirillzyusko.github.io/react-native-teleport/";
const MAX_BYTES = 100 * 1024;

/** The HTML file of a route ("" is the home page), as the build writes it. */
function htmlOf(route: string): string {
  const file = [
    join(BUILD_DIR, `${route || "index"}.html`),
    join(BUILD_DIR, route, "index.html"),
  ].find(existsSync);
  if (!file) throw new Error(`no HTML file for /${route}`);
  return readFileSync(file, "utf8");
}

/** Content of the <meta> whose property or name is `key` (the build's HTML is minified). */
function meta(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([a-z:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)].map(
        ([, name, a, b, c]) => [name, (a ?? b ?? c ?? "").trim()],
      ),
    );
    if (attrs.property === key || attrs.name === key) return attrs.content;
  }
  return undefined;
}

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  if (!bytes.subarray(0, 8).equals(signature)) return undefined;
  if (bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const routes = [...sitemapRoutes(), "404"];

test.describe("social cards", () => {
  test("the sitemap has the pages to check", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const route of routes) {
    test(`/${route} has a 1200×630 PNG card under 100 KB`, () => {
      const html = htmlOf(route);
      const image = meta(html, "og:image");
      expect(image, "og:image").toBeDefined();
      expect(image!.startsWith(SITE), `${image} is absolute`).toBe(true);
      expect(meta(html, "twitter:image")).toBe(image);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "og:image:width")).toBe("1200");
      expect(meta(html, "og:image:height")).toBe("630");
      expect(meta(html, "og:image:alt")).toMatch(/\S{3,}/);

      const file = join(BUILD_DIR, image!.slice(SITE.length));
      expect(existsSync(file), `${file} exists`).toBe(true);
      const bytes = readFileSync(file);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(statSync(file).size).toBeLessThan(MAX_BYTES);
    });
  }

  test("each page gets its own card", () => {
    const images = routes.map((route) => meta(htmlOf(route), "og:image"));
    expect(new Set(images).size).toBe(routes.length);
  });
});
