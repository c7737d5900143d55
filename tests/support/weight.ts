// Page weight as a first-time visitor's browser pays it: every same-origin
// response a route loads until the network is idle, gzip-compressed the way
// GitHub Pages serves it, and the byte budgets it must stay within. Used by
// every-route.spec.ts, tests/output/images.test.ts and `npm run bench`.
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

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
  html: number;
  /** The stylesheets that hold the first paint (the browser's `renderBlockingStatus`). */
  blockingCss: number;
  js: number;
  /** The scripts the HTML itself references: what hydration needs. */
  firstLoadJs: number;
  total: number;
};

export const gzipSize = (buffer: Buffer): number =>
  gzipSync(buffer, { level: 9 }).length;

const kinds: Record<string, string> = {
  document: "html",
  script: "js",
  stylesheet: "css",
};

// Files under /assets/ are named by their content hash, so one compression
// serves every route that loads them.
const hashedSizes = new Map<string, number>();

function compressedSize(url: string, body: Buffer): number {
  if (!url.includes("/assets/")) return gzipSize(body);
  let bytes = hashedSizes.get(url);
  if (bytes === undefined) {
    bytes = gzipSize(body);
    hashedSizes.set(url, bytes);
  }
  return bytes;
}

export type Resource = { url: string; kind: string; bytes: number };

/** What `weighResponse` reads of a response: Playwright's, or a stand-in. */
export type WeighedResponse = Pick<Response, "url" | "body"> & {
  request(): { resourceType(): string };
};

/**
 * One response's gzip bytes, by kind. A body the browser no longer holds is
 * an error naming the file: counted as nothing, it would pass any budget.
 */
export async function weighResponse(
  response: WeighedResponse,
): Promise<Resource> {
  const url = response.url();
  const kind = kinds[response.request().resourceType()] ?? "other";
  let body: Buffer;
  try {
    body = await response.body();
  } catch (error) {
    throw new Error(`could not read ${url} to weigh it: ${String(error)}`, {
      cause: error,
    });
  }
  return { url, kind, bytes: compressedSize(url, body) };
}

/**
 * Starts recording what `page` transfers from `origin`; call before
 * navigating. `untilNetworkIdle()` then resolves with the gzip bytes by kind
 * the page loaded until the network was first idle, so a test can go on with
 * the page meanwhile.
 */
export function watchWeight(
  page: Page,
  origin: string,
): { untilNetworkIdle(): Promise<RouteWeight> } {
  const pending: Array<Promise<Resource>> = [];
  const onResponse = (response: Response): void => {
    // A redirect has no body of its own: its target is weighed.
    const status = response.status();
    if (!response.url().startsWith(origin) || status >= 400) return;
    if (status >= 300 && status < 400) return;
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
      const [referenced, blocking] = await page.evaluate(() => [
        [...document.querySelectorAll("script[src]")].map(
          (el) => (el as HTMLScriptElement).src,
        ),
        performance
          .getEntriesByType("resource")
          .filter(
            (e) =>
              (
                e as PerformanceResourceTiming & {
                  renderBlockingStatus?: string;
                }
              ).renderBlockingStatus === "blocking",
          )
          .map((e) => e.name),
      ]);
      const sum = (filter: (r: Resource) => boolean): number =>
        resources.filter(filter).reduce((total, r) => total + r.bytes, 0);
      return {
        html: sum((r) => r.kind === "html"),
        blockingCss: sum((r) => r.kind === "css" && blocking.includes(r.url)),
        js: sum((r) => r.kind === "js"),
        firstLoadJs: sum((r) => r.kind === "js" && referenced.includes(r.url)),
        total: sum(() => true),
      };
    },
  };
}

/** Loads `url` in `page` and returns what `watchWeight` measures of it. */
export async function measureRoute(
  page: Page,
  url: string,
): Promise<RouteWeight> {
  const weight = watchWeight(page, new URL(url).origin);
  await page.goto(url, { waitUntil: "commit" });
  return weight.untilNetworkIdle();
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
