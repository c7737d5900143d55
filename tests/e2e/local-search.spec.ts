// The local backend, which `?search-backend=local` switches a tab of the
// production build to (see the README). Its timings belong to `npm run bench`.
import type { Locator, Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { isLocal, NOT_LOCAL } from "../support/hosts";
import { site } from "../../src/config/site";
import { indexFileName } from "../../src/search/client/constants";
import { modalChunk, searchButton, searchModal } from "../support/search";

const apiPage = `${site.baseUrl}docs/api/hooks/use-portal`;
const engineChunk = /\/assets\/js\/search-engine\.[0-9a-f]+\.js$/;
const index = /\/search-index\.json$/;

// Offline: every third-party request fails, so every result can only come
// from the local index.
test.beforeEach(({ context }) =>
  context.route(NOT_LOCAL, (route) => route.abort("internetdisconnected")),
);

/** The pages a list of result links open, in the order a reader sees them. */
const paths = (links: Locator) =>
  links.evaluateAll((all) =>
    all.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );

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

test("nothing of search loads while the reader reads; pointing at the button loads the modal, the engine and the site's own index, after which Ctrl+K and queries download nothing: a query finds its page, a prefix its section, Enter opens a section at its anchor; /search?q= gives the same results", async ({
  page,
  thirdParty,
}) => {
  // Same-origin scripts and data the page fetches, by URL.
  const requested: string[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    if (isLocal(request.url()) && (type === "script" || type === "fetch"))
      requested.push(request.url());
  });
  await open(page, "docs/intro?search-backend=local");
  await afterIdle(page);
  const atLoad = thirdParty.requests.length;
  const searchFiles = [modalChunk, engineChunk, index];
  expect(
    requested.filter((url) => searchFiles.some((file) => file.test(url))),
  ).toEqual([]);

  const loaded = searchFiles.map((file) => page.waitForResponse(file));
  await searchButton(page).hover();
  const [, , indexResponse] = await Promise.all(loaded);
  expect(indexResponse.url()).toBe(
    new URL(site.baseUrl + indexFileName, page.url()).href,
  );
  await afterIdle(page);
  requested.length = 0;

  await page.keyboard.press("Control+k");
  const { input, hits } = searchModal(page);
  await expect(input).toBeFocused();
  await input.fill("useportal");
  await expect(hits.first()).toContainText("usePortal");
  const modalPaths = await paths(hits.getByRole("link"));
  expect(modalPaths[0]).toBe(apiPage);

  await input.fill("isHostAvail");
  const first = hits.first();
  await expect(first.locator("mark").first()).toHaveText(/^isHostAvail/i);
  expect(requested).toEqual([]);
  const href = (await first.getByRole("link").getAttribute("href")) ?? "";
  const anchor = new URL(href, page.url()).hash.slice(1);
  expect(href).toBe(`${apiPage}#${anchor}`);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${apiPage}#${anchor}$`));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();

  expect(requested.filter((url) => index.test(url))).toEqual([]);
  expect(thirdParty.requests.slice(atLoad)).toEqual([]);

  // The backend sticks for the rest of the tab.
  await page.goto("search?q=useportal");
  const titles = page
    .getByRole("main")
    .getByRole("article")
    .getByRole("heading", { level: 2 });
  await expect(titles.first()).toHaveText("usePortal");
  await expect(page.getByText(/documents? found/)).toBeVisible();
  expect(new Set(await paths(titles.getByRole("link")))).toEqual(
    new Set(modalPaths),
  );
  // Not Algolia answering, so no "Powered by Algolia".
  await expect(page.getByRole("link", { name: /algolia/i })).toHaveCount(0);
});

test("an engine or an index that cannot be fetched shows the network error, and the next query fetches it again", async ({
  page,
}) => {
  const failing = new Set([engineChunk, index]);
  for (const file of failing)
    await page.route(file, (route) =>
      failing.has(file) ? route.fulfill({ status: 503 }) : route.continue(),
    );
  await open(page, "docs/intro?search-backend=local");
  await page.keyboard.press("Control+k");
  const { input, hits, error } = searchModal(page);
  await input.fill("usePortal");
  // The error screen's wording: search-faults.spec.ts.
  await expect(error).toContainText("Unable to fetch results");

  // A worker that starts asks for the index: the engine was fetched again.
  failing.delete(engineChunk);
  const indexAsked = page.waitForResponse(index);
  await input.fill("PortalHost");
  expect((await indexAsked).status()).toBe(503);
  await expect(error).toContainText("Unable to fetch results");

  failing.delete(index);
  await input.fill("teleport");
  await expect(hits.first()).toContainText(/teleport/i);
  await expect(error).toBeHidden();
});

// Both an element that would run code and a script: 51 characters, under
// the cut.
const HOSTILE = "<img src=x onerror=__ran=1><script>__ran=2</script>";

// The 64-character cut is the modal's own (DocSearch's), whichever backend
// answers.
test("Ctrl+K starts loading the engine and the index beside the modal, not once the modal has arrived; the query is cut at 64 characters, taken from selected text or typed; markup or script in a query shows as text and never runs, in the modal and on the search page", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await open(page, "docs/intro?search-backend=local");
  const selected = await page.evaluate(() => {
    const paragraphs = Array.from(document.querySelectorAll("article p"));
    const longest = paragraphs.reduce((a, b) =>
      (b.textContent ?? "").length > (a.textContent ?? "").length ? b : a,
    );
    window.getSelection()?.selectAllChildren(longest);
    return window.getSelection()?.toString() ?? "";
  });
  expect(selected.length).toBeGreaterThan(64);
  // The modal's code is held back until the index has been asked for.
  let releaseModal = () => {};
  const modalHeld = new Promise<void>((resolve) => (releaseModal = resolve));
  await page.route(modalChunk, async (route) => {
    await modalHeld;
    await route.continue();
  });
  await page.keyboard.press("Control+k");
  await expect
    .poll(() => requested.filter((url) => index.test(url)))
    .toHaveLength(1);
  expect(requested.filter((url) => engineChunk.test(url))).toHaveLength(1);
  releaseModal();

  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  await expect(modal.input).toHaveValue(selected.slice(0, 64));
  const title = modal.noResults.locator(".DocSearch-Title");
  await modal.input.fill("p".repeat(70));
  await expect(modal.input).toHaveValue("p".repeat(64));
  // The answer shown is the one to the cut query.
  await expect(title).toHaveText(`No results for "${"p".repeat(64)}"`);

  const nothingRan = async () => {
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator("script", { hasText: "__ran" })).toHaveCount(0);
    expect(await page.evaluate(() => "__ran" in window)).toBe(false);
  };
  await modal.input.fill(HOSTILE);
  await expect(title).toHaveText(`No results for "${HOSTILE}"`);
  await nothingRan();
  await page.goto(`search?q=${encodeURIComponent(HOSTILE)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Search results for "${HOSTILE}"`,
  );
  await expect(page.getByText("No results were found")).toBeVisible();
  await nothingRan();
});
