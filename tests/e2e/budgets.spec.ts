import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test, expect } from "./support/fixtures";
import { budgets, measureRoute } from "../../scripts/lib/weight.mjs";
import { BUILD_DIR as BUILD } from "../support/paths";
import { sitemapRoutes } from "./support/robust";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Bytes are deterministic, so budgets are checked exactly, route by route,
// over every page the sitemap lists (plus the home page).
const routes = ["", ...sitemapRoutes()].filter(
  (path, index, all) => all.indexOf(path) === index,
);

test.describe("byte budgets", () => {
  for (const path of routes) {
    test(`/${path} stays within its byte budgets`, async ({
      page,
      baseURL,
    }) => {
      const weight = await measureRoute(page, `${baseURL}${path}`);
      expect
        .soft(
          weight.firstLoadJs,
          `/${path}: first-load JS ${kb(weight.firstLoadJs)} > ${kb(budgets.firstLoadJs)}`,
        )
        .toBeLessThanOrEqual(budgets.firstLoadJs);
      expect
        .soft(
          weight.total,
          `/${path}: total first-visit bytes ${kb(weight.total)} > ${kb(budgets.total)}`,
        )
        .toBeLessThanOrEqual(budgets.total);
      expect
        .soft(
          weight.searchWarmUp,
          `/${path}: search warm-up ${kb(weight.searchWarmUp)} > ${kb(budgets.searchWarmUp)}`,
        )
        .toBeLessThanOrEqual(budgets.searchWarmUp);
    });
  }

  test("no image in the build is over the image budget", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const oversized = files(BUILD)
      .filter((file) => /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(file))
      .map((file) => ({
        file: relative(BUILD, file),
        bytes: statSync(file).size,
      }))
      .filter(({ bytes }) => bytes > budgets.image)
      .map(({ file, bytes }) => `${file}: ${kb(bytes)} > ${kb(budgets.image)}`);
    expect(oversized).toEqual([]);
  });
});
