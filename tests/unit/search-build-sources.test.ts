// Which pages the index lists, for what the content plugins can load but the
// site's own build has none of: unlisted pages, MDX and React pages, a
// category that links to a doc, the excluded docs versions. The build's own
// pages are tests/output/search-index.test.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { AllContent } from "@docusaurus/types";
import { site } from "../../src/config/site";
import { search } from "../../src/search/config";
import { compactIndex, expandIndex } from "../../src/search/indexer/records";
import {
  createRouteFilter,
  extractFromSources,
} from "../../src/search/indexer/sources";
import { ROOT_DIR } from "../support/paths";

const BASE = site.baseUrl;
// The site's own exclusions: the old and next docs.
const covers = createRouteFilter(BASE, search.excludeRoutes);
/** Any MDX file of the site: which pages are listed is the question here. */
const source = "@site/docs/faq.mdx";
const page = (permalink: string, more = {}) => ({
  title: "Title",
  source,
  permalink: `${BASE}${permalink}`,
  ...more,
});
const unlisted = { unlisted: true };

const allContent = {
  "docusaurus-plugin-content-docs": {
    default: {
      loadedVersions: [
        {
          versionName: "current",
          docs: [
            page("docs/intro", { id: "intro" }),
            page("docs/api", { id: "api/index" }),
            page("docs/secret", { id: "secret", ...unlisted }),
          ],
          sidebars: {
            docs: [
              { type: "doc", id: "intro" },
              {
                type: "category",
                label: "API reference",
                link: { type: "doc", id: "api/index" },
                items: [],
              },
            ],
          },
        },
        { versionName: "next", docs: [page("docs/next/intro")], sidebars: {} },
      ],
    },
  },
  "docusaurus-plugin-content-blog": {
    default: { blogPosts: [{ metadata: page("blog/draft", unlisted) }] },
  },
  "docusaurus-plugin-content-pages": {
    default: [
      { type: "jsx", permalink: `${BASE}react`, source: "@site/a.tsx" },
      page("", { type: "mdx" }),
      page("hidden", { type: "mdx", ...unlisted }),
    ],
  },
} as unknown as AllContent;

test("unlisted pages, React pages and excluded versions stay out; a doc that a category links to is under its label; an MDX page is under Pages, the root one's objectIDs 'index-N'; routes under the base URL are covered, excluded folders and routes outside the base URL are not", async () => {
  const pages = await extractFromSources(allContent, ROOT_DIR, "en", covers);
  assert.deepEqual(
    pages.map((p) => [p.path, p.lvl0, p.docusaurusTag]),
    [
      [`${BASE}docs/intro`, "Documentation", "docs-default-current"],
      [`${BASE}docs/api`, "API reference", "docs-default-current"],
      [BASE, "Pages", "default"],
    ],
  );
  const records = expandIndex(compactIndex(pages, site.url, BASE));
  assert.equal(records.at(-1)?.objectID.replace(/\d+$/, ""), "index-");
  const expected: Array<[string, boolean]> = [
    [BASE, true],
    [`${BASE}docs/api/portal/`, true],
    // Only the excluded folder itself, not a sibling that shares its prefix.
    [`${BASE}docs/next-steps`, true],
    [`${BASE}docs/1.x-notes`, true],
    // An excluded glob covers the folder and everything below it.
    [`${BASE}docs/next`, false],
    [`${BASE}docs/next/`, false],
    [`${BASE}docs/1.x/intro`, false],
    ["/docs/intro", false],
    [`${BASE.replace(/\/$/, "")}-fork/docs/intro`, false],
  ];
  for (const [route, covered] of expected) {
    assert.equal(covers(route), covered, route);
  }
});
