import { test } from "node:test";
import assert from "node:assert/strict";
import { createRouteFilter } from "../../src/search/build/routes";
import { search } from "../../src/search/config";

const BASE = "/react-native-teleport/";
const covers = createRouteFilter(BASE, ["/docs/1.x/**", "/docs/next/**"]);

test("content routes under the base URL are covered, the home page too", () => {
  for (const route of [
    BASE,
    `${BASE}docs/intro`,
    `${BASE}docs/api/portal/`,
    `${BASE}blog/welcome`,
    // Only the excluded folder itself, not a sibling that shares its prefix.
    `${BASE}docs/next-steps`,
    `${BASE}docs/1.x-notes`,
  ]) {
    assert.equal(covers(route), true, route);
  }
});

test("the not-found and search pages are never content", () => {
  for (const route of [
    `${BASE}404`,
    `${BASE}404.html`,
    `${BASE}search`,
    `${BASE}search/`,
  ]) {
    assert.equal(covers(route), false, route);
  }
});

test("excluded globs cover the folder and everything below it", () => {
  for (const route of [
    `${BASE}docs/next`,
    `${BASE}docs/next/`,
    `${BASE}docs/next/intro`,
    `${BASE}docs/next/api/portal`,
    `${BASE}docs/1.x/intro`,
  ]) {
    assert.equal(covers(route), false, route);
  }
});

test("a glob's dot is literal and * stays within one path segment", () => {
  const filter = createRouteFilter("/", ["/docs/1.x/**", "/blog/*/draft"]);
  assert.equal(filter("/docs/1ax/intro"), true);
  assert.equal(filter("/blog/2025/draft"), false);
  assert.equal(filter("/blog/2025/08/draft"), true);
});

test("routes outside the base URL are not covered", () => {
  assert.equal(covers("/docs/intro"), false);
  assert.equal(covers("/react-native-teleport-fork/docs/intro"), false);
});

test("the site's own exclusions leave the old and next docs out", () => {
  const site = createRouteFilter(BASE, search.excludeRoutes);
  assert.equal(site(`${BASE}docs/intro`), true);
  assert.equal(site(`${BASE}docs/1.x/intro`), false);
  assert.equal(site(`${BASE}docs/next/intro`), false);
});
