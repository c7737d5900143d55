// The local backend, which `?search-backend=local` switches a tab of the
// production build to (see the README). Its timings belong to `npm run bench`.
import type { Locator, Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { isLocal, NOT_LOCAL } from "../support/hosts";
import { site } from "../../src/config/site";
import { indexFileName } from "../../src/search/client/constants";
import { searchButton, searchModal } from "../support/search";

const apiPage = `${site.baseUrl}docs/api/hooks/use-portal`;
const modalChunk = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;
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

test("nothing of search loads while the reader reads; pointing at the button loads the modal, the engine and the site's own index, after which Ctrl+K and queries download nothing: a query finds its page, a prefix its section, Enter opens a section at its anchor, which becomes a recent search; /search?q= gives the same results", async ({
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
  const { input, hits, section } = searchModal(page);
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
  // Keyboard navigation: the first result is active, Enter opens it.
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${apiPage}#${anchor}$`));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();

  await page.keyboard.press("Control+k");
  await expect(section("Recent").getByRole("option")).toContainText([
    /isHostAvail/i,
  ]);
  // The index is not loaded again, and nothing leaves the page.
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

for (const [name, file] of [
  ["index", index],
  ["engine", engineChunk],
] as const) {
  test(`an ${name} that cannot be fetched shows the network error, and the next query fetches it again`, async ({
    page,
  }) => {
    let status = 503;
    const answered: number[] = [];
    await page.route(file, (route) => {
      answered.push(status);
      return status === 200 ? route.continue() : route.fulfill({ status });
    });
    await open(page, "docs/intro?search-backend=local");
    await page.keyboard.press("Control+k");
    const { input, hits, error } = searchModal(page);
    await input.fill("usePortal");
    // The error screen's wording: search-faults.spec.ts.
    await expect(error).toContainText("Unable to fetch results");

    status = 200;
    await input.fill("PortalHost");
    await expect(hits.first()).toContainText("PortalHost");
    await expect(error).toBeHidden();
    expect(answered.at(-1)).toBe(200);
  });
}

const HOSTILE = [
  '<img src=x onerror="window.__ran=1">',
  "<script>window.__ran=2</script>",
];

// What a hit quotes is escaped by the engine (search-client-text.test.ts).
test("Ctrl+K starts loading the engine and the index beside the modal, not once the modal has arrived; markup or script in a query shows as text and never runs, in the modal and on the search page", async ({
  page,
}) => {
  // Nothing the query says may become an element or run.
  const nothingRan = async () => {
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator("script", { hasText: "__ran" })).toHaveCount(0);
    expect(await page.evaluate(() => "__ran" in window)).toBe(false);
  };
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await open(page, "docs/intro?search-backend=local");
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
  for (const query of HOSTILE) {
    await modal.input.fill(query);
    await expect(modal.noResults.locator(".DocSearch-Title")).toHaveText(
      `No results for "${query}"`,
    );
    await nothingRan();
  }

  for (const query of HOSTILE) {
    await page.goto(`search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for "${query}"`,
    );
    await expect(page.getByText("No results were found")).toBeVisible();
    await nothingRan();
  }
});
