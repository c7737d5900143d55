// The pages of the index, from what the content plugins loaded: their MDX
// sources, titles, permalinks and sidebars. Unlisted pages stay out, and so
// do excluded routes: globs shared with llms.txt, so every machine-readable
// export of the site leaves out the same pages.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BlogContent } from "@docusaurus/plugin-content-blog";
import type {
  LoadedContent as DocsContent,
  LoadedVersion,
} from "@docusaurus/plugin-content-docs";
import type { LoadedContent as PagesContent } from "@docusaurus/plugin-content-pages";
import type { AllContent } from "@docusaurus/types";
import {
  aliasedSitePathToRelativePath,
  createMatcher,
} from "@docusaurus/utils";
import { extractFromMarkdown } from "./markdown";
import type { ExtractedPage } from "./records";

type SidebarItem = LoadedVersion["sidebars"][string][number];

/** Each instance of a content plugin, with its id. */
const instances = <T>(all: AllContent, plugin: string) =>
  Object.entries(all[`docusaurus-plugin-content-${plugin}`] ?? {}).map(
    ([id, content]) => [id, content as T] as const,
  );

/** Whether a route path (with the base URL) is one the index covers. */
export function createRouteFilter(
  baseUrl: string,
  excludeRoutes: readonly string[],
): (routePath: string) => boolean {
  const excluded = createMatcher([...excludeRoutes]);
  return (routePath) => {
    if (!routePath.startsWith(baseUrl)) return false;
    const path = `/${routePath.slice(baseUrl.length)}`.replace(/\/$/, "");
    return !excluded(path || "/");
  };
}

export async function extractFromSources(
  allContent: AllContent,
  siteDir: string,
  language: string,
  includeRoute: (routePath: string) => boolean,
): Promise<ExtractedPage[]> {
  const pages: Array<Promise<ExtractedPage>> = [];
  const add = (
    path: string,
    title: string,
    lvl0: string,
    docusaurusTag: string,
    words: () => string | Promise<string>,
  ) => {
    if (!includeRoute(path)) return;
    const entries = async () => extractFromMarkdown(await words(), title);
    pages.push(
      entries().then((entries) => ({
        path,
        lvl0,
        language,
        docusaurusTag,
        entries,
      })),
    );
  };
  /** An MDX file's text, from its aliased path (`@site/…`). */
  const read = (source: string) => () =>
    readFile(join(siteDir, aliasedSitePathToRelativePath(source)), "utf8");

  for (const [id, docs] of instances<DocsContent>(allContent, "docs")) {
    for (const version of docs.loadedVersions) {
      const tag = `docs-${id}-${version.versionName}`;
      // A doc's lvl0 is its top-level sidebar category; a category's
      // generated index is a page of its title and description.
      const categories = new Map<string, string>();
      const walk = (items: SidebarItem[], top?: string) => {
        for (const item of items) {
          if (item.type === "doc" && top) categories.set(item.id, top);
          if (item.type !== "category") continue;
          const label = top ?? item.label;
          if (item.link?.type === "doc") categories.set(item.link.id, label);
          const { link } = item;
          if (link?.type === "generated-index")
            add(
              link.permalink,
              link.title ?? item.label,
              label,
              tag,
              () => link.description ?? "",
            );
          walk(item.items, label);
        }
      };
      Object.values(version.sidebars).forEach((sidebar) => walk(sidebar));
      for (const doc of version.docs) {
        const lvl0 = categories.get(doc.id) ?? "Documentation";
        if (!doc.unlisted)
          add(doc.permalink, doc.title, lvl0, tag, read(doc.source));
      }
    }
  }
  for (const [, blog] of instances<BlogContent>(allContent, "blog"))
    for (const { metadata: post } of blog.blogPosts)
      if (!post.unlisted)
        add(post.permalink, post.title, "Blog", "default", read(post.source));
  // React pages have no source to read words from.
  for (const [, list] of instances<PagesContent>(allContent, "pages"))
    for (const page of list)
      if (page.type === "mdx" && !page.unlisted)
        add(
          page.permalink,
          page.title ?? "",
          "Pages",
          "default",
          read(page.source),
        );
  return Promise.all(pages);
}
