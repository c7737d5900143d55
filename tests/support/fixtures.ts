import { test as base, expect, type Page, type Route } from "@playwright/test";
import { SEARCH_INSIGHTS_SCRIPT } from "../../src/plugins/csp/policy";
import {
  allowedByPolicy,
  isAlgoliaSearch,
  isLocal,
  NOT_LOCAL,
  PROXY_REFUSED,
} from "./hosts";
import { answerSearch } from "./search";

/** Everything a page reports going wrong, collected from the moment it opens. */
export type PageProblems = {
  /**
   * console.error and console.warn messages, and uncaught errors. The browser
   * prints each Content-Security-Policy violation as an error.
   */
  messages: string[];
  /** Leaves messages that match `pattern` out from now on. */
  allow(pattern: RegExp): void;
};

/**
 * Every test runs behind these routes: Algolia's search answers come from the
 * answer engine in `search.ts` (this site's own pages), the other hosts the
 * CSP allows get empty answers, anything else third-party is aborted. A test
 * that needs another answer registers its own route, which takes precedence. When the test ends, every third-party
 * request it made must have met a route: none reached the network.
 */
export const test = base.extend<{
  /** Every non-local request the page made; all of them met a route. */
  thirdParty: { requests: string[] };
  problems: PageProblems;
  failOnProblems: boolean;
}>({
  thirdParty: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const escaped: string[] = [];
      let ended = false;
      context.on("request", (request) => {
        if (!isLocal(request.url())) seen.push(request.url());
      });
      // The browser's proxy refuses every connection (playwright.config.ts):
      // a third-party request no route answered fails there.
      context.on("requestfailed", (request) => {
        if (request.failure()?.errorText === PROXY_REFUSED)
          escaped.push(request.url());
      });
      await context.route(NOT_LOCAL, async (route: Route) => {
        const url = route.request().url();
        try {
          if (isAlgoliaSearch(url)) await answerSearch(route);
          // Any other host the CSP allows (gtag.js, page views, search
          // insights) gets an empty answer, so a new third party needs its
          // origin in the policy and nothing here.
          else if (allowedByPolicy(url) && url !== SEARCH_INSIGHTS_SCRIPT)
            await route.fulfill({ body: "" });
          else await route.abort("blockedbyclient");
        } catch (error) {
          // When the test has ended, or when a request is in flight as a
          // test's own route answers it, Playwright can pass it on here too.
          if (!ended && !/Route is already handled/.test(String(error))) {
            throw error;
          }
        }
      });
      await use({ requests: seen });
      // A request still being answered when the test ends (a prefetch, a
      // search typed last) must not fail the test as the page closes; the
      // context's route stays, so nothing sent from now on is let through.
      ended = true;
      for (const page of context.pages()) {
        await page.unrouteAll({ behavior: "ignoreErrors" });
      }
      expect(escaped, "third-party requests that met no route").toEqual([]);
    },
    { auto: true },
  ],
  failOnProblems: [false, { option: true }],
  /**
   * What the page reports going wrong. Under `test.use({ failOnProblems:
   * true })` a test fails on any console error or warning, uncaught error or
   * CSP violation it did not `allow`.
   */
  problems: [
    async ({ page, failOnProblems }, use) => {
      const allowed: RegExp[] = [];
      const problems: PageProblems = {
        messages: [],
        allow: (pattern) => allowed.push(pattern),
      };
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = `${message.type()}: ${message.text()}`;
        if (!allowed.some((pattern) => pattern.test(text)))
          problems.messages.push(`${page.url()}: ${text}`);
      });
      page.on("pageerror", (error) =>
        problems.messages.push(`${page.url()}: uncaught ${error.message}`),
      );
      await use(problems);
      if (failOnProblems)
        expect(
          problems.messages,
          "console errors and warnings, uncaught errors (for a CSP violation, a new third-party host goes into src/plugins/csp/policy.ts)",
        ).toEqual([]);
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

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export { expect };
