// Which requests leave the machine, by host: the shared fixture answers or
// blocks every one of them, so no test reaches a third party.
import { baseDirectives } from "../../src/plugins/csp/policy";

/**
 * Every URL but this machine's and inline ones. Routes match with it as a
 * pattern, not a function: Playwright then lets the site's own requests
 * through without a round trip to the test process.
 */
export const NOT_LOCAL =
  /^(?!(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:))/;

export const isLocal = (url: string): boolean => !NOT_LOCAL.test(url);

/** A search (not insights) request to an Algolia host. */
export const isAlgoliaSearch = (url: string): boolean =>
  /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\/.*\/queries(\?|$)/.test(
    url,
  );

/**
 * The browser's proxy for everything but this machine: nothing listens on
 * the discard port, so a request that no route answers fails at once with
 * PROXY_REFUSED instead of reaching a third party.
 */
export const REFUSING_PROXY = {
  server: "http://127.0.0.1:9",
  bypass: "127.0.0.1,localhost",
};
export const PROXY_REFUSED = "net::ERR_PROXY_CONNECTION_FAILED";

/** Sources of the site's CSP as URL patterns: `https://*.example.com` or a full URL. */
const policySources = [...new Set(Object.values(baseDirectives).flat())]
  .filter((source) => source.startsWith("https://"))
  .map(
    (source) =>
      new RegExp(
        `^${source.replace(/[.?+]/g, "\\$&").replace("*", "[^/]+")}(/|$)`,
      ),
  );

/** A URL the site's CSP lets a page load (src/plugins/csp/policy.ts). */
export const allowedByPolicy = (url: string): boolean =>
  policySources.some((source) => source.test(url));
