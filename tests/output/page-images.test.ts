// Images a page shows by URL (the docs' diagrams among them) are not checked
// by the build, which only resolves Markdown images: a wrong path here would
// ship a broken image.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../src/config/site";
import { builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

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
