// The dev server renders no HTML, so there the index is built from what the
// content plugins loaded: their MDX sources, titles, permalinks and sidebars.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BlogContent } from "@docusaurus/plugin-content-blog";
import type {
  LoadedContent as DocsContent,
  LoadedVersion,
} from "@docusaurus/plugin-content-docs";
import type { LoadedContent as PagesContent } from "@docusaurus/plugin-content-pages";
import type { AllContent } from "@docusaurus/types";
import { extractFromMarkdown } from "./markdown";
import type { ExtractedPage } from "./records";

type SidebarItem = LoadedVersion["sidebars"][string][number];

interface SourcePage {
  path: string;
  title: string;
  lvl0: string;
  docusaurusTag: string;
  /** `@site/…` alias of the MDX file, or null for a page made of a title and description only. */
  source: string | null;
  description?: string;
}

/** Maps each doc id (and generated index) to its top-level sidebar category. */
function categoryPages(
  items: SidebarItem[],
  docCategories: Map<string, string>,
  pages: SourcePage[],
  tag: string,
  top?: string,
): void {
  for (const item of items) {
    if (item.type === "doc" && item.id && top) docCategories.set(item.id, top);
    if (item.type !== "category") continue;
    const label = top ?? item.label ?? "";
    if (item.link?.type === "doc" && item.link.id)
      docCategories.set(item.link.id, label);
    if (item.link?.type === "generated-index" && item.link.permalink)
      pages.push({
        path: item.link.permalink,
        title: item.link.title ?? item.label ?? "",
        description: item.link.description,
        lvl0: label,
        docusaurusTag: tag,
        source: null,
      });
    categoryPages(item.items ?? [], docCategories, pages, tag, label);
  }
}

function listSourcePages(allContent: AllContent): SourcePage[] {
  const pages: SourcePage[] = [];
  const docsPlugins = allContent["docusaurus-plugin-content-docs"] ?? {};
  for (const [pluginId, content] of Object.entries(docsPlugins)) {
    for (const version of (content as DocsContent).loadedVersions) {
      const tag = `docs-${pluginId}-${version.versionName}`;
      const categories = new Map<string, string>();
      for (const sidebar of Object.values(version.sidebars))
        categoryPages(sidebar, categories, pages, tag);
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        pages.push({
          path: doc.permalink,
          title: doc.title,
          lvl0: categories.get(doc.id) ?? "Documentation",
          docusaurusTag: tag,
          source: doc.source,
        });
      }
    }
  }
  for (const content of Object.values(
    allContent["docusaurus-plugin-content-blog"] ?? {},
  )) {
    for (const { metadata } of (content as BlogContent).blogPosts) {
      if (metadata.unlisted) continue;
      pages.push({
        path: metadata.permalink,
        title: metadata.title,
        lvl0: "Blog",
        docusaurusTag: "default",
        source: metadata.source,
      });
    }
  }
  for (const content of Object.values(
    allContent["docusaurus-plugin-content-pages"] ?? {},
  )) {
    // React pages have no source to read words from; the build indexes them.
    for (const page of content as PagesContent) {
      if (page.type !== "mdx" || page.unlisted) continue;
      pages.push({
        path: page.permalink,
        title: page.title ?? "",
        lvl0: "Pages",
        docusaurusTag: "default",
        source: page.source,
      });
    }
  }
  return pages;
}

export async function extractFromSources(
  allContent: AllContent,
  siteDir: string,
  language: string,
  includeRoute: (routePath: string) => boolean,
): Promise<ExtractedPage[]> {
  const pages = listSourcePages(allContent).filter((page) =>
    includeRoute(page.path),
  );
  return Promise.all(
    pages.map(async (page) => ({
      path: page.path,
      lvl0: page.lvl0,
      language,
      docusaurusTag: page.docusaurusTag,
      // A generated index reads as a page of its title and description.
      entries: extractFromMarkdown(
        page.source
          ? await readFile(
              path.join(siteDir, page.source.replace(/^@site\//, "")),
              "utf8",
            )
          : (page.description ?? ""),
        page.title,
      ),
    })),
  );
}
