// Search helpers: DocSearch answers built from this site's own production
// pages (so hits, anchors and snippets are the ones readers would get from the
// real crawler), a recorder for the requests the modal sends, and locators for
// the modal's screens.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
import { algolia, site } from "../../src/config/site";
import { buildFiles } from "./build";
import { isAlgoliaSearch } from "./hosts";
import {
  levels,
  type DocSearchRecord as SiteRecord,
  type Hierarchy,
  type Level,
} from "../../src/search/build/records";

export type { Hierarchy };

import { BUILD_DIR as buildDir } from "./paths";

/** Name DocSearch's storage keys end with (`__DOCSEARCH_RECENT_SEARCHES__<index>`). */
export const INDEX_NAME = "react-native-teleport";
export const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
export const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;

/** The host the client asks first, then the fallback hosts in some order. */
export const DSN_HOST = `${algolia.appId}-dsn.algolia.net`.toLowerCase();
export const FALLBACK_HOSTS = [1, 2, 3].map((n) =>
  `${algolia.appId}-${n}.algolianet.com`.toLowerCase(),
);

/** One record in DocSearch's schema, as the crawler would index it (the site's own type, less the facets). */
export type DocSearchRecord = Omit<SiteRecord, "language" | "docusaurus_tag"> &
  Partial<Pick<SiteRecord, "language" | "docusaurus_tag">>;

type HighlightField = {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
};
export type DocSearchHit = DocSearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightField>>;
    content: HighlightField;
  };
  _snippetResult: {
    hierarchy: Partial<Record<Level, Omit<HighlightField, "matchedWords">>>;
    content: Omit<HighlightField, "matchedWords">;
  };
};

/** One query of the `requests` array the DocSearch client posts. */
export type SearchQuery = {
  query: string;
  indexName: string;
  attributesToRetrieve: string[];
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  clickAnalytics: boolean;
  facetFilters: unknown[];
};

export type SearchResponse = {
  results: Array<{
    hits: DocSearchHit[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    exhaustiveNbHits: boolean;
    query: string;
    params: string;
    index: string;
    queryID: string;
    processingTimeMS: number;
  }>;
};

const entities: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
};

/** Visible text of an HTML fragment of the build (tags, hash links and zero-width spaces removed). */
function textOf(html: string): string {
  return html
    .replace(/<a[^>]*class=hash-link[^>]*>[\s\S]*?<\/a>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&(?:lt|gt|amp|quot|#39|#x27|nbsp);/g, (e) => entities[e])
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The records of one built doc page: its title, h2/h3 sections and paragraphs. */
export function pageRecords(html: string, pageUrl: string): DocSearchRecord[] {
  const start = html.indexOf('<div class="theme-doc-markdown markdown">');
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf("</article>", start));
  // The crawler's lvl0 is the active top-level sidebar category.
  const crumb =
    /<li class=breadcrumbs__item><a class=breadcrumbs__link[^>]*>([\s\S]*?)<\/a>/.exec(
      html,
    );
  const hierarchy: Hierarchy = {
    lvl0: crumb ? textOf(crumb[1]) : "Documentation",
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const slug = pageUrl.split("/docs/")[1]?.replace(/\//g, "-") ?? "page";
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;
  const blocks = /<h([1-3])\b([^>]*)>([\s\S]*?)<\/h\1>|<p>([\s\S]*?)<\/p>/g;
  for (const match of body.matchAll(blocks)) {
    const [, depth, attributes, heading, paragraph] = match;
    if (depth) {
      const level = `lvl${depth}` as Exclude<Level, "lvl0">;
      const id = /\bid=(?:"([^"]*)"|([^\s>]+))/.exec(attributes ?? "");
      anchor = depth === "1" ? null : (id?.[1] ?? id?.[2] ?? null);
      hierarchy[level] = textOf(heading);
      for (const deeper of levels.slice(Number(depth) + 1))
        hierarchy[deeper] = null;
      records.push(record(level, null));
    } else {
      const content = textOf(paragraph);
      if (content && hierarchy.lvl1) records.push(record("content", content));
    }
  }
  return records;

  function record(
    type: DocSearchRecord["type"],
    content: string | null,
  ): DocSearchRecord {
    return {
      objectID: `${slug}-${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy: { ...hierarchy },
    };
  }
}

let cachedRecords: DocSearchRecord[] | undefined;

/** Every doc page of the production build as DocSearch records, absolute URLs of the real site. */
export function siteRecords(): DocSearchRecord[] {
  cachedRecords ??= buildFiles(join(buildDir, "docs"))
    .filter((file) => file.endsWith(".html"))
    .sort()
    .flatMap((file) => {
      const path = relative(buildDir, file)
        .replace(/\.html$/, "")
        .replace(/\/index$/, "");
      return pageRecords(
        readFileSync(file, "utf8"),
        `${site.url}${site.baseUrl}${path}`,
      );
    });
  return cachedRecords;
}

/** The first record whose page URL ends with `path` and whose type is `type`. */
export function recordOf(
  path: string,
  type: DocSearchRecord["type"] = "lvl1",
): DocSearchRecord {
  const found = siteRecords().find(
    (r) => r.url_without_anchor.endsWith(path) && r.type === type,
  );
  if (!found) throw new Error(`no ${type} record for ${path} in the build`);
  return found;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeRegExp = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function highlight(value: string, query: string[]): HighlightField {
  const matched = query.filter((w) => value.toLowerCase().includes(w));
  const marked = matched.length
    ? escapeHtml(value).replace(
        new RegExp(
          matched.map((w) => escapeRegExp(escapeHtml(w))).join("|"),
          "gi",
        ),
        (m) => `<mark>${m}</mark>`,
      )
    : escapeHtml(value);
  return {
    value: marked,
    matchLevel:
      matched.length === 0
        ? "none"
        : matched.length === query.length
          ? "full"
          : "partial",
    matchedWords: matched,
  };
}

/** Algolia's snippet: `length` words around the first match, cut ends marked with the ellipsis. */
function snippet(field: HighlightField, length: number, ellipsis: string) {
  const tokens = field.value.split(" ");
  const first = Math.max(
    0,
    tokens.findIndex((t) => t.includes("<mark>")),
  );
  const from = Math.max(
    0,
    Math.min(first - Math.floor(length / 2), tokens.length - length),
  );
  const cut = tokens.slice(from, from + length).join(" ");
  return {
    value: `${from > 0 ? ellipsis : ""}${cut}${from + length < tokens.length ? ellipsis : ""}`,
    matchLevel: field.matchLevel,
  };
}

function toHit(
  record: DocSearchRecord,
  query: string[],
  request: Partial<SearchQuery>,
): DocSearchHit {
  const snippetLength = (attribute: string): number => {
    const spec = request.attributesToSnippet?.find((a) =>
      a.startsWith(`${attribute}:`),
    );
    return spec ? Number(spec.split(":")[1]) : 10;
  };
  const ellipsis = request.snippetEllipsisText ?? "…";
  const hierarchy: DocSearchHit["_highlightResult"]["hierarchy"] = {};
  const hierarchySnippet: DocSearchHit["_snippetResult"]["hierarchy"] = {};
  for (const level of levels) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    hierarchy[level] = highlight(value, query);
    hierarchySnippet[level] = snippet(
      hierarchy[level],
      snippetLength(`hierarchy.${level}`),
      ellipsis,
    );
  }
  const content = highlight(record.content ?? "", query);
  return {
    ...record,
    _highlightResult: { hierarchy, content },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      content: snippet(content, snippetLength("content"), ellipsis),
    },
  };
}

/** A DocSearch answer for one query: every record containing all its words, like Algolia's AND matching. */
export function searchAnswer(
  request: Partial<SearchQuery> & { query: string },
  records: DocSearchRecord[] = siteRecords(),
): SearchResponse {
  const query = words(request.query ?? "");
  const matches = records.filter((r) => {
    const text = [...levels.map((l) => r.hierarchy[l] ?? ""), r.content ?? ""]
      .join(" ")
      .toLowerCase();
    return query.length > 0 && query.every((w) => text.includes(w));
  });
  const hitsPerPage = request.hitsPerPage ?? 20;
  return {
    results: [
      {
        hits: matches
          .slice(0, hitsPerPage)
          .map((r) => toHit(r, query, request)),
        nbHits: matches.length,
        page: 0,
        nbPages: Math.ceil(matches.length / hitsPerPage),
        hitsPerPage,
        exhaustiveNbHits: true,
        query: request.query,
        params: new URLSearchParams({ query: request.query }).toString(),
        index: request.indexName ?? INDEX_NAME,
        queryID: `q${Buffer.from(request.query).toString("hex").padEnd(31, "0").slice(0, 31)}`,
        processingTimeMS: 1,
      },
    ],
  };
}

/** One search request the page sent, as the Algolia host received it. */
export type SearchCall = {
  host: string;
  url: URL;
  body: { requests: SearchQuery[] };
};

export type SearchAnswerer = (call: SearchCall, route: Route) => Promise<void>;

/** An answerer that answers every query of the call with `searchAnswer` over `records`. */
const answerFrom =
  (records: () => DocSearchRecord[]): SearchAnswerer =>
  async (call, route) => {
    const results = call.body.requests.flatMap(
      (request) => searchAnswer(request, records()).results,
    );
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ results }),
    });
  };

/** Answers from the site's own pages, as the real index would. */
export const answerFromSite: SearchAnswerer = answerFrom(siteRecords);

/** Answers as an index with no matching record would. */
export const answerNoHits: SearchAnswerer = answerFrom(() => []);

/**
 * One query as the client posted it. The modal posts objects; a client may
 * also post Algolia's `params` query string, which is read into the same
 * fields (JSON values such as arrays decoded).
 */
function queryOf(raw: Record<string, unknown>): SearchQuery {
  const { params, ...fields } = raw;
  if (typeof params !== "string") return fields as SearchQuery;
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = /^[[{0-9tf]/.test(value) ? JSON.parse(value) : value;
    } catch {
      parsed[key] = value;
    }
  }
  return { ...parsed, ...fields } as SearchQuery;
}

/** A search request, read as the Algolia host would. */
export function searchCallOf(request: Request): SearchCall {
  const url = new URL(request.url());
  let body: { requests?: Record<string, unknown>[] } = {};
  try {
    body = JSON.parse(request.postData() ?? "{}");
  } catch {
    // A body that is not JSON has no queries to answer.
  }
  return {
    host: url.hostname,
    url,
    body: { requests: (body.requests ?? []).map(queryOf) },
  };
}

/**
 * Intercepts the page's Algolia search requests (page routes win over the
 * shared context route) and records each of them; `answer` decides the reply.
 * A request is recorded when the page sends it: one the client gives up on
 * (its timeout, on a clock the test runs fast) before the route sees it was
 * still sent.
 */
export async function interceptSearch(
  page: Page,
  answer: SearchAnswerer = answerFromSite,
): Promise<SearchCall[]> {
  const calls: SearchCall[] = [];
  page.on("request", (request) => {
    if (isAlgoliaSearch(request.url())) calls.push(searchCallOf(request));
  });
  await page.route(
    (url) => isAlgoliaSearch(url.href),
    async (route) => {
      await answer(searchCallOf(route.request()), route);
    },
  );
  return calls;
}

/** The DocSearch modal and the parts of it the tests read. */
export function searchModal(page: Page) {
  const modal = page.locator(".DocSearch-Modal");
  return {
    modal,
    input: modal.locator("#docsearch-input"),
    hits: modal.getByRole("option"),
    groups: modal.locator(".DocSearch-Hit-source"),
    noResults: modal.locator(".DocSearch-NoResults"),
    error: modal.locator(".DocSearch-ErrorScreen"),
    startScreen: modal.locator(".DocSearch-StartScreen"),
    section: (title: string): Locator =>
      modal.locator(".DocSearch-Hits").filter({
        has: page.locator(".DocSearch-Hit-source", { hasText: title }),
      }),
  };
}

/** The navbar's search button. */
export const searchButton = (page: Page): Locator =>
  page.locator("button.DocSearch-Button");

/** Opens the modal from the navbar button and waits for its input to have focus. */
export async function openSearch(
  page: Page,
): Promise<ReturnType<typeof searchModal>> {
  await searchButton(page).click();
  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  return modal;
}

/**
 * Loads `path` (a doc page by default), opens the modal and types `query`,
 * with every search request recorded and answered by `answer`.
 */
export async function searchFor(
  page: Page,
  query: string,
  answer?: SearchAnswerer,
  path = "docs/intro",
): Promise<{ calls: SearchCall[]; modal: ReturnType<typeof searchModal> }> {
  const calls = await interceptSearch(page, answer);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute(
    "data-has-hydrated",
    "true",
  );
  const modal = await openSearch(page);
  await modal.input.fill(query);
  return { calls, modal };
}

/** A record as DocSearch keeps it in local storage (recent or favorite searches). */
export function storedSearch(record: DocSearchRecord): DocSearchRecord & {
  __autocomplete_id: number;
} {
  return { ...record, __autocomplete_id: 0 };
}
