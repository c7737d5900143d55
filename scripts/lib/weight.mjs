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

/**
 * Loads `url` in `page` and returns the gzip bytes it transferred by kind.
 * `firstLoadJs` counts the scripts the HTML itself references (runtime and
 * main: what hydration needs); `js` counts every script the visit loaded,
 * route chunks included. `searchWarmUp` counts what search loads at idle
 * time so that it opens without a download, which `total` leaves out: it
 * has a budget of its own.
 */
export async function measureRoute(page, url) {
  const origin = new URL(url).origin;
  const pending = [];
  const onResponse = (response) => {
    if (!response.url().startsWith(origin) || response.status() >= 400) return;
    const kind = kinds[response.request().resourceType()] ?? "other";
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), kind, bytes: gzipSize(body) }))
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const resources = (await Promise.all(pending)).filter(Boolean);

  const html = await page.evaluate(() =>
    [...document.querySelectorAll("script[src]")].map((el) => el.src),
  );
  const referenced = new Set(html);
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
}

/** Paths (under the base path) of every page listed in the build's sitemap. */
export function sitemapPaths(sitemapXml, basePath) {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    new URL(m[1]).pathname.slice(basePath.length),
  );
}
