// The build's images: each under the image budget (the per-route budgets are
// weighed in the browser, every-route.spec.ts, where loads are known). That
// each one a page points at is in the build is routes.test.ts's link check.
import { test } from "node:test";
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { relative } from "node:path";
import { budgets } from "../support/weight";
import { buildFiles, builtHtml } from "../support/build";
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

test("the docs' diagrams load as images rather than as markup in the page", () => {
  const intro = builtHtml("docs/intro");
  assert.match(intro, /<img[^>]* src="?[^"\s>]*\/img\/portal-vs-teleport\.svg/);
  assert.doesNotMatch(intro, /<title>Portal compared with teleport<\/title>/);
});
