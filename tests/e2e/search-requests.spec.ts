// What the search client sends (query, credentials, hits per page, snippet
// length, analytics events) and how it treats its hosts (timeouts, retries,
// every host failing, the insights script failing to load).
// Fault cases beyond these live in search-faults.spec.ts.
import type { Page, Route } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { algolia } from "../../src/config/site";
import {
  DSN_HOST,
  FALLBACK_HOSTS,
  INDEX_NAME,
  answerFromSite,
  interceptSearch,
  openSearch,
  searchAnswer,
  searchFor,
  type SearchAnswerer,
} from "../support/search";

test.describe.configure({ mode: "parallel" });
// Routes may still be answering when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

/** The hierarchy levels under lvl0, which DocSearch retrieves and snippets. */
const LEVELS = [1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`);

test.describe("search request", () => {
  test("posts the spec's query to the DSN host, with credentials in the query string", async ({
    page,
  }) => {
    const { calls, modal } = await searchFor(page, "usePortal");
    await expect(modal.hits.first()).toBeVisible();

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.host).toBe(DSN_HOST);
    expect(call.url.pathname).toBe("/1/indexes/*/queries");
    expect(call.url.searchParams.get("x-algolia-application-id")).toBe(
      algolia.appId,
    );
    expect(call.url.searchParams.get("x-algolia-api-key")).toBe(algolia.apiKey);
    expect(call.body.requests).toHaveLength(1);
    const [request] = call.body.requests;
    expect(request).toEqual({
      query: "usePortal",
      indexName: INDEX_NAME,
      attributesToRetrieve: [
        "hierarchy.lvl0",
        ...LEVELS,
        "content",
        "type",
        "url",
      ],
      attributesToSnippet: expect.arrayContaining(
        [...LEVELS, "content"].map((attribute) =>
          expect.stringMatching(
            new RegExp(`^${attribute.replace(".", "\\.")}:\\d+$`),
          ),
        ),
      ),
      snippetEllipsisText: "…",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: [
        "language:en",
        ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
      ],
    });
  });

  test("the credentials never travel as headers", async ({ page }) => {
    const headers: Record<string, string>[] = [];
    await searchFor(page, "usePortal", async (call, route) => {
      headers.push(route.request().headers());
      await answerFromSite(call, route);
    });
    await expect.poll(() => headers.length).toBeGreaterThan(0);
    for (const sent of headers) {
      expect(
        Object.keys(sent).filter((name) => name.startsWith("x-algolia")),
      ).toEqual([]);
    }
  });

  test("snippets are 10 words long, 5 on screens up to 768 px", async ({
    page,
  }) => {
    const lengths = (
      calls: { body: { requests: Array<{ attributesToSnippet: string[] }> } }[],
    ) =>
      new Set(
        calls.flatMap((c) =>
          c.body.requests[0].attributesToSnippet.map((a) => a.split(":")[1]),
        ),
      );
    const { calls } = await searchFor(page, "portal");
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(lengths(calls)).toEqual(new Set(["10"]));

    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 768, height: 900 });
    calls.length = 0;
    const modal = await openSearch(page);
    await modal.input.fill("teleport");
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(lengths(calls)).toEqual(new Set(["5"]));
  });

  test("the search client identifies itself as version 5.19.0", async ({
    page,
  }) => {
    const { calls } = await searchFor(page, "usePortal");
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0].url.searchParams.get("x-algolia-agent")).toContain(
      "Algolia for JavaScript (5.19.0)",
    );
  });

  test("the page preconnects to the DSN host", async ({ page }) => {
    await page.goto("docs/intro");
    await expect(
      page.locator(
        `link[rel="preconnect"][href="https://${algolia.appId}-dsn.algolia.net"]`,
      ),
    ).toHaveCount(1);
  });

  test("reads results[0]: hits, nbHits and queryID", async ({ page }) => {
    // nbHits shows in the footer; queryID comes back in the click event.
    const { calls, modal } = await searchFor(
      page,
      "usePortal",
      async (call, route) => {
        const answer = searchAnswer(call.body.requests[0]);
        Object.assign(answer.results[0], {
          nbHits: 4242,
          queryID: "answer-query-id",
        });
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify(answer),
        });
      },
    );
    await expect(
      modal.modal.getByRole("link", { name: "See all 4242 results" }),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
    // DocSearch reports no click for the very first hit (its position, 0, reads as "none").
    await modal.hits.nth(1).click();
    await expect
      .poll(() =>
        insightsQueue(page).then(
          (q) =>
            q.find(([name]) => name === "clickedObjectIDsAfterSearch")?.[1],
        ),
      )
      .toMatchObject({ queryID: "answer-query-id" });
  });
});

test.describe("hosts", () => {
  test("a DSN host that does not answer within the 1 s connect timeout is left for another host, at 1 s exactly", async ({
    page,
  }) => {
    // The client's timeouts run on the page clock, which only moves when the
    // test says so: 999 ms and 1000 ms are told apart however busy the machine.
    await page.clock.install();
    const calls = await interceptSearch(page, async (call, route) => {
      // The first host never answers; the client gives up on it by itself.
      if (call.host !== DSN_HOST) await answerFromSite(call, route);
    });
    await page.goto("docs/intro");
    await waitForHydration(page);
    const modal = await openSearch(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await modal.input.fill("portal");
    await expect.poll(() => calls.length).toBe(1);
    await page.clock.runFor(999);
    // Give a retry, had one been sent, the time to reach the route.
    await page.waitForTimeout(250);
    expect(calls.map((c) => c.host)).toEqual([DSN_HOST]);
    await page.clock.runFor(1);
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1].host).toMatch(/-\d\.algolianet\.com$/);
    await expect(modal.hits.first()).toBeVisible();
  });

  test("a 4xx from the DSN host is final: no other host is asked and the error screen shows (a deliberate deviation)", async ({
    page,
  }) => {
    const { calls, modal } = await searchFor(
      page,
      "portal",
      async (call, route) =>
        call.host === DSN_HOST
          ? route.fulfill({
              status: 403,
              contentType: "application/json",
              body: '{"message":"Invalid Application-ID or API key"}',
            })
          : answerFromSite(call, route),
    );
    await expect(modal.error).toContainText("Unable to fetch results");
    expect(calls.map((c) => c.host)).toEqual([DSN_HOST]);
  });

  const unreachable: SearchAnswerer = (_, route: Route) =>
    route.abort("connectionfailed");

  test("a query tries the DSN host first, then each of the three fallback hosts", async ({
    page,
  }) => {
    const { calls } = await searchFor(page, "portal", unreachable);
    await expect.poll(() => calls.length).toBe(4);
    expect(calls[0].host).toBe(DSN_HOST);
    expect(
      calls
        .slice(1)
        .map((c) => c.host)
        .sort(),
    ).toEqual(FALLBACK_HOSTS);
  });

  test('when every host fails, "Unable to fetch results" shows with the network hint', async ({
    page,
  }) => {
    const { modal } = await searchFor(page, "portal", unreachable);
    await expect(modal.error).toBeVisible();
    await expect(modal.error).toContainText("Unable to fetch results");
    await expect(modal.error).toContainText(
      "You might want to check your network connection.",
    );
  });
});

/** The search-insights commands DocSearch queued (its CDN script is blocked, so they stay queued). */
const insightsQueue = (
  page: Page,
): Promise<Array<[string, Record<string, unknown>]>> =>
  page.evaluate(() => {
    const aa = (window as unknown as { aa?: { queue?: IArguments[] } }).aa;
    return (aa?.queue ?? []).map(
      (args) => Array.from(args) as [string, Record<string, unknown>],
    );
  });

test.describe("search analytics", () => {
  test("the insights script is requested from its CDN, and its failure to load is logged", async ({
    page,
    thirdParty,
  }) => {
    const logged = page.waitForEvent(
      "console",
      (m) =>
        m.type() === "error" &&
        m.text().includes("Could not load search-insights.js"),
    );
    await searchFor(page, "portal");
    await logged;
    expect(
      thirdParty.requests.some((url) =>
        /cdn\.jsdelivr\.net\/npm\/search-insights@/.test(url),
      ),
    ).toBe(true);
  });

  test("the hits shown are reported as viewed once, 400 ms after they settle", async ({
    page,
  }) => {
    await page.clock.install();
    await interceptSearch(page);
    await page.goto("docs/intro");
    await waitForHydration(page);
    const modal = await openSearch(page);
    // From here on, time only moves when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await modal.input.fill("portal");
    await expect(modal.hits.first()).toBeVisible();
    const viewed = async () =>
      (await insightsQueue(page)).filter(
        ([name]) => name === "viewedObjectIDs",
      );

    await page.clock.runFor(399);
    expect(await viewed()).toEqual([]);
    await page.clock.runFor(1);
    const events = await viewed();
    expect(events.length).toBeGreaterThan(0);
    const shown = await modal.hits.count();
    const ids = events.flatMap(([, payload]) => payload.objectIDs as string[]);
    expect(ids).toHaveLength(shown);
    for (const [, payload] of events) {
      expect(payload).toMatchObject({
        eventName: "Items Viewed",
        index: INDEX_NAME,
      });
    }
  });

  test("opening a hit reports a click with its object ID, position and the query ID", async ({
    page,
  }) => {
    const { modal } = await searchFor(page, "portal");
    const hit = modal.hits.nth(1);
    await expect(hit).toBeVisible();
    await hit.click();
    const answer = searchAnswer({ query: "portal" }).results[0];
    await expect
      .poll(
        async () =>
          (await insightsQueue(page)).find(
            ([name]) => name === "clickedObjectIDsAfterSearch",
          )?.[1],
      )
      .toMatchObject({
        eventName: "Item Selected",
        index: INDEX_NAME,
        queryID: answer.queryID,
        objectIDs: [expect.any(String)],
        positions: [expect.any(Number)],
      });
  });
});

test.describe("search page", () => {
  test("/search?q= shows results from the same search API", async ({
    page,
  }) => {
    const calls = await interceptSearch(page);
    await page.goto("search?q=portal");
    await waitForHydration(page);
    const answer = searchAnswer({ query: "portal", hitsPerPage: 15 })
      .results[0];

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      'Search results for "portal"',
    );
    await expect(
      page.getByText(`${answer.nbHits} documents found`),
    ).toBeVisible();
    const titles = page.locator("article h2 a");
    await expect(titles).toHaveCount(answer.hits.length);
    await expect(titles.first()).toHaveAttribute(
      "href",
      new URL(answer.hits[0].url).pathname + new URL(answer.hits[0].url).hash,
    );

    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.host).toBe(DSN_HOST);
      expect(call.url.pathname).toBe("/1/indexes/*/queries");
      expect(call.url.searchParams.get("x-algolia-api-key")).toBe(
        algolia.apiKey,
      );
      for (const request of call.body.requests) {
        expect(request).toMatchObject({
          indexName: INDEX_NAME,
          query: "portal",
        });
      }
    }
  });
});
