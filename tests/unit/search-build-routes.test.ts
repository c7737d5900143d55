import { test } from "node:test";
import assert from "node:assert/strict";
import { createRouteFilter } from "../../src/search/indexer/routes";
import { search } from "../../src/search/config";
import { site } from "../../src/config/site";

const BASE = site.baseUrl;
// The site's own exclusions: the old and next docs.
const covers = createRouteFilter(BASE, search.excludeRoutes);

test("routes under the base URL are covered; excluded folders and routes outside the base URL are not", () => {
  const expected: Array<[string, boolean]> = [
    [BASE, true],
    [`${BASE}docs/intro`, true],
    [`${BASE}docs/api/portal/`, true],
    [`${BASE}blog/welcome`, true],
    // Only the excluded folder itself, not a sibling that shares its prefix.
    [`${BASE}docs/next-steps`, true],
    [`${BASE}docs/1.x-notes`, true],
    // An excluded glob covers the folder and everything below it.
    [`${BASE}docs/next`, false],
    [`${BASE}docs/next/`, false],
    [`${BASE}docs/next/api/portal`, false],
    [`${BASE}docs/1.x/intro`, false],
    ["/docs/intro", false],
    [`${BASE.replace(/\/$/, "")}-fork/docs/intro`, false],
  ];
  for (const [route, covered] of expected) {
    assert.equal(covers(route), covered, route);
  }
});
