// The search records in DocSearch's own schema, and the compact form the
// build ships to browsers. Shared by the Node side (extraction, CLI) and the
// browser side (local backend), so it imports nothing platform-specific.
import type { StoredDocSearchHit } from "@docsearch/react";

export const levels = [
  "lvl0",
  "lvl1",
  "lvl2",
  "lvl3",
  "lvl4",
  "lvl5",
  "lvl6",
] as const;

export type Level = (typeof levels)[number];

/**
 * One record exactly as DocSearch's crawler would push it to Algolia, with
 * the facets the contextual search filters on (`language:en`,
 * `docusaurus_tag:…`).
 */
export type DocSearchRecord = StoredDocSearchHit & {
  language: string;
  docusaurus_tag: string;
};

/** What the extractor finds on one page. */
export interface ExtractedPage {
  /** Route path including the base URL, e.g. `/react-native-teleport/docs/intro`. */
  path: string;
  lvl0: string;
  language: string;
  docusaurusTag: string;
  entries: ExtractedEntry[];
}

export interface ExtractedEntry {
  /** Heading id the record links to; empty for the top of the page. */
  anchor: string;
  /** Headings from lvl1 down to the section the entry sits in. */
  headings: string[];
  /** Text of a paragraph, list item or table row; null for a heading record. */
  content: string | null;
}

/**
 * The file written into the build: pages once, then one short tuple per
 * record. Every DocSearch field can be rebuilt from it (see `expandIndex`).
 */
export interface CompactIndex {
  version: 1;
  /** Site URL plus base URL; record URLs are absolute, as Algolia's are. */
  origin: string;
  /** [path without base URL, lvl0, language, docusaurus_tag] */
  pages: Array<[string, string, string, string]>;
  /** [page index, anchor, headings lvl1…, content or null] */
  records: Array<[number, string, string[], string | null]>;
}

export function compactIndex(
  pages: ExtractedPage[],
  siteUrl: string,
  baseUrl: string,
): CompactIndex {
  return {
    version: 1,
    origin: `${siteUrl.replace(/\/$/, "")}${baseUrl}`,
    // Every indexed route is under the base URL (./sources.ts).
    pages: pages.map((page) => [
      page.path.slice(baseUrl.length),
      page.lvl0,
      page.language,
      page.docusaurusTag,
    ]),
    records: pages.flatMap((page, i) =>
      page.entries.map((e): CompactIndex["records"][number] => [
        i,
        e.anchor,
        e.headings,
        e.content,
      ]),
    ),
  };
}

/** Rebuilds the full DocSearch records from the compact index. */
export function expandIndex(index: CompactIndex): DocSearchRecord[] {
  const ordinals = new Map<number, number>();
  return index.records.map(([pageIndex, anchor, headings, content]) => {
    const [path, lvl0, language, docusaurusTag] = index.pages[pageIndex];
    const ordinal = ordinals.get(pageIndex) ?? 0;
    ordinals.set(pageIndex, ordinal + 1);
    const hierarchy = Object.fromEntries(
      levels.map((level, i) => [level, i ? headings[i - 1] || null : lvl0]),
    ) as DocSearchRecord["hierarchy"];
    const urlWithoutAnchor = `${index.origin}${path}`;
    return {
      objectID: `${path || "index"}-${ordinal}`,
      type:
        content === null
          ? levels[Math.min(Math.max(headings.length, 1), 6)]
          : "content",
      hierarchy,
      content,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor: anchor || null,
      language,
      docusaurus_tag: docusaurusTag,
    };
  });
}
