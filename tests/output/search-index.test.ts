// The local search index the build writes (src/search): one set of DocSearch
// records per doc, generated category index and blog post, made from their
// MDX sources. How an MDX file becomes records is
// tests/unit/search-build-markdown.test.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../src/config/site";
import { indexFileName } from "../../src/search/client/constants";
import {
  expandIndex,
  type CompactIndex,
} from "../../src/search/indexer/records";
import { sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

const records = expandIndex(
  JSON.parse(
    readFileSync(join(BUILD_DIR, indexFileName), "utf8"),
  ) as CompactIndex,
);
const origin = `${site.url}${site.baseUrl}`;
const recordsOf = (route: string) =>
  records.filter((r) => r.url_without_anchor === `${origin}${route}`);

test("every doc, category index and blog post is indexed; the home page, the blog's list pages and the search page are not", () => {
  const pages = new Set(records.map((r) => r.url_without_anchor));
  const expected = sitemapRoutes().filter((route) =>
    /^(docs\/|blog\/(?!(archive|authors|tags)\b))/.test(route),
  );
  assert.ok(expected.length > 20, "the build's docs and posts");
  assert.deepEqual([...pages].sort(), expected.map((r) => origin + r).sort());
});

test("a doc's section: its anchor, headings and top-level sidebar category; objectIDs numbered per page", () => {
  const portal = recordsOf("docs/api/components/portal");
  assert.deepEqual(portal[3], {
    objectID: "docs/api/components/portal-3",
    type: "lvl2",
    // Components is nested in API reference.
    hierarchy: {
      lvl0: "API reference",
      lvl1: "Portal",
      lvl2: "Props",
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    url: `${origin}docs/api/components/portal#props`,
    url_without_anchor: `${origin}docs/api/components/portal`,
    anchor: "props",
    language: "en",
    docusaurus_tag: "docs-default-current",
  });
  // A table body row, under the heading above it.
  assert.deepEqual(
    [portal[4].type, portal[4].anchor, portal[4].content],
    [
      "content",
      "props",
      "hostName string undefined No Host to draw the children in; undefined keeps them in place.",
    ],
  );
  assert.deepEqual(
    portal.map((r) => r.objectID),
    portal.map((_, i) => `docs/api/components/portal-${i}`),
  );
});

test("a generated category index is its title and description; a blog post is under Blog with the default tag", () => {
  const guides = recordsOf("docs/category/guides");
  assert.deepEqual(
    guides.map((r) => [
      r.hierarchy.lvl0,
      r.hierarchy.lvl1,
      r.content?.slice(0, 28) ?? null,
    ]),
    [
      ["Guides", "Guides", null],
      ["Guides", "Guides", "Hands-on guides to the two t"],
    ],
  );
  const [post] = recordsOf("blog/welcome");
  assert.deepEqual(
    [post.hierarchy.lvl0, post.hierarchy.lvl1, post.docusaurus_tag],
    ["Blog", "Welcome to React Native Teleport 1.2", "default"],
  );
});
