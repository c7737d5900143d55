// Search helpers: DocSearch answers from the Algolia stand-in over this
// build's own records, a recorder for the requests the modal sends, and
// locators for the modal's screens.
import {
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
import { algolia } from "../../src/config/site";
import type {
  DocSearchRecord,
  Hierarchy,
  Level,
} from "../../src/search/build/records";
import {
  algoliaStandIn,
  buildRecords,
  queriesOf,
  type AlgoliaQuery,
} from "./algolia";
import { isAlgoliaSearch } from "./hosts";
import { BUILD_DIR } from "./paths";

export type { DocSearchRecord, Hierarchy };

/** Name DocSearch's storage keys end with (`__DOCSEARCH_RECENT_SEARCHES__<index>`). */
export const INDEX_NAME = algolia.indexName;
export const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
export const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;

/** The host the client asks first, then the fallback hosts in some order. */
export const DSN_HOST = `${algolia.appId}-dsn.algolia.net`.toLowerCase();
export const FALLBACK_HOSTS = [1, 2, 3].map((n) =>
  `${algolia.appId}-${n}.algolianet.com`.toLowerCase(),
);

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
export type SearchQuery = AlgoliaQuery & {
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
    query: string;
    index: string;
    queryID: string;
  }>;
};

let records: DocSearchRecord[] | undefined;
let standIn: ReturnType<typeof algoliaStandIn> | undefined;

/** Every page of the production build as DocSearch records, absolute URLs of the real site. */
export function siteRecords(): DocSearchRecord[] {
  records ??= buildRecords(BUILD_DIR);
  return records;
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

/** The stand-in's answer to one query, as the hosted index would give it. */
export function searchAnswer(
  request: Partial<SearchQuery> & { query: string },
): SearchResponse {
  standIn ??= algoliaStandIn(siteRecords());
  return standIn([request]) as SearchResponse;
}

/** One search request the page sent, as the Algolia host received it. */
export type SearchCall = {
  host: string;
  url: URL;
  body: { requests: SearchQuery[] };
};

export type SearchAnswerer = (call: SearchCall, route: Route) => Promise<void>;

/** A search request, read as the Algolia host would. */
export function searchCallOf(request: Request): SearchCall {
  const url = new URL(request.url());
  return {
    host: url.hostname,
    url,
    body: { requests: queriesOf(request.postData()) as SearchQuery[] },
  };
}

/** An answerer that answers every query of the call from `answer`. */
const answerWith =
  (answer: () => ReturnType<typeof algoliaStandIn>): SearchAnswerer =>
  async (call, route) => {
    await route.fulfill({ json: answer()(call.body.requests) });
  };

/** Answers from the site's own pages, as the real index would. */
export const answerFromSite: SearchAnswerer = answerWith(
  () => (standIn ??= algoliaStandIn(siteRecords())),
);

const emptyIndex = algoliaStandIn([]);

/** Answers as an index with no matching record would. */
export const answerNoHits: SearchAnswerer = answerWith(() => emptyIndex);

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
