// Page weight as a first-time visitor's browser pays it: the bytes of every
// same-origin response a route loads until the network is idle, as
// scripts/serve-build.mjs sends them (text gzip-compressed, as GitHub Pages
// serves it), and the byte budgets it must stay within. Used by
// every-route.spec.ts and tests/output/images.test.ts.
import type { Page, Request, Response } from "@playwright/test";

const KB = 1024;

/**
 * Byte budgets (gzip) every route must stay within; `image` is per file. No
 * route may cost a first visit more than the library's current site charges
 * for its docs pages (about 253 KB).
 */
export const budgets = {
  firstLoadJs: 140 * KB,
  total: 250 * KB,
  image: 100 * KB,
};

export type RouteWeight = {
  /** The scripts the HTML itself references: what hydration needs. */
  firstLoadJs: number;
  total: number;
};

type Resource = { url: string; script: boolean; bytes: number };

/** What `weighResponse` reads of a response: Playwright's, or a stand-in. */
export type WeighedResponse = Pick<Response, "url"> & {
  request(): Pick<Request, "resourceType"> & {
    sizes(): Promise<{ responseBodySize: number }>;
  };
};

/**
 * One response's bytes as they came over the wire, once they all came. One
 * weighed as nothing is an error naming the file: it would pass any budget.
 */
export async function weighResponse(
  response: WeighedResponse,
): Promise<Resource> {
  const url = response.url();
  const request = response.request();
  const { responseBodySize: bytes } = await request.sizes();
  if (!(bytes > 0)) throw new Error(`${url} weighed ${bytes} bytes`);
  return { url, script: request.resourceType() === "script", bytes };
}

/**
 * Starts recording what `page` transfers from `origin`; call before
 * navigating. `untilNetworkIdle()` then resolves with the bytes the page
 * loaded until the network was first idle, so a test can go on with the
 * page meanwhile.
 */
export function watchWeight(
  page: Page,
  origin: string,
): { untilNetworkIdle(): Promise<RouteWeight> } {
  const pending: Array<Promise<Resource>> = [];
  const onResponse = (response: Response): void => {
    // A redirect has no body of its own: its target is weighed.
    const status = response.status();
    if (!response.url().startsWith(origin) || status >= 300) return;
    const weighed = weighResponse(response);
    // Rejects when awaited below; not an unhandled rejection meanwhile.
    weighed.catch(() => undefined);
    pending.push(weighed);
  };
  page.on("response", onResponse);
  return {
    async untilNetworkIdle() {
      try {
        await page.waitForLoadState("networkidle");
      } finally {
        page.off("response", onResponse);
      }
      const resources = await Promise.all(pending);
      const referenced = await page.evaluate(() =>
        [...document.querySelectorAll("script[src]")].map(
          (el) => (el as HTMLScriptElement).src,
        ),
      );
      const sum = (filter: (r: Resource) => boolean): number =>
        resources.filter(filter).reduce((total, r) => total + r.bytes, 0);
      return {
        firstLoadJs: sum((r) => r.script && referenced.includes(r.url)),
        total: sum(() => true),
      };
    },
  };
}

/** Each budget a route's weight exceeds, as a sentence naming the route. */
export function overBudget(path: string, weight: RouteWeight): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  return (
    [
      ["first-load JS", weight.firstLoadJs, budgets.firstLoadJs],
      ["total first-visit bytes", weight.total, budgets.total],
    ] as const
  )
    .filter(([, bytes, budget]) => bytes > budget)
    .map(
      ([name, bytes, budget]) =>
        `/${path}: ${name} ${kb(bytes)} > ${kb(budget)}`,
    );
}
