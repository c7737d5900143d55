// Client-side routing, scrolling after a route change, the docs transitions,
// the progress bar, and a route whose code cannot load (a deploy replaced it).
import type { Page } from "@playwright/test";
import { test, expect, open, waitForHydration } from "../support/fixtures";
import { interceptDocChunk, notFound } from "../support/chunks";
import { site } from "../../src/config/site";

const heading = (page: Page) => page.locator("article h1").first();
const followSidebarLink = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Docs sidebar" })
    .getByRole("link", { name, exact: true })
    .click();
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

test("following links changes the page on the client, under history (not hash) URLs, scrolled to the top or to the hash's heading, docs fading in unless the reader prefers reduced motion", async ({
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
  // A link with a hash lands on its heading instead.
  await page.locator('article a[href$="/docs/faq#gestures"]').click();
  await expect(page).toHaveURL(new RegExp(`${site.baseUrl}docs/faq#gestures$`));
  await expect(page.locator("#gestures")).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await followSidebarLink(page, "Introduction");
  await expect(heading(page)).toHaveText("Introduction");
  await expect(content).toHaveCSS("animation-name", "none");
  await followNavbarLink(page, "Blog");
  await expect(page).toHaveURL(new RegExp(`${site.baseUrl}blog$`));
  expect(loads()).toBe(0);
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

  await followSidebarLink(page, "Installation");
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
  await followSidebarLink(page, "Teleport");
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

  await followSidebarLink(page, "Installation");
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
  await followSidebarLink(page, "Teleport");
  expect((await reloadedFailure).message).toMatch(/chunk|Loading/i);
  await page.waitForLoadState("networkidle");
  expect(loads()).toBe(2);
  await expect(page).toHaveURL(/\/docs\/guides\/teleport$/);
  await expect(heading(page)).toHaveText("Teleport");
});
