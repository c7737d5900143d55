// Page weight as a first-time visitor's browser pays it: every same-origin
// response a route loads until the network is idle, gzip-compressed the way
// GitHub Pages serves it. Shared by the byte-budget tests and `npm run bench`.
import { gzipSync } from "node:zlib";

/** Byte budgets (gzip) every route must stay within. */
export const budgets = {
  firstLoadJs: 140 * 1024,
  total: 400 * 1024,
  image: 100 * 1024,
  // What search loads ahead of use once the page is idle (not with Save-Data
  // or on 2G): the modal's chunk, with the local backend its engine and index.
  searchWarmUp: 120 * 1024,
};

/** The search warm-up's files (src/hooks/useSearchWarmUp.ts). */
const searchWarmUp =
  /\/assets\/js\/search-(modal|engine)\.[0-9a-f]+\.js$|\/search-index\.json$/;

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const kinds = {
  document: "html",
  script: "js",
  stylesheet: "css",
  image: "image",
  font: "font",
};

// Files under /assets/ are named by their content hash, so one compression
// serves every route that loads them (the budgets check 33 routes per run).
const hashedSizes = new Map();

function compressedSize(url, body) {
  if (!url.includes("/assets/")) return gzipSize(body);
  let bytes = hashedSizes.get(url);
  if (bytes === undefined) {
    bytes = gzipSize(body);
    hashedSizes.set(url, bytes);
  }
  return bytes;
}

/**
 * Starts recording what `page` transfers from `origin`; call before
 * navigating. After the navigation starts, `untilNetworkIdle()` resolves with
 * the gzip bytes by kind that the page loaded until the network was first
 * idle, so a test can go on with the page meanwhile. `firstLoadJs` counts
 * the scripts the HTML itself references (runtime and main: what hydration
 * needs); `js` counts every script the visit loaded, route chunks included.
 * `searchWarmUp` counts what search loads at idle time so that it opens
 * without a download, which `total` leaves out: it has a budget of its own.
 */
export function watchWeight(page, origin) {
  const pending = [];
  const onResponse = (response) => {
    if (!response.url().startsWith(origin) || response.status() >= 400) return;
    const kind = kinds[response.request().resourceType()] ?? "other";
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind,
          bytes: compressedSize(response.url(), body),
        }))
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  return {
    async untilNetworkIdle() {
      try {
        await page.waitForLoadState("networkidle");
      } finally {
        page.off("response", onResponse);
      }
      const resources = (await Promise.all(pending)).filter(Boolean);
      const referenced = new Set(
        await page.evaluate(() =>
          [...document.querySelectorAll("script[src]")].map((el) => el.src),
        ),
      );
      const sum = (filter) =>
        resources.filter(filter).reduce((total, r) => total + r.bytes, 0);
      return {
        html: sum((r) => r.kind === "html"),
        css: sum((r) => r.kind === "css"),
        js: sum((r) => r.kind === "js"),
        firstLoadJs: sum((r) => r.kind === "js" && referenced.has(r.url)),
        images: sum((r) => r.kind === "image"),
        fonts: sum((r) => r.kind === "font"),
        searchWarmUp: sum((r) => searchWarmUp.test(r.url)),
        total: sum((r) => !searchWarmUp.test(r.url)),
        resources,
      };
    },
  };
}

/** Loads `url` in `page` and returns what `watchWeight` measures of it. */
export async function measureRoute(page, url) {
  const weight = watchWeight(page, new URL(url).origin);
  await page.goto(url, { waitUntil: "commit" });
  return weight.untilNetworkIdle();
}

/** Each budget a route's weight exceeds, as a sentence naming the route. */
export function overBudget(path, weight) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    ["first-load JS", weight.firstLoadJs, budgets.firstLoadJs],
    ["total first-visit bytes", weight.total, budgets.total],
    ["search warm-up", weight.searchWarmUp, budgets.searchWarmUp],
  ]
    .filter(([, bytes, budget]) => bytes > budget)
    .map(
      ([name, bytes, budget]) =>
        `/${path}: ${name} ${kb(bytes)} > ${kb(budget)}`,
    );
}

/** Paths (under the base path) of every page listed in the build's sitemap. */
export function sitemapPaths(sitemapXml, basePath) {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    new URL(m[1]).pathname.slice(basePath.length),
  );
}
