// Search helpers: a stand-in for Algolia's search API
// (`POST /1/indexes/*/queries`) that answers with the local backend's engine
// over a build's own index, so hits, highlights and snippets come in Algolia's
// response shape from the pages a reader would search (shared with `npm run
// bench`); a recorder for the requests the page sends; locators for the
// modal's screens.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
import { algolia } from "../../src/config/site";
import { indexFileName } from "../../src/search/client/constants";
import {
  createEngine,
  type LocalRequest,
  type ShippedIndex,
} from "../../src/search/client/engine";
import { open } from "./fixtures";
import { isAlgoliaSearch } from "./hosts";
import { BUILD_DIR } from "./paths";

/** One query of the `requests` array a client posts. */
type AlgoliaQuery = LocalRequest & { query: string };

/** The queries of a request body: Algolia's v5 clients post each one's parameters as its fields. */
export function queriesOf(body: string | null): AlgoliaQuery[] {
  return (
    (JSON.parse(body ?? "{}") as { requests?: AlgoliaQuery[] }).requests ?? []
  );
}

/**
 * Answers a multi-query request as the hosted index would, from the index
 * the build in `buildDir` ships. The query ID is derived from the query, so a
 * test can predict the one a click reports.
 */
export function algoliaStandIn(buildDir: string) {
  const file = join(buildDir, indexFileName);
  const engine = createEngine(
    JSON.parse(readFileSync(file, "utf8")) as ShippedIndex,
  );
  return (queries: Array<Partial<AlgoliaQuery>>) => ({
    results: queries.map((query) => ({
      ...engine.search({ indexName: algolia.indexName, ...query }),
      queryID: `q${Buffer.from(query.query ?? "").toString("hex")}`
        .padEnd(32, "0")
        .slice(0, 32),
    })),
  });
}

/** The host the client asks first, then the fallback hosts in some order. */
export const DSN_HOST = `${algolia.appId}-dsn.algolia.net`.toLowerCase();
export const FALLBACK_HOSTS = [1, 2, 3].map((n) =>
  `${algolia.appId}-${n}.algolianet.com`.toLowerCase(),
);

let standIn: ReturnType<typeof algoliaStandIn> | undefined;
/** The stand-in over every page of the production build, absolute URLs of the real site. */
const siteStandIn = () => (standIn ??= algoliaStandIn(BUILD_DIR));

/** The stand-in's answer to one query, as the hosted index would give it. */
export function searchAnswer(query: Partial<AlgoliaQuery> & { query: string }) {
  return siteStandIn()([query]).results[0];
}

/** One search request the page sent, as the Algolia host received it. */
export type SearchCall = {
  host: string;
  url: URL;
  headers: Record<string, string>;
  requests: Array<AlgoliaQuery & { attributesToSnippet: string[] }>;
};

export type SearchAnswerer = (call: SearchCall, route: Route) => Promise<void>;

/** Answers every query of the call from the site's own pages, as the real index would. */
export const answerFromSite: SearchAnswerer = (call, route) =>
  route.fulfill({ json: siteStandIn()(call.requests) });

function searchCallOf(request: Request): SearchCall {
  const url = new URL(request.url());
  return {
    host: url.hostname,
    url,
    headers: request.headers(),
    requests: queriesOf(request.postData()) as SearchCall["requests"],
  };
}

/** The shared fixture's answer to a search request no test routes itself. */
export const answerSearch = (route: Route) =>
  answerFromSite(searchCallOf(route.request()), route);

/**
 * Routes the page's Algolia search requests (page routes win over the shared
 * context route) to `answer`, and records each one when the page sends it:
 * one the client gives up on (its timeout, on a clock the test runs fast)
 * before the route sees it was still sent.
 */
export async function interceptSearch(
  page: Page,
  answer: SearchAnswerer = answerFromSite,
): Promise<SearchCall[]> {
  // Indexing the site takes about a second on a busy machine: done now, not
  // while the page's client waits out its 1 s connect timeout.
  siteStandIn();
  const calls: SearchCall[] = [];
  await page.route(
    (url) => isAlgoliaSearch(url.href),
    (route) => answer(searchCallOf(route.request()), route),
  );
  page.on("request", (request) => {
    if (isAlgoliaSearch(request.url())) calls.push(searchCallOf(request));
  });
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
    section: (title: string): Locator =>
      modal.locator(".DocSearch-Hits").filter({
        has: page.locator(".DocSearch-Hit-source", { hasText: title }),
      }),
  };
}

export const searchButton = (page: Page): Locator =>
  page.locator("button.DocSearch-Button");

/** The modal's chunk: it loads when the reader points at or focuses the button, or with the key. */
export const modalChunk = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;

/** Opens the modal from the navbar button and waits for its input to have focus. */
export async function openSearch(page: Page) {
  await searchButton(page).click();
  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  return modal;
}

/**
 * Loads a doc page, opens the modal and types `query`, with every search
 * request recorded and answered by `answer`.
 */
export async function searchFor(
  page: Page,
  query: string,
  answer?: SearchAnswerer,
) {
  const calls = await interceptSearch(page, answer);
  await open(page, "docs/intro");
  const modal = await openSearch(page);
  await modal.input.fill(query);
  return { calls, modal };
}

/** The search-insights commands DocSearch queued (its CDN script is blocked, so they stay queued). */
export const insightsEvents = (
  page: Page,
  name: string,
): Promise<Array<Record<string, unknown>>> =>
  page.evaluate(
    (name) =>
      ((window as unknown as { aa?: { queue?: IArguments[] } }).aa?.queue ?? [])
        .filter((args) => args[0] === name)
        .map((args) => args[1] as Record<string, unknown>),
    name,
  );
