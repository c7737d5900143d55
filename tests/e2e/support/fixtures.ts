import { test as base, expect, type Page, type Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const fixturesDir = join(__dirname, "..", "..", "fixtures");

export function readFixture(name: string): string {
  return readFileSync(join(fixturesDir, name), "utf8");
}

export const isLocal = (url: string): boolean => {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === "data:" ||
    protocol === "blob:" ||
    hostname === "127.0.0.1" ||
    hostname === "localhost"
  );
};

export const isAlgolia = (url: string): boolean =>
  /(^|\.)algolia(net)?\.(net|io|com)$|algolianet\.com$/.test(
    new URL(url).hostname,
  );

export const isGoogle = (url: string): boolean =>
  /(^|\.)(googletagmanager|google-analytics|google)\.com$/.test(
    new URL(url).hostname,
  );

/** A realistic DocSearch answer for any query, built from this site's pages. */
export const algoliaAnswer = (): string =>
  readFixture("algolia/use-portal.json");

type ThirdParty = {
  /** Every non-local request the page made; all of them were answered by a route. */
  requests: string[];
  /** Requests that reached the network instead of a route handler (must stay empty). */
  unhandled: string[];
};

/**
 * Every test runs behind these routes: Algolia answers with a fixture, Google
 * Analytics with an empty script, anything else third-party is aborted. A test
 * that needs another answer registers its own route, which takes precedence.
 */
export const test = base.extend<{ thirdParty: ThirdParty }>({
  thirdParty: [
    async ({ context }, use) => {
      const handled = new Set<string>();
      const seen: string[] = [];
      context.on("request", (request) => {
        if (!isLocal(request.url())) seen.push(request.url());
      });
      await context.route(
        (url) => !isLocal(url.href),
        async (route: Route) => {
          const url = route.request().url();
          handled.add(url);
          if (isAlgolia(url)) {
            await route.fulfill({
              status: 200,
              contentType: "application/json",
              body: algoliaAnswer(),
            });
          } else if (isGoogle(url)) {
            await route.fulfill({
              status: 200,
              contentType: "text/javascript",
              body: "",
            });
          } else {
            await route.abort("blockedbyclient");
          }
        },
      );
      const thirdParty: ThirdParty = {
        requests: seen,
        get unhandled() {
          return seen.filter((url) => !handled.has(url));
        },
      };
      await use(thirdParty);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute(
    "data-has-hydrated",
    "true",
  );
}

export { expect };
