// What the search client sends (the query, credentials, snippet length,
// analytics events) and when, on the page clock: the stall, the connect
// timeout, the insights debounce (faults: search-faults.spec.ts; the
// 64-character cut: local-search.spec.ts).
import { test, expect, open } from "../support/fixtures";
import { algolia } from "../../src/config/site";
import {
  DSN_HOST,
  FALLBACK_HOSTS,
  answerFromSite,
  insightsEvents,
  interceptSearch,
  openSearch,
  searchAnswer,
  searchFor,
  type SearchCall,
} from "../support/search";

/** The hierarchy levels under lvl0, which DocSearch retrieves and snippets. */
const LEVELS = [1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`);

/** The first request went to the DSN host, any retry to a fallback one; each to the search path, with the credentials in its query string only. */
function expectCredentialsInQuery(calls: SearchCall[]) {
  expect(calls[0].host).toBe(DSN_HOST);
  for (const { host, url, headers } of calls) {
    expect([DSN_HOST, ...FALLBACK_HOSTS]).toContain(host);
    expect(url.pathname).toBe("/1/indexes/*/queries");
    expect(url.searchParams.get("x-algolia-application-id")).toBe(
      algolia.appId,
    );
    expect(url.searchParams.get("x-algolia-api-key")).toBe(algolia.apiKey);
    expect(
      Object.keys(headers).filter((h) => h.startsWith("x-algolia")),
    ).toEqual([]);
  }
}

test("the modal posts the spec's query to the preconnected DSN host and reads results[0]; See all N results leads to the search page, which asks the same API and shows a spinner while its answer is on its way", async ({
  page,
}) => {
  const index: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/search-index.json")) index.push(request.url());
  });
  // Set once the modal is done: the search page's answer waits for the test.
  let held = Promise.resolve();
  let release = () => {};
  // A total no page of hits could add up to, so the footer can only read it from nbHits.
  const { calls, modal } = await searchFor(
    page,
    "usePortal",
    async (call, route) => {
      await held;
      const results = call.requests.map((q) => ({
        ...searchAnswer(q),
        nbHits: 4242,
      }));
      // A host the client gave up on meanwhile is no longer listening.
      await route.fulfill({ json: { results } }).catch(() => {});
    },
  );
  await expect(
    page.locator(
      `link[rel="preconnect"][href="https://${algolia.appId}-dsn.algolia.net"]`,
    ),
  ).toHaveCount(1);
  await expect(modal.hits.first()).toBeVisible();
  expect(calls).toHaveLength(1);
  expectCredentialsInQuery(calls);
  // The modal's client, DocSearch's own; the search page bundles a newer one.
  expect(calls[0].url.searchParams.get("x-algolia-agent")).toContain(
    "Algolia for JavaScript (5.19.0)",
  );
  expect(calls[0].requests).toEqual([
    {
      query: "usePortal",
      indexName: algolia.indexName,
      attributesToRetrieve: [
        "hierarchy.lvl0",
        ...LEVELS,
        "content",
        "type",
        "url",
      ],
      attributesToSnippet: [...LEVELS, "content"].map((a) => `${a}:10`),
      snippetEllipsisText: "…",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: [
        "language:en",
        ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
      ],
    },
  ]);

  calls.length = 0;
  held = new Promise<void>((resolve) => (release = resolve));
  await modal.modal.getByRole("link", { name: "See all 4242 results" }).click();
  await expect(page).toHaveURL(/\/search\?q=usePortal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Search results for "usePortal"',
  );
  const spinner = page.locator('main [class*="loadingSpinner"]');
  await expect(spinner).toBeVisible();
  await expect(page.getByText("No results were found")).toBeHidden();
  await expect(page.getByRole("article")).toHaveCount(0);
  release();
  await expect(page.getByText("4242 documents found")).toBeVisible();
  // Algolia answers, so it is credited, with its logo.
  const logo = page
    .getByRole("link", { name: "Powered by Algolia" })
    .getByRole("img", { name: "Algolia" });
  await expect(logo).toBeVisible();
  const { hits } = searchAnswer({ query: "usePortal", hitsPerPage: 15 });
  const titles = page.locator("article h2 a");
  await expect(titles).toHaveCount(hits.length);
  const first = new URL(hits[0].url);
  await expect(titles.first()).toHaveAttribute(
    "href",
    first.pathname + first.hash,
  );
  await expect(spinner).toBeHidden();
  expectCredentialsInQuery(calls);
  for (const request of calls.flatMap((call) => call.requests))
    expect(request).toMatchObject({
      indexName: algolia.indexName,
      query: "usePortal",
    });
  // Production searches with Algolia: the local index never loads.
  expect(index).toEqual([]);
});

test("on a screen 768 px wide, snippets are 5 words; on the page clock: the modal stalls at 300 ms, leaves a silent DSN host at 1 s for another, and reports the hits shown as viewed 400 ms after they settle; the insights script's failure to load is logged", async ({
  page,
  thirdParty,
}) => {
  const logged = page.waitForEvent(
    "console",
    (m) =>
      m.type() === "error" &&
      m.text().includes("Could not load search-insights.js"),
  );
  // The page clock only moves when the test says so: 999 ms and 1000 ms are
  // told apart however busy the machine.
  await page.setViewportSize({ width: 768, height: 900 });
  await page.clock.install();
  const calls = await interceptSearch(page, async (call, route) => {
    // The first host never answers; the client gives up on it by itself.
    if (call.host !== DSN_HOST) await answerFromSite(call, route);
  });
  await open(page, "docs/intro");
  const modal = await openSearch(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  // Shown only while the modal is stalled.
  const spinner = page.locator(".DocSearch-LoadingIndicator");
  await modal.input.fill("portal");
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0].requests[0].attributesToSnippet).toEqual(
    [...LEVELS, "content"].map((a) => `${a}:5`),
  );
  await page.clock.runFor(299);
  await expect(spinner).toBeHidden();
  await page.clock.runFor(1);
  await expect(spinner).toBeVisible();
  await page.clock.runFor(699);
  // Had a retry been sent by 999 ms, it reaches the test before a request
  // the page sends after it.
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith("?sent-after")),
    page.evaluate(() => void fetch("?sent-after")),
  ]);
  expect(calls.map((c) => c.host)).toEqual([DSN_HOST]);
  await page.clock.runFor(1);
  await expect.poll(() => calls.length).toBe(2);
  expect(FALLBACK_HOSTS).toContain(calls[1].host);
  await expect(modal.hits.first()).toBeVisible();
  await expect(spinner).toBeHidden();

  const viewed = () => insightsEvents(page, "viewedObjectIDs");
  await page.clock.runFor(399);
  expect(await viewed()).toEqual([]);
  await page.clock.runFor(1);
  const events = await viewed();
  const ids = events.flatMap((payload) => payload.objectIDs as string[]);
  expect(ids).toHaveLength(await modal.hits.count());
  for (const payload of events) {
    expect(payload).toMatchObject({
      eventName: "Items Viewed",
      index: algolia.indexName,
    });
  }
  await logged;
  expect(
    thirdParty.requests.some((url) =>
      /cdn\.jsdelivr\.net\/npm\/search-insights@/.test(url),
    ),
  ).toBe(true);
});
