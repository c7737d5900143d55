// Options of the text export for language models (llms.txt, llms-full.txt and
// a Markdown copy of each page). A tool reading llms.txt should meet the docs
// first, in the order a developer reads them, and not the blog's index pages,
// which only list links to a post the export already carries.
import type llmsTxtPlugin from "@signalwire/docusaurus-plugin-llms-txt";
import remarkLlmsBasePath from "../plugins/remark-llms-base-path";
import { search } from "../search/config";
import { site } from "./site";

/** Route patterns as the plugin matches them: they start with the base path. */
const route = (path: string): string => `${site.baseUrl}${path}`;

/**
 * The blog's list, archive, author and tag pages (and the list's later pages).
 * Posts stay in the export.
 */
export const blogIndexRoutes = [
  "blog",
  "blog/page/**",
  "blog/archive",
  "blog/authors",
  "blog/authors/**",
  "blog/tags",
  "blog/tags/**",
];

/**
 * Section order: each category takes the place of the first pattern it
 * matches; categories that match none come last, alphabetically.
 */
const includeOrder = [
  "docs/intro",
  "docs/installation",
  "docs/guides/**",
  "docs/api/**",
  "docs/recipes/**",
  // Other docs, such as the category index pages.
  "docs/**",
  "blog/**",
];

export const llmsTxt = {
  // Sections down to /docs/api: the base path's own levels, then two (the
  // plugin's options check stops a build deeper than its maximum, 5).
  depth: (site.baseUrl.split("/").filter(Boolean).length + 2) as 3 | 5,
  includeOrder: includeOrder.map(route),
  content: {
    enableLlmsFullTxt: true,
    relativePaths: false,
    includeBlog: true,
    includePages: true,
    excludeRoutes: [
      // Old and unreleased docs versions, shared with the search index.
      ...search.excludeRoutes.map((path) => route(path.slice(1))),
      ...blogIndexRoutes.map(route),
    ],
    remarkPlugins: [[remarkLlmsBasePath, site]],
  },
} satisfies Parameters<typeof llmsTxtPlugin>[1];
