import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AllContent } from "@docusaurus/types";
import { extractFromSources } from "../../src/search/indexer/sources";
import type { ExtractedPage } from "../../src/search/indexer/records";
import { entry } from "../support/search-entries";

// What the content plugins load, cut down to the fields the index reads.
const doc = (id: string, title: string, permalink: string) => ({
  id,
  title,
  source: `@site/docs/${id}.mdx`,
  permalink: `/base/${permalink}`,
});
const post = (slug: string, title: string, unlisted = false) => ({
  metadata: {
    title,
    source: `@site/blog/${slug}.mdx`,
    permalink: `/base/blog/${slug}`,
    unlisted,
  },
});
const mdxPage = (slug: string, title: string) => ({
  type: "mdx",
  permalink: `/base/${slug}`,
  source: `@site/src/pages/${slug}.mdx`,
  title,
});
const allContent = {
  "docusaurus-plugin-content-docs": {
    default: {
      loadedVersions: [
        {
          versionName: "current",
          docs: [
            doc("intro", "Introduction", "docs/intro"),
            doc("api/portal", "Portal", "docs/api/portal"),
            doc("api/index", "API overview", "docs/api/overview"),
            { ...doc("secret", "Unlisted", "docs/secret"), unlisted: true },
          ],
          sidebars: {
            docs: [
              { type: "doc", id: "intro" },
              {
                type: "category",
                label: "API reference",
                link: { type: "doc", id: "api/index" },
                items: [
                  {
                    type: "category",
                    label: "Components",
                    link: {
                      type: "generated-index",
                      permalink: "/base/docs/category/components",
                      title: "All components",
                      description: "Every component the package exports.",
                    },
                    items: [{ type: "doc", id: "api/portal" }],
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  },
  "docusaurus-plugin-content-blog": {
    default: {
      blogPosts: [post("welcome", "Welcome"), post("draft", "Draft", true)],
    },
  },
  "docusaurus-plugin-content-pages": {
    default: [
      { type: "jsx", permalink: "/base/", source: "@site/src/pages/index.tsx" },
      mdxPage("about", "About"),
      mdxPage("search-help", "Excluded by the route filter"),
    ],
  },
} as unknown as AllContent;

let siteDir = "";
let pages: ExtractedPage[] = [];
const byPath = (path: string) => pages.find((p) => p.path === path);

before(async () => {
  siteDir = await mkdtemp(join(tmpdir(), "search-sources-"));
  const files: Record<string, string> = {
    "docs/intro.mdx": "---\ntitle: Introduction\n---\n\nIntro words.\n",
    "docs/api/portal.mdx": "# Portal\n\n## Props\n\nProps words.\n",
    "docs/api/index.mdx": "# API overview\n\nOverview words.\n",
    "blog/welcome.mdx": "Hello readers.\n",
    "src/pages/about.mdx": "# About us\n\nAbout words.\n",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(siteDir, file, ".."), { recursive: true });
    await writeFile(join(siteDir, file), text);
  }
  pages = await extractFromSources(
    allContent,
    siteDir,
    "en",
    (route) => !route.includes("search-help"),
  );
});

after(() => rm(siteDir, { recursive: true, force: true }));

test("lists docs, generated indexes, listed blog posts and MDX pages only; docs take their top-level sidebar category as lvl0, and their version's tag", () => {
  const facets = (page: ExtractedPage) =>
    `${page.lvl0} | ${page.language} | ${page.docusaurusTag}`;
  const docs = "en | docs-default-current";
  assert.deepEqual(Object.fromEntries(pages.map((p) => [p.path, facets(p)])), {
    "/base/about": "Pages | en | default",
    "/base/blog/welcome": "Blog | en | default",
    "/base/docs/api/overview": `API reference | ${docs}`,
    "/base/docs/api/portal": `API reference | ${docs}`,
    "/base/docs/category/components": `API reference | ${docs}`,
    // A doc outside any category falls back like DocSearch's template does.
    "/base/docs/intro": `Documentation | ${docs}`,
  });
});

test("records come from each page's MDX file, and a generated index is its title and description", () => {
  assert.deepEqual(byPath("/base/docs/api/portal")?.entries, [
    entry("", ["Portal"]),
    entry("props", ["Portal", "Props"]),
    entry("props", ["Portal", "Props"], "Props words."),
  ]);
  assert.deepEqual(byPath("/base/docs/category/components")?.entries, [
    entry("", ["All components"]),
    entry("", ["All components"], "Every component the package exports."),
  ]);
});
