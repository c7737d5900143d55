// Search's code and data load when the reader shows intent (the pointer, a
// touch or the focus on the search button, "/" or Ctrl+K), never before: a
// reader who does not search downloads none of it, and one who points at the
// button first finds it loaded when the modal opens. Timings belong to
// `npm run bench`; these tests hold what they rest on.
import type { Page, Request } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { isLocal } from "../support/hosts";
import { searchButton, searchModal } from "../support/search";

const modalChunk = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;
const engineChunk = /\/assets\/js\/search-engine\.[0-9a-f]+\.js$/;
const index = /\/search-index\.json$/;

/** Same-origin scripts and data the page fetches from now on, by URL. */
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

const searchFiles = (urls: string[]) =>
  urls.filter((url) =>
    [modalChunk, engineChunk, index].some((p) => p.test(url)),
  );

test("with the local backend, nothing of search loads while the reader reads; pointing at the button loads the modal, the engine and the index, and Ctrl+K and the first query then download nothing", async ({
  page,
}) => {
  const requested = record(page);
  await page.goto("docs/intro?search-backend=local");
  await waitForHydration(page);
  await afterIdle(page);
  expect(searchFiles(requested)).toEqual([]);

  const loaded = [modalChunk, engineChunk, index].map((url) =>
    page.waitForResponse(url),
  );
  await searchButton(page).hover();
  await Promise.all(loaded);
  await afterIdle(page);
  requested.length = 0;
  await page.keyboard.press("Control+k");
  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  await modal.input.fill("useportal");
  await expect(modal.hits.first()).toContainText("usePortal");
  expect(requested).toEqual([]);
});

test("focusing the button loads the modal; when that load fails, Ctrl+K loads it again and it searches", async ({
  page,
}) => {
  // The first download of the modal's chunk fails, as on a dropped
  // connection; later ones go through.
  let failures = 0;
  await page.route(modalChunk, (route) =>
    failures++ === 0 ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto("docs/intro");
  await waitForHydration(page);
  const failed = page.waitForEvent("requestfailed", (request) =>
    modalChunk.test(request.url()),
  );
  await searchButton(page).focus();
  await failed;
  // The page learns of the failure a task after the network does; a key
  // pressed in between would wait on the failing load, as a reader's would.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(resolve, 100)),
      ),
  );

  await page.keyboard.press("Control+k");
  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  await modal.input.fill("portal");
  await expect(modal.hits.first()).toBeVisible();
  expect(failures).toBeGreaterThan(1);
});
