import { test } from "node:test";
import assert from "node:assert/strict";
import {
  budgets,
  overBudget,
  sitemapPaths,
} from "../../scripts/lib/weight.mjs";
import type { RouteWeight } from "../../scripts/lib/weight.mjs";

const weight = (parts: Partial<RouteWeight>): RouteWeight => ({
  html: 0,
  css: 0,
  js: 0,
  firstLoadJs: 0,
  images: 0,
  fonts: 0,
  searchWarmUp: 0,
  total: 0,
  resources: [],
  ...parts,
});

test("a route exactly at every budget is within them", () => {
  assert.deepEqual(
    overBudget(
      "docs/intro",
      weight({
        firstLoadJs: budgets.firstLoadJs,
        total: budgets.total,
        searchWarmUp: budgets.searchWarmUp,
      }),
    ),
    [],
  );
});

test("each exceeded budget is named with the route and both sizes", () => {
  assert.deepEqual(
    overBudget(
      "",
      weight({ firstLoadJs: 140 * 1024 + 1, searchWarmUp: 121 * 1024 }),
    ),
    [
      "/: first-load JS 140.0 KB > 140.0 KB",
      "/: search warm-up 121.0 KB > 120.0 KB",
    ],
  );
  assert.deepEqual(overBudget("blog", weight({ total: 512 * 1024 })), [
    "/blog: total first-visit bytes 512.0 KB > 400.0 KB",
  ]);
});

test("sitemap locations become paths under the base path", () => {
  const xml =
    "<urlset><url><loc>https://example.org/site/</loc></url>" +
    "<url><loc>https://example.org/site/docs/intro</loc></url></urlset>";
  assert.deepEqual(sitemapPaths(xml, "/site/"), ["", "docs/intro"]);
});
