// Link previews: every page the sitemap lists, and the not-found page, names
// an og:image and twitter:image (absolute URLs) with its size and alt text,
// and the image is a 1200×630 PNG of the build under the 100 KB budget. A
// link-preview service reads no more than the HTML, so neither does this.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

const SITE = "https://kirillzyusko.github.io/react-native-teleport/";
const MAX_BYTES = 100 * 1024;

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

for (const route of routes) {
  test(`/${route} has a 1200×630 PNG card under 100 KB`, () => {
    const html = builtHtml(route);
    const image = meta(html, "og:image");
    assert.ok(image, "og:image");
    assert.ok(image.startsWith(SITE), `${image} is absolute`);
    assert.equal(meta(html, "twitter:image"), image);
    assert.equal(meta(html, "twitter:card"), "summary_large_image");
    assert.equal(meta(html, "og:image:width"), "1200");
    assert.equal(meta(html, "og:image:height"), "630");
    assert.match(meta(html, "og:image:alt") ?? "", /\S{3,}/);

    const file = join(BUILD_DIR, image.slice(SITE.length));
    assert.ok(existsSync(file), `${file} exists`);
    assert.deepEqual(pngSize(readFileSync(file)), { width: 1200, height: 630 });
    assert.ok(statSync(file).size < MAX_BYTES, `${file} is under 100 KB`);
  });
}

test("each page gets its own card", () => {
  const images = routes.map((route) => meta(builtHtml(route), "og:image"));
  assert.equal(new Set(images).size, routes.length);
});
