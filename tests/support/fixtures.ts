import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
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
  /** Requests no route handler saw, or one let go, so they went to the network (must stay empty). */
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

type Handler = Parameters<Page["route"]>[1];

/** `route`, noting in `sent` a third-party request it lets go to the network. */
function noteSent(route: Route, sent: Set<Request>): Route {
  const request = route.request();
  if (isLocal(request.url())) return route;
  for (const method of ["continue", "fetch"] as const) {
    const original = route[method].bind(route) as (
      ...args: unknown[]
    ) => Promise<never>;
    Object.assign(route, {
      [method]: (...args: unknown[]) => {
        sent.add(request);
        return original(...args);
      },
    });
  }
  return route;
}

/**
 * Makes every route handler registered on `target` (by this fixture or by a
 * test) note the request it receives in `handled`: a request none of them
 * saw went past the routes, to the network.
 */
function noteHandledRequests(
  target: Page | BrowserContext,
  handled: Set<Request>,
  sent: Set<Request>,
): void {
  const wrapped = new Map<Handler, Handler>();
  const route = target.route.bind(target);
  const unroute = target.unroute.bind(target);
  Object.assign(target, {
    route: (url: Parameters<Page["route"]>[0], handler: Handler, options) => {
      const noting: Handler = (r, request) => {
        handled.add(r.request());
        return handler(noteSent(r, sent), request);
      };
      wrapped.set(handler, noting);
      return route(url, noting, options);
    },
    unroute: (url: Parameters<Page["unroute"]>[0], handler?: Handler) =>
      unroute(url, handler && (wrapped.get(handler) ?? handler)),
  } satisfies Pick<Page, "route" | "unroute">);
}

/**
 * Every test runs behind these routes: Algolia's search answers come from the
 * answer engine in `search.ts` (this site's own pages), insights events are
 * acknowledged, Google Analytics with an empty script, anything else
 * third-party is aborted. A test that needs another answer registers its own
 * route, which takes precedence. When the test ends, every third-party
 * request it made must have met a route: none reached the network.
 */
export const test = base.extend<{
  thirdParty: ThirdParty;
}>({
  thirdParty: [
    async ({ context }, use) => {
      const handled = new Set<Request>();
      const sent = new Set<Request>();
      const seen: Request[] = [];
      let ended = false;
      noteHandledRequests(context, handled, sent);
      context.on("page", (page) => noteHandledRequests(page, handled, sent));
      context.on("request", (request) => {
        if (!isLocal(request.url())) seen.push(request);
      });
      await context.route(NOT_LOCAL, async (route: Route) => {
        try {
          await answerThirdParty(route);
        } catch (error) {
          // When the test has ended, or when a request is in flight as a
          // test's own route answers it, Playwright can pass it on here too.
          if (!ended && !/Route is already handled/.test(String(error))) {
            throw error;
          }
        }
      });
      const thirdParty: ThirdParty = {
        get requests() {
          return seen.map((request) => request.url());
        },
        get unhandled() {
          return (
            seen
              .filter((request) => sent.has(request) || !handled.has(request))
              // Cancelled by the page while held for the routes (a search
              // the client gave up on, on a clock the test runs fast):
              // it never left the browser.
              .filter(
                (request) =>
                  request.failure()?.errorText !== "net::ERR_ABORTED",
              )
              .map((request) => request.url())
          );
        },
      };
      await use(thirdParty);
      // A request still being answered when the test ends (a prefetch, a
      // search typed last) must not fail the test as the page closes; the
      // routes stay, so nothing sent from now on leaves the machine either.
      ended = true;
      for (const page of context.pages()) {
        await page.unrouteAll({ behavior: "ignoreErrors" });
      }
      // The route handler of a request just sent may not have run yet.
      await expect
        .poll(() => thirdParty.unhandled, {
          message: "third-party requests that met no route",
        })
        .toEqual([]);
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
