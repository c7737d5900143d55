import { test as base, expect, type Page, type Route } from "@playwright/test";
import {
  isAlgolia,
  isAlgoliaSearch,
  isGoogle,
  isLocal,
  NOT_LOCAL,
} from "./hosts";
import { answerSearch } from "./search";

type ThirdParty = {
  /** Every non-local request the page made; all of them were answered by a route. */
  requests: string[];
  /** Requests that reached the network instead of a route handler (must stay empty). */
  unhandled: string[];
};

/** The shared fixture's answer to one third-party request. */
async function answerThirdParty(route: Route): Promise<void> {
  const url = route.request().url();
  if (isAlgoliaSearch(url)) {
    await answerSearch(route);
  } else if (isAlgolia(url)) {
    // Insights events: Algolia acknowledges them with a message.
    await route.fulfill({ json: { status: 200, message: "OK" } });
  } else if (isGoogle(url)) {
    await route.fulfill({ contentType: "text/javascript", body: "" });
  } else {
    await route.abort("blockedbyclient");
  }
}

/**
 * Every test runs behind these routes: Algolia's search answers come from the
 * answer engine in `search.ts` (this site's own pages), insights events are
 * acknowledged, Google Analytics with an empty script, anything else
 * third-party is aborted. A test that needs another answer registers its own
 * route, which takes precedence.
 */
export const test = base.extend<{
  thirdParty: ThirdParty;
}>({
  thirdParty: [
    async ({ context }, use) => {
      const handled = new Set<string>();
      const seen: string[] = [];
      context.on("request", (request) => {
        if (!isLocal(request.url())) seen.push(request.url());
      });
      await context.route(NOT_LOCAL, async (route: Route) => {
        handled.add(route.request().url());
        try {
          await answerThirdParty(route);
        } catch (error) {
          // When a test ends with a request in flight, Playwright can pass
          // it on here after a test's own route has answered it already.
          if (!/Route is already handled/.test(String(error))) throw error;
        }
      });
      const thirdParty: ThirdParty = {
        requests: seen,
        get unhandled() {
          return seen.filter((url) => !handled.has(url));
        },
      };
      await use(thirdParty);
      // A request still being answered when the test ends (a prefetch, a
      // search typed last) must not fail the test as the page closes.
      await context.unrouteAll({ behavior: "ignoreErrors" });
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the server-rendered page. A selector wait is
 * answered by the page as soon as the attribute flips; `expect` polling would
 * look again only after 100, 250 and 500 ms, which every test would pay.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {
    state: "attached",
  });
}

export { expect };
