// Page weight as a first-time visitor's browser pays it: the bytes of every
// same-origin file a route loads until the network is idle, as
// scripts/serve-build.mjs sends them (text gzip-compressed, as GitHub Pages
// serves it), and the byte budgets it must stay within. Used by
// every-route.spec.ts and tests/output/images.test.ts.
import type { Page } from "@playwright/test";

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

/**
 * The bytes `page` has loaded from its own origin when its network is first
 * idle, as the browser's resource timing counts them: the HTML and every
 * file it brought in, each body as it came over the wire. Call it right after
 * `goto`; a test can go on with the page meanwhile.
 */
export async function weighPage(page: Page): Promise<RouteWeight> {
  await page.waitForLoadState("networkidle");
  const { scripts, loads } = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll("script[src]")].map(
      (el) => (el as HTMLScriptElement).src,
    ),
    loads: performance
      .getEntriesByType("navigation")
      .concat(performance.getEntriesByType("resource"))
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.name.startsWith(location.origin))
      .map((e) => ({ url: e.name, bytes: e.encodedBodySize })),
  }));
  const sum = (list: typeof loads): number =>
    list.reduce((total, e) => total + e.bytes, 0);
  const weight = {
    firstLoadJs: sum(loads.filter((e) => scripts.includes(e.url))),
    total: sum(loads),
  };
  // Weighed as nothing, a route would pass any budget.
  if (!(weight.firstLoadJs > 0 && weight.total > weight.firstLoadJs))
    throw new Error(`${page.url()} weighed ${JSON.stringify(weight)}`);
  return weight;
}
