// Client-side routing, scrolling after a route change, the docs transitions,
// the progress bar, a route whose code cannot load (a deploy replaced it), and
// what the site does with URLs that every-route.spec.ts cannot see from the
// sitemap: head metadata, `.html` and `/index.html` suffixes, /docs without
// JavaScript, paths the site does not have, the wrong-base-URL banner and
// loading routes ahead of a click.
import type { Page } from "@playwright/test";
import { test, expect, open, waitForHydration } from "../support/fixtures";
import { interceptDocChunk, notFound } from "../support/chunks";
import { builtHtml } from "../support/build";
import { isLocal } from "../support/hosts";
import { site } from "../../src/config/site";

const heading = (page: Page) => page.locator("article h1").first();
const sidebarLink = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Docs sidebar" })
    .getByRole("link", { name, exact: true });
const followNavbarLink = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name, exact: true })
    .click();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Counts the documents the page loads from now on: a client-side route change loads none. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads += 1;
  });
  return () => loads;
}

test("following links changes the page on the client, under history (not hash) URLs, scrolled to the top or to the hash's heading, docs fading in unless the reader prefers reduced motion; a doc page under the spec's base path carries its canonical URL, og:url and hreflang alternates, and no noindex, also after a client-side navigation", async ({
  page,
}) => {
  const content = page.locator(".theme-doc-markdown");
  await page.setViewportSize({ width: 1280, height: 500 });
  await open(page, "docs/intro");
  await expect(content).toHaveCSS("animation-name", "none");
  const loads = countDocumentLoads(page);
  const next = page.locator("a.pagination-nav__link--next");
  await next.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);

  await next.click();
  await expect(page).toHaveURL(new RegExp(`${site.baseUrl}docs/installation$`));
  await expect(heading(page)).toHaveText("Installation");
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(content).toHaveCSS("animation-name", "docs-fade-in");
  await page.locator('article a[href$="/docs/faq#gestures"]').click();
  await expect(page).toHaveURL(new RegExp(`${site.baseUrl}docs/faq#gestures$`));
  await expect(page.locator("#gestures")).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await sidebarLink(page, "Introduction").click();
  await expect(heading(page)).toHaveText("Introduction");
  await expect(content).toHaveCSS("animation-name", "none");
  await followNavbarLink(page, "Blog");
  await expect(page).toHaveURL(new RegExp(`${site.baseUrl}blog$`));
  expect(loads()).toBe(0);

  /** What the head says of the page; robots directives, of which there are none. */
  const head = () =>
    page.evaluate(() => {
      const all = (selector: string, read: (el: Element) => string | null) =>
        Array.from(document.head.querySelectorAll(selector), read);
      const content = (el: Element) => el.getAttribute("content");
      return {
        canonical: all('link[rel="canonical"]', (el) =>
          el.getAttribute("href"),
        ),
        ogUrl: all('meta[property="og:url"]', content),
        alternates: all(
          "link[rel='alternate'][hreflang]",
          (l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`,
        ),
        robots: all('meta[name="robots"]', content),
      };
    });
  const expected = (path: string) => {
    const url = `${site.url}${site.baseUrl}${path}`;
    return {
      canonical: [url],
      ogUrl: [url],
      alternates: [`en ${url}`, `x-default ${url}`],
      robots: [],
    };
  };
  // The spec's base path, with no trailing slash: every test follows the config.
  expect(site.baseUrl).toBe("/react-native-teleport/");
  await page.goto("docs/guides/portal");
  // Polled: while the page hydrates, the head manager rewrites its tags in
  // steps, and one step may find some gone.
  await expect.poll(head).toEqual(expected("docs/guides/portal"));

  await waitForHydration(page);
  await sidebarLink(page, "Teleport").click();
  await expect.poll(head).toEqual(expected("docs/guides/teleport"));
});

test("an in-page link glides to its target on a hash-only change, and jumps straight there under reduced motion", async ({
  page,
}) => {
  // window.scrollY on every animation frame tells a glide from a jump.
  await page.addInitScript(() => {
    const samples: number[] = [];
    Object.assign(window, { __scrollSamples: samples });
    const sample = () => {
      samples.push(Math.round(window.scrollY));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.setViewportSize({ width: 1280, height: 300 });
  await open(page, "docs/installation");

  /** Follows a table-of-contents link; returns the positions passed strictly between start and end. */
  async function positionsBetween(index: "first" | "last") {
    const link = page.locator(".table-of-contents a")[index]();
    const id = ((await link.getAttribute("href")) ?? "").replace(/^#/, "");
    const start = Math.round(await scrollY(page));
    await page.evaluate("window.__scrollSamples.splice(0)");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    // Settled: two reads a few frames apart agree.
    let end = -1;
    await expect
      .poll(async () => {
        const before = end;
        end = Math.round(await scrollY(page));
        return end === before;
      })
      .toBe(true);
    expect(end).not.toBe(start);
    const samples = await page.evaluate<number[]>("window.__scrollSamples");
    const [low, high] = [Math.min(start, end), Math.max(start, end)];
    return new Set(samples.filter((y) => y > low && y < high));
  }

  expect((await positionsBetween("last")).size).toBeGreaterThanOrEqual(2);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect([...(await positionsBetween("first"))]).toEqual([]);
});

test("the progress bar stays away while the next route is ready within 200 ms, and appears once its code has taken 200 ms, the old page staying until the new one is ready", async ({
  page,
}) => {
  // Records whether the bar was ever attached, even briefly.
  await page.addInitScript(() => {
    const seen = { progress: false };
    Object.assign(window, { __progressSeen: seen });
    new MutationObserver(() => {
      if (document.getElementById("nprogress")) seen.progress = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const progressSeen = () => page.evaluate("window.__progressSeen.progress");
  const bar = page.locator("#nprogress");
  // The page clock only moves when the test says so, so 199 ms and 200 ms
  // are told apart exactly, however busy the machine is.
  await page.clock.install();
  await open(page, "docs/intro");
  await page.clock.pauseAt(Date.now() + 60_000);

  await sidebarLink(page, "Installation").click();
  await expect(heading(page)).toHaveText("Installation");
  await page.clock.runFor(1_000);
  expect(await progressSeen()).toBe(false);

  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await interceptDocChunk(
    page,
    "docs/guides/teleport.mdx",
    async (route, response, body) => {
      await released;
      await route.fulfill({ response, body });
    },
  );
  await sidebarLink(page, "Teleport").click();
  await page.clock.runFor(199);
  expect(await progressSeen()).toBe(false);
  await page.clock.runFor(1);
  await expect(bar).toBeAttached();
  await expect(heading(page)).toHaveText("Installation");

  release();
  await expect(heading(page)).toHaveText("Teleport");
  await page.clock.runFor(1_000);
  await expect(bar).not.toBeAttached();
});

test("a route whose code cannot load logs a warning and reloads the page once at the new URL, which then works on the client; one whose code is still missing after the reload leaves the server-rendered page, with no second reload", async ({
  page,
}) => {
  await open(page, "docs/intro");
  const loads = countDocumentLoads(page);
  // Missing until the page reloads, like a chunk of a build that was replaced.
  await interceptDocChunk(
    page,
    "docs/installation.mdx",
    (route, response, body) =>
      loads() > 0 ? route.fulfill({ response, body }) : notFound(route),
  );
  const warning = page.waitForEvent(
    "console",
    (m) => m.type() === "warning" && /Loading chunk .* failed/.test(m.text()),
  );

  await sidebarLink(page, "Installation").click();
  await warning;
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(heading(page)).toHaveText("Installation");
  await waitForHydration(page);
  expect(loads()).toBe(1);

  await followNavbarLink(page, "Blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  expect(loads()).toBe(1);

  await followNavbarLink(page, "Guides");
  await expect(heading(page)).toHaveText("Introduction");
  await page.unrouteAll();
  await interceptDocChunk(page, "docs/guides/teleport.mdx", notFound);
  const reloadedFailure = new Promise<Error>((resolve) => {
    page.on("pageerror", (error) => {
      if (loads() === 2) resolve(error);
    });
  });
  await sidebarLink(page, "Teleport").click();
  expect((await reloadedFailure).message).toMatch(/chunk|Loading/i);
  await page.waitForLoadState("networkidle");
  expect(loads()).toBe(2);
  await expect(page).toHaveURL(/\/docs\/guides\/teleport$/);
  await expect(heading(page)).toHaveText("Teleport");
});

test("/docs/intro.html, /docs/intro/index.html, /docs/guides/teleport/index.html and /docs/index show the page they name once the suffix is stripped; any other path, under the base path or outside it, answers 404 with the not-found page, from which the navbar leads on", async ({
  page,
}) => {
  for (const { path, title, status } of [
    // GitHub Pages serves the file; the client matches the route without `.html`.
    { path: "docs/intro.html", title: "Introduction", status: 200 },
    // No such file: the 404 page loads, and the client retries without `/index.html`.
    { path: "docs/intro/index.html", title: "Introduction", status: 404 },
    { path: "docs/guides/teleport/index.html", title: "Teleport", status: 404 },
    // A real file: the /docs redirect page, which sends the reader to the main doc.
    { path: "docs/index", title: "Introduction", status: 200 },
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await waitForHydration(page);
    await expect(heading(page)).toHaveText(title);
    await expect(
      page.getByRole("heading", { name: "Page Not Found" }),
    ).toHaveCount(0);
    await expect(sidebarLink(page, title)).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  for (const path of [
    "/elsewhere",
    `${site.baseUrl}blog/no-such-post`,
    `${site.baseUrl}no-such-page`,
    `${site.baseUrl}docs/api/hooks/use-teleport`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found",
    );
    // Still the page that was asked for, not a redirect.
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await waitForHydration(page);
  await followNavbarLink(page, "Guides");
  await expect(heading(page)).toHaveText("Introduction");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/docs sends the reader to the main doc", async ({ page }) => {
    await page.goto("docs");
    await expect(page).toHaveURL(new RegExp(`${site.baseUrl}docs/intro$`));
    await expect(page.locator("h1").first()).toHaveText("Introduction");
  });
});

test("the home page shows no banner under its base URL, and one with a suggestion when served away from it", async ({
  page,
  baseURL,
}) => {
  const banner = page.locator("#__docusaurus-base-url-issue-banner");
  await open(page, "");
  await expect(banner).toHaveCount(0);

  // The build deployed under /mirror/: its pages still point at the configured
  // base path, which that server does not have.
  const origin = new URL(baseURL ?? "").origin;
  const home = builtHtml("");
  await page.route(`${origin}/mirror/`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: home }),
  );
  await page.route(`${origin}${site.baseUrl}**`, (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await page.goto(`${origin}/mirror/`);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    "Your Docusaurus site did not load properly.",
  );
  await expect(banner).toContainText(
    `Current configured baseUrl = ${site.baseUrl}`,
  );
  await expect(banner).toContainText("We suggest trying baseUrl = /mirror/");
});

// What the page requests from this site, of every kind (scripts, route data,
// `<link rel="prefetch">`, fetches), before a click.
for (const [when, connection] of [
  ["", null],
  [" with data saving on", { saveData: true, effectiveType: "4g" }],
  [" on a 2g connection", { saveData: false, effectiveType: "slow-2g" }],
] as const) {
  // Only a reader with no reason to save data gets routes loaded on hover.
  const hoverLoads = !connection;
  test(`links in view load nothing ahead${when}; hovering one loads ${hoverLoads ? "its route" : "nothing"}`, async ({
    page,
  }) => {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, "connection", {
          value,
          configurable: true,
        });
      }, connection);
    }
    const requests: string[] = [];
    page.on("request", (request) => {
      if (isLocal(request.url())) requests.push(request.url());
    });
    // A request of the test's own closes each reading, made once the
    // browser is idle: the browser reports requests in the order made.
    const MARK = "__requests-so-far";
    await page.route(`**/${MARK}*`, (route) => route.fulfill({ status: 204 }));
    let marks = 0;
    const loaded = async () => {
      const mark = `${MARK}?${(marks += 1)}`;
      await Promise.all([
        page.waitForRequest((request) => request.url().endsWith(mark)),
        page.evaluate(async (url) => {
          await new Promise((resolve) => requestIdleCallback(resolve));
          await fetch(url);
        }, mark),
      ]);
      const end = requests.findIndex((url) => url.endsWith(mark));
      return requests.splice(0, end + 1).slice(0, -1);
    };

    await open(page, "docs/intro");
    await loaded();
    expect(await loaded()).toEqual([]);
    await expect(
      page.locator('head link[rel="prefetch"][href*="/assets/js/"]'),
    ).toHaveCount(0);
    await sidebarLink(page, "Installation").hover();
    expect((await loaded()).length > 0).toBe(hoverLoads);
  });
}
