// Search when Algolia misbehaves: a first host answering 500 or 403, every
// host refused or silent, a garbled answer, a slow answer. The faults are
// played against both places a reader searches: the DocSearch modal and the
// /search page.
import type { Locator, Page, Route } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { serveSearchInsights, watchProblems } from "../support/page-checks";
import {
  DSN_HOST,
  FALLBACK_HOSTS,
  answerFromSite,
  interceptSearch,
  openSearch,
  searchModal,
  type SearchAnswerer,
  type SearchCall,
} from "../support/search";

test.describe.configure({ mode: "parallel" });
// Routes may still be answering when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const ERROR_TITLE = "Unable to fetch results";

/** One place a reader searches, seen through what the tests read of it. */
type Surface = {
  name: string;
  /** Shows the search for `query` (loads the page; for the modal, opens it and types). */
  search(page: Page, query: string): Promise<void>;
  /** Types a new query into the search field already shown. */
  retype(page: Page, query: string): Promise<void>;
  firstResult(page: Page): Locator;
  error(page: Page): Locator;
  noResults(page: Page): Locator;
};

const modal: Surface = {
  name: "search modal",
  async search(page, query) {
    await page.goto("docs/intro");
    await waitForHydration(page);
    const { input } = await openSearch(page);
    await input.fill(query);
  },
  retype: (page, query) => searchModal(page).input.fill(query),
  firstResult: (page) => searchModal(page).hits.first(),
  error: (page) => searchModal(page).error,
  noResults: (page) => searchModal(page).noResults,
};

const searchPage: Surface = {
  name: "search page",
  async search(page, query) {
    await page.goto(`search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
  },
  retype: (page, query) => page.getByRole("searchbox").fill(query),
  firstResult: (page) => page.getByRole("article").first(),
  error: (page) => page.getByRole("alert"),
  noResults: (page) => page.getByText("No results were found"),
};

const serverError: SearchAnswerer = (_, route) =>
  route.fulfill({ status: 500, json: { message: "boom" } });
const forbiddenFirst: SearchAnswerer = (call, route) =>
  call.host === DSN_HOST
    ? route.fulfill({ status: 403, json: { message: "Invalid API key" } })
    : answerFromSite(call, route);
const refused: SearchAnswerer = (_, route) => route.abort("connectionrefused");
const silent: SearchAnswerer = () => new Promise<void>(() => {});
const garbled: SearchAnswerer = (_, route) =>
  route.fulfill({ contentType: "application/json", body: '{"results": [' });

/** Search requests answered by `first` until the test swaps `answer.current`. */
async function switchableSearch(page: Page, first: SearchAnswerer) {
  const answer = { current: first };
  const calls = await interceptSearch(page, (call, route) =>
    answer.current(call, route),
  );
  return { answer, calls };
}

/**
 * Runs the page clock forward until `target` shows: the Algolia client waits
 * its connect and read timeouts (1 s and 2 s, longer for every host already
 * timed out) on that clock.
 */
async function advanceUntil(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.clock.runFor(4_000);
        return target.isVisible();
      },
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(true);
}

const hostsOf = (calls: SearchCall[]) => calls.map((call) => call.host);

for (const surface of [modal, searchPage]) {
  test(`${surface.name}: a first host answering 500 is skipped, 403 is final; every host refused, a garbled answer or every host silent shows the network error; a good answer recovers`, async ({
    page,
  }) => {
    await serveSearchInsights(page);
    const problems = await watchProblems(page);
    const { answer, calls } = await switchableSearch(page, (call, route) =>
      (call.host === DSN_HOST ? serverError : answerFromSite)(call, route),
    );
    await surface.search(page, "usePortal");
    await expect(surface.firstResult(page)).toContainText("usePortal");
    expect(calls[0].host).toBe(DSN_HOST);
    expect(FALLBACK_HOSTS).toContain(calls[1].host);
    // A deliberate deviation (tests/README.md): the bundled Algolia client
    // forgets a down host, where the spec keeps it down for 120 s.
    let asked = calls.length;
    await surface.retype(page, "teleport");
    await expect(surface.firstResult(page)).toContainText(/teleport/i);
    expect(calls[asked].host).toBe(DSN_HOST);

    const recover = async (query: string) => {
      answer.current = answerFromSite;
      await surface.retype(page, query);
      await expect(surface.firstResult(page)).toContainText(query);
      await expect(surface.error(page)).toBeHidden();
    };
    const fail = async (fault: SearchAnswerer, query: string) => {
      answer.current = fault;
      asked = calls.length;
      await surface.retype(page, query);
      await expect(surface.error(page)).toContainText(ERROR_TITLE);
    };
    // Every query is new: the client would answer a repeated one from its cache.
    // Also a deliberate deviation: a 4xx is final, no other host is asked.
    await fail(forbiddenFirst, "hooks");
    expect(hostsOf(calls.slice(asked))).toEqual([DSN_HOST]);
    await recover("PortalHost");
    await fail(refused, "portal");
    await expect(surface.error(page)).toContainText(
      "You might want to check your network connection.",
    );
    await expect(surface.noResults(page)).toBeHidden();
    expect(calls[asked].host).toBe(DSN_HOST);
    expect(new Set(hostsOf(calls.slice(asked)))).toEqual(
      new Set([DSN_HOST, ...FALLBACK_HOSTS]),
    );
    await recover("PortalProvider");
    await fail(garbled, "teleport guide");
    await recover("Teleport");

    // Silent hosts are only left when the client's timeouts run out, on the
    // page clock from here on.
    await page.clock.install();
    answer.current = silent;
    asked = calls.length;
    await surface.retype(page, "portal provider");
    await advanceUntil(page, surface.error(page));
    expect(new Set(hostsOf(calls.slice(asked))).size).toBe(4);
    expect(
      problems.messages.filter(
        (m) => !/status of (500|403)|ERR_CONNECTION_REFUSED/.test(m),
      ),
    ).toEqual([]);
  });
}

test("the modal's stalled state starts at 300 ms exactly and ends with the answer", async ({
  page,
}) => {
  const held: Array<{ call: SearchCall; route: Route }> = [];
  await interceptSearch(page, async (call, route) => {
    held.push({ call, route });
  });
  await page.clock.install();
  await page.goto("docs/intro");
  await waitForHydration(page);
  const { input, hits } = await openSearch(page);
  // From here on, time only moves when the test says so: the client's 1 s
  // connect timeout never runs out.
  await page.clock.pauseAt(Date.now() + 60_000);
  const stalled = page.locator(".DocSearch-Container--Stalled");
  const spinner = page.locator(".DocSearch-LoadingIndicator");
  await input.fill("usePortal");
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(299);
  await expect(stalled).toHaveCount(0);
  await expect(spinner).toBeHidden();
  await page.clock.runFor(1);
  await expect(stalled).toHaveCount(1);
  await expect(spinner).toBeVisible();
  await answerFromSite(held[0].call, held[0].route);
  await expect(hits.first()).toContainText("usePortal");
  await expect(stalled).toHaveCount(0);
});
