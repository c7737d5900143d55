// Search when Algolia misbehaves, in both places a reader searches: the
// DocSearch modal and the /search page.
import type { Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { SEARCH_INSIGHTS_SCRIPT } from "../../src/plugins/csp/policy";
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

const ERROR_TITLE = "Unable to fetch results";

// The two places a reader searches, seen through what the tests read of them:
// `search` shows the search for a query (for the modal: a page, the modal
// opened, the query typed), `retype` types a new query into the field shown.
const modal = {
  name: "search modal",
  async search(page: Page, query: string) {
    await open(page, "docs/intro");
    const { input } = await openSearch(page);
    await input.fill(query);
  },
  retype: (page: Page, query: string) => searchModal(page).input.fill(query),
  firstResult: (page: Page) => searchModal(page).hits.first(),
  error: (page: Page) => searchModal(page).error,
  noResults: (page: Page) => searchModal(page).noResults,
};

const searchPage: typeof modal = {
  name: "search page",
  async search(page, query) {
    await open(page, `search?q=${encodeURIComponent(query)}`);
  },
  retype: (page, query) => page.getByRole("searchbox").fill(query),
  firstResult: (page) => page.getByRole("article").first(),
  error: (page) => page.getByRole("alert"),
  noResults: (page) => page.getByText("No results were found"),
};

/** The DSN host answers with `status`, the others from the site's pages. */
const firstHostAnswers =
  (status: number): SearchAnswerer =>
  (call, route) =>
    call.host === DSN_HOST
      ? route.fulfill({ status, json: { message: `status ${status}` } })
      : answerFromSite(call, route);
const refused: SearchAnswerer = (_, route) => route.abort("connectionrefused");
const silent: SearchAnswerer = () => new Promise<void>(() => {});
const garbled: SearchAnswerer = (_, route) =>
  route.fulfill({ contentType: "application/json", body: '{"results": [' });

const hostsOf = (calls: SearchCall[]) => calls.map((call) => call.host);

for (const surface of [modal, searchPage])
  test.describe(surface.name, () => {
    test.use({ failOnProblems: true });

    test("a first host answering 500 is skipped, and asked again by the next query; a 403 from it is final; every host refused, a garbled answer or every host silent shows the network error; a good answer recovers", async ({
      page,
      problems,
    }) => {
      // The shared fixture aborts it, which DocSearch logs as an error.
      await page.route(SEARCH_INSIGHTS_SCRIPT, (route) =>
        route.fulfill({ contentType: "text/javascript", body: "" }),
      );
      // The failures the test plays are the only console errors allowed.
      problems.allow(/status of (500|403)|ERR_CONNECTION_REFUSED/);
      let answer = firstHostAnswers(500);
      const calls = await interceptSearch(page, (call, route) =>
        answer(call, route),
      );
      await surface.search(page, "usePortal");
      await expect(surface.firstResult(page)).toContainText("usePortal");
      expect(calls[0].host).toBe(DSN_HOST);
      expect(FALLBACK_HOSTS).toContain(calls[1].host);
      // Deliberate deviations (tests/README.md), the bundled Algolia client's
      // rules: it forgets a down host, where the spec keeps it down for 120 s,
      // and a 4xx is final, no other host is asked.
      let asked = calls.length;
      await surface.retype(page, "teleport");
      await expect(surface.firstResult(page)).toContainText(/teleport/i);
      expect(calls[asked].host).toBe(DSN_HOST);
      answer = firstHostAnswers(403);
      asked = calls.length;
      await surface.retype(page, "hooks");
      await expect(surface.error(page)).toContainText(ERROR_TITLE);
      expect(hostsOf(calls.slice(asked))).toEqual([DSN_HOST]);

      // Every query is new: the client would answer a repeated one from its cache.
      const recover = async (query: string) => {
        answer = answerFromSite;
        await surface.retype(page, query);
        await expect(surface.firstResult(page)).toContainText(query);
        await expect(surface.error(page)).toBeHidden();
      };
      await recover("PortalHost");
      answer = refused;
      asked = calls.length;
      await surface.retype(page, "teleport guide");
      await expect(surface.error(page)).toContainText(ERROR_TITLE);
      await expect(surface.error(page)).toContainText(
        "You might want to check your network connection.",
      );
      await expect(surface.noResults(page)).toBeHidden();
      expect(new Set(hostsOf(calls.slice(asked)))).toEqual(
        new Set([DSN_HOST, ...FALLBACK_HOSTS]),
      );
      await recover("PortalProvider");
      answer = garbled;
      await surface.retype(page, "portal guide");
      await expect(surface.error(page)).toContainText(ERROR_TITLE);
      await recover("Portal");

      // Silent hosts are only left when the client's timeouts run out, on the
      // page clock from here on.
      await page.clock.install();
      answer = silent;
      asked = calls.length;
      await surface.retype(page, "portal provider");
      // The client waits its connect and read timeouts (1 s and 2 s, longer for
      // every host already timed out) on that clock: run it until the error shows.
      await expect
        .poll(
          async () => {
            if (await surface.error(page).isVisible()) return true;
            await page.clock.runFor(4_000);
            return surface.error(page).isVisible();
          },
          { timeout: 10_000, intervals: [50] },
        )
        .toBe(true);
      expect(new Set(hostsOf(calls.slice(asked))).size).toBe(4);
    });
  });

// autocomplete-core lets this answer through (src/plugins/vendor-patches/patches.ts).
test("search modal: an older query's answer that arrives after a newer query failed does not replace the network error", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls = await interceptSearch(page, async (call, route) => {
    if (call.requests[0].query !== "usePortal") return refused(call, route);
    await held;
    await answerFromSite(call, route);
  });
  await page.clock.install();
  await open(page, "docs/intro");
  const { input, error, hits } = await openSearch(page);
  // The client's timeouts run on the page clock, stopped from here on: the
  // first answer can come as late as the test likes.
  await page.clock.pauseAt(Date.now() + 60_000);
  await input.fill("usePortal");
  await expect.poll(() => calls.length).toBe(1);
  await input.fill("teleport");
  await expect(error).toContainText(ERROR_TITLE);

  const finished = page.waitForEvent("requestfinished", (request) =>
    (request.postData() ?? "").includes('"usePortal"'),
  );
  release();
  await finished;
  // The page has handled the answer once a few of its tasks have run since.
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i += 1)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });
  await expect(error).toContainText(ERROR_TITLE);
  await expect(hits).toHaveCount(0);
  await expect(input).toHaveValue("teleport");
});
