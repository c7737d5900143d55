// Client-side routing, scrolling after a route
// change, the docs transitions, the progress bar and a failed route load.
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { interceptDocChunk, notFound } from "../support/chunks";
import { interceptSearch, openSearch, recordOf } from "../support/search";

test.describe.configure({ mode: "parallel" });
// Chunk routes may still be fetching when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const docsSidebar = (page: Page) =>
  page.getByRole("navigation", { name: "Docs sidebar" });
const heading = (page: Page) => page.locator("article h1").first();

/** Marks the current document; a full reload loses the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const isSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => "__sameDocument" in window);

/** Records window.scrollY on every animation frame, so a test can tell a glide from a jump. */
async function recordScrolling(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: number[] = [];
    Object.assign(window, { __scrollSamples: samples });
    const sample = () => {
      samples.push(Math.round(window.scrollY));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}
const scrollSamples = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    (window as unknown as { __scrollSamples: number[] }).__scrollSamples.splice(
      0,
    ),
  );

test.describe("client-side routing", () => {
  test("following a link changes the page on the client, under history (not hash) URLs", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await markDocument(page);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });

    await docsSidebar(page)
      .getByRole("link", { name: "Installation", exact: true })
      .click();
    await expect(page).toHaveURL(
      /\/react-native-teleport\/docs\/installation$/,
    );
    await expect(heading(page)).toHaveText("Installation");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/react-native-teleport\/blog$/);

    expect(documents).toEqual([]);
    expect(await isSameDocument(page)).toBe(true);
    expect(new URL(page.url()).hash).toBe("");
  });

  test("a route change scrolls back to the top of the new page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("docs/intro");
    await waitForHydration(page);
    const next = page.locator("a.pagination-nav__link--next");
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await next.click();
    await expect(heading(page)).toHaveText("Installation");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a route change with a hash scrolls to the anchored heading", async ({
    page,
  }) => {
    const target = recordOf("/docs/api/hooks/use-portal", "lvl2");
    await interceptSearch(page);
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("docs/intro");
    await waitForHydration(page);

    const modal = await openSearch(page);
    await modal.input.fill(target.hierarchy.lvl2 ?? "");
    await modal.modal
      .locator(`a[href$="/docs/api/hooks/use-portal#${target.anchor}"]`)
      .first()
      .click();

    await expect(page).toHaveURL(
      new RegExp(`/docs/api/hooks/use-portal#${target.anchor}$`),
    );
    const anchored = page.locator(`[id="${target.anchor}"]`);
    await expect(anchored).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(0);
  });
});

test.describe("docs transitions", () => {
  const content = (page: Page) => page.locator(".theme-doc-markdown");
  const animationName = (page: Page) =>
    content(page).evaluate((el) => getComputedStyle(el).animationName);

  test("docs content fades in after a path change, and not for a reader who prefers reduced motion", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(content(page)).not.toHaveClass(/docs-fade-in/);

    await docsSidebar(page)
      .getByRole("link", { name: "Installation", exact: true })
      .click();
    await expect(heading(page)).toHaveText("Installation");
    await expect(content(page)).toHaveClass(/docs-fade-in/);
    expect(await animationName(page)).toBe("docs-fade-in");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await docsSidebar(page)
      .getByRole("link", { name: "Introduction", exact: true })
      .click();
    await expect(heading(page)).toHaveText("Introduction");
    await expect(content(page)).not.toHaveClass(/docs-fade-in/);
    expect(await animationName(page)).toBe("none");
  });

  /** Clicks the last table-of-contents link and returns the scroll positions seen on the way. */
  async function followLastTocLink(
    page: Page,
  ): Promise<{ samples: number[]; end: number }> {
    const toc = page.locator(".table-of-contents a");
    const link = toc.last();
    const id = ((await link.getAttribute("href")) ?? "").replace(/^#/, "");
    await scrollSamples(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    // Settled: two reads a few frames apart agree.
    let end = -1;
    await expect
      .poll(async () => {
        const before = end;
        end = await page.evaluate(() => window.scrollY);
        return Math.round(end) === Math.round(before);
      })
      .toBe(true);
    return { samples: await scrollSamples(page), end: Math.round(end) };
  }

  test("an in-page link glides to its target on a hash-only change", async ({
    page,
  }) => {
    await recordScrolling(page);
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto("docs/installation");
    await waitForHydration(page);

    const { samples, end } = await followLastTocLink(page);
    expect(end).toBeGreaterThan(0);
    const between = new Set(samples.filter((y) => y > 0 && y < end));
    expect(
      between.size,
      `scroll positions seen: ${samples.join(", ")}`,
    ).toBeGreaterThanOrEqual(2);
  });

  test("an in-page link jumps straight to its target under reduced motion", async ({
    page,
  }) => {
    await recordScrolling(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto("docs/installation");
    await waitForHydration(page);

    const { samples, end } = await followLastTocLink(page);
    expect(end).toBeGreaterThan(0);
    expect(samples.filter((y) => y > 0 && y < end)).toEqual([]);
  });
});

test.describe("progress bar", () => {
  /** Records whether the progress bar was ever attached, even briefly. */
  async function watchProgressBar(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen = { progress: false };
      Object.assign(window, { __progressSeen: seen });
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) seen.progress = true;
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const progressSeen = (page: Page): Promise<boolean> =>
    page.evaluate(
      () =>
        (window as unknown as { __progressSeen: { progress: boolean } })
          .__progressSeen.progress,
    );
  const bar = (page: Page) => page.locator("#nprogress");

  // The page clock only moves when the test says so, so 199 ms and 200 ms
  // are told apart exactly, however busy the machine is.
  async function onPausedClock(page: Page): Promise<void> {
    await page.clock.install();
    await watchProgressBar(page);
    await page.goto("docs/intro");
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 60_000);
  }

  test("appears once the next route's code has taken 200 ms, the old page staying until the new one is ready", async ({
    page,
  }) => {
    await onPausedClock(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await interceptDocChunk(
      page,
      "docs/installation.mdx",
      async (route, response, body) => {
        await released;
        await route.fulfill({ response, body });
      },
    );

    await docsSidebar(page)
      .getByRole("link", { name: "Installation", exact: true })
      .click();
    await page.clock.runFor(199);
    expect(await progressSeen(page)).toBe(false);
    await page.clock.runFor(1);
    await expect(bar(page)).toBeAttached();
    // The old page stays until the new one is ready.
    await expect(heading(page)).toHaveText("Introduction");

    release();
    await expect(heading(page)).toHaveText("Installation");
    await page.clock.runFor(1_000);
    await expect(bar(page)).not.toBeAttached();
  });

  test("does not appear when the next route is ready within 200 ms", async ({
    page,
  }) => {
    await onPausedClock(page);
    await docsSidebar(page)
      .getByRole("link", { name: "Installation", exact: true })
      .click();
    await expect(heading(page)).toHaveText("Installation");
    await page.clock.runFor(1_000);
    expect(await progressSeen(page)).toBe(false);
  });
});

test.describe("failed route load", () => {
  test("a route whose code cannot load logs a warning and reloads the page at the new URL", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await markDocument(page);
    let deployed = false;
    page.on("request", (r) => {
      if (r.isNavigationRequest()) deployed = true;
    });
    // Missing until the page reloads, like a chunk of a build that was replaced.
    await interceptDocChunk(
      page,
      "docs/installation.mdx",
      (route, response, body) =>
        deployed ? route.fulfill({ response, body }) : notFound(route),
    );
    const warning = page.waitForEvent(
      "console",
      (m) => m.type() === "warning" && /Loading chunk .* failed/.test(m.text()),
    );

    await docsSidebar(page)
      .getByRole("link", { name: "Installation", exact: true })
      .click();
    await warning;
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await expect(heading(page)).toHaveText("Installation");
    expect(deployed).toBe(true);
    expect(await isSameDocument(page)).toBe(false);
  });
});
