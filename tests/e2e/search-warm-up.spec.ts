// Search opens without a download: once the page is idle (or the pointer,
// a touch or the focus reaches the search button) the modal's chunk, and with
// the local backend its engine and index, are already loaded. Timings belong
// to `npm run bench`; these tests hold what they rest on.
import type { Page, Request } from "@playwright/test";
import { test, expect, isLocal, waitForHydration } from "./support/fixtures";
import { saveData, searchButton, searchModal } from "./support/search";

const modalChunk = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;
const engineChunk = /\/assets\/js\/search-engine\.[0-9a-f]+\.js$/;
const index = /\/search-index\.json$/;

/**
 * Same-origin scripts and data the page fetches from now on, by URL (route
 * prefetches, `<link rel=prefetch>`, are left out: they load at idle time
 * whatever search does).
 */
function record(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => {
    if (
      isLocal(request.url()) &&
      ["script", "fetch"].includes(request.resourceType())
    )
      urls.push(request.url());
  });
  return urls;
}

/** Resolves once the page has had idle time after loading. */
async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () =>
          requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === "complete") idle();
        else window.addEventListener("load", idle, { once: true });
      }),
  );
}

test.describe("search warm-up", () => {
  test("the modal's chunk loads at idle time, so Ctrl+K opens the modal without any download", async ({
    page,
  }) => {
    const chunkLoaded = page.waitForResponse(modalChunk);
    await page.goto("docs/intro");
    await waitForHydration(page);
    await chunkLoaded;
    await afterIdle(page);

    const requested = record(page);
    await page.keyboard.press("Control+k");
    const modal = searchModal(page);
    await expect(modal.input).toBeFocused();
    await modal.input.fill("portal");
    await expect(modal.hits.first()).toBeVisible();
    expect(requested).toEqual([]);
  });

  test("with the local backend, the engine and the index load at idle time too, and the first query downloads nothing", async ({
    page,
  }) => {
    const loaded = [modalChunk, engineChunk, index].map((url) =>
      page.waitForResponse(url),
    );
    await page.goto("docs/intro?search-backend=local");
    await waitForHydration(page);
    await Promise.all(loaded);

    const requested = record(page);
    await page.keyboard.press("Control+k");
    const modal = searchModal(page);
    await expect(modal.input).toBeFocused();
    await modal.input.fill("useportal");
    await expect(modal.hits.first()).toContainText("usePortal");
    expect(requested).toEqual([]);
  });

  test("with Save-Data on, nothing loads at idle time; pointing at the button loads the modal", async ({
    page,
  }) => {
    await saveData(page);
    const requested = record(page);
    await page.goto("docs/intro?search-backend=local");
    await waitForHydration(page);
    await afterIdle(page);
    expect(
      requested.filter((url) =>
        [modalChunk, engineChunk, index].some((p) => p.test(url)),
      ),
    ).toEqual([]);

    const chunkLoaded = page.waitForResponse(modalChunk);
    await searchButton(page).hover();
    await chunkLoaded;
  });

  test("with Save-Data on, focusing the button loads the modal", async ({
    page,
  }) => {
    await saveData(page);
    await page.goto("docs/intro");
    await waitForHydration(page);
    const chunkLoaded = page.waitForResponse(modalChunk);
    await searchButton(page).focus();
    await chunkLoaded;
  });

  test("when the warm-up fails, the modal still opens and searches", async ({
    page,
  }) => {
    // The first download of the modal's chunk fails, as on a dropped
    // connection; later ones go through.
    let failures = 0;
    await page.route(modalChunk, (route) =>
      failures++ === 0 ? route.abort("internetdisconnected") : route.continue(),
    );
    const failed = page.waitForEvent("requestfailed", (request) =>
      modalChunk.test(request.url()),
    );
    await page.goto("docs/intro");
    await waitForHydration(page);
    await failed;

    await page.keyboard.press("Control+k");
    const modal = searchModal(page);
    await expect(modal.input).toBeFocused();
    await modal.input.fill("portal");
    await expect(modal.hits.first()).toBeVisible();
    expect(failures).toBeGreaterThan(1);
  });
});
