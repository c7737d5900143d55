// The build's images: each under the image budget (the per-route budgets are
// weighed in the browser, every-route.spec.ts, where loads are known), and
// each one a page points at by URL present. The build resolves only Markdown
// images, so a wrong path in the docs' diagrams would ship a broken image.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { site } from "../../src/config/site";
import { budgets } from "../support/weight";
import { buildFiles, builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("no image in the build is over the image budget", () => {
  const images = buildFiles().filter((file) => IMAGE.test(file));
  assert.ok(images.length > 0, "the build has images to check");
  const oversized = images
    .map((file) => ({
      file: relative(BUILD_DIR, file),
      bytes: statSync(file).size,
    }))
    .filter(({ bytes }) => bytes > budgets.image)
    .map(({ file, bytes }) => `${file}: ${kb(bytes)} > ${kb(budgets.image)}`);
  assert.deepEqual(oversized, []);
});

test("every image a page points at under the base path is in the build", () => {
  const missing: string[] = [];
  let checked = 0;
  for (const route of sitemapRoutes()) {
    for (const [, src] of builtHtml(route).matchAll(
      /<img[^>]* src="?([^"\s>]+)/g,
    )) {
      if (!src.startsWith(site.baseUrl)) continue;
      checked += 1;
      const file = join(BUILD_DIR, decodeURI(src.slice(site.baseUrl.length)));
      if (!existsSync(file)) missing.push(`/${route}: ${src}`);
    }
  }
  assert.ok(checked > 0, "the pages show images to check");
  assert.deepEqual(missing, []);
});

test("the docs' diagrams load as images rather than as markup in the page", () => {
  const intro = builtHtml("docs/intro");
  assert.match(intro, /<img[^>]* src="?[^"\s>]*\/img\/portal-vs-teleport\.svg/);
  assert.doesNotMatch(intro, /<title>Portal compared with teleport<\/title>/);
});
