// The local backend: the production build defaults to Algolia, and
// `?search-backend=local` switches the tab to the site's own index, the same
// switch maintainers use (see the README). Its No results screen is in
// search-modal.spec.ts, its loading in search-loads-on-intent.spec.ts.
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { NOT_LOCAL } from "../support/hosts";
import { site } from "../../src/config/site";
import { indexFileName } from "../../src/search/client/constants";
import { searchModal } from "../support/search";

test.describe.configure({ mode: "parallel" });

const apiPage = `${site.baseUrl}docs/api/hooks/use-portal`;

// Offline: every third-party request fails, so every result can only come
// from the local index.
test.beforeEach(({ context }) =>
  context.route(NOT_LOCAL, (route) => route.abort("internetdisconnected")),
);

/** The pages the modal's results open, in the order a reader sees them. */
const resultPaths = (page: Page) =>
  searchModal(page)
    .hits.getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );

test("Ctrl+K searches the site's own index: typos and prefixes find their page, Enter opens a section at its anchor, which becomes a recent search", async ({
  page,
  thirdParty,
}) => {
  const index: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(indexFileName)) index.push(request.url());
  });
  await page.goto("docs/intro?search-backend=local");
  await waitForHydration(page);
  const atLoad = thirdParty.requests.length;

  await page.keyboard.press("Control+k");
  const { input, hits, section } = searchModal(page);
  await input.fill("usePotal");
  await expect(hits.first()).toContainText("usePortal");
  expect((await resultPaths(page))[0]).toBe(apiPage);
  await input.fill("telport");
  await expect(hits.first().locator("mark").first()).toHaveText("Teleport");
  expect((await resultPaths(page))[0]).toBe(
    `${site.baseUrl}docs/guides/teleport`,
  );

  await input.fill("isHostAvail");
  const first = hits.first();
  await expect(first.locator("mark").first()).toHaveText(/^isHostAvail/i);
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
  // The index loads once, from the site itself, and nothing leaves the page.
  expect(index).toEqual([
    new URL(site.baseUrl + indexFileName, page.url()).href,
  ]);
  expect(thirdParty.requests.slice(atLoad)).toEqual([]);
});

test("/search?q= gives the same results as the modal, inside a main landmark", async ({
  page,
}) => {
  await page.goto("docs/intro?search-backend=local");
  await waitForHydration(page);
  await page.keyboard.press("Control+k");
  const { input, hits } = searchModal(page);
  await input.fill("useportal");
  await expect(hits.first()).toContainText("usePortal");
  const modalPaths = await resultPaths(page);

  await page.goto("search?q=useportal");
  const main = page.getByRole("main");
  const titles = main.getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles.first()).toHaveText("usePortal");
  await expect(page.getByText(/documents? found/)).toBeVisible();
  const pagePaths = await titles
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  expect(pagePaths[0]).toBe(apiPage);
  expect(new Set(pagePaths)).toEqual(new Set(modalPaths));
  // Not Algolia answering, so no "Powered by Algolia".
  await expect(page.getByRole("link", { name: /algolia/i })).toHaveCount(0);

  await page.getByRole("searchbox").fill("qzxwvjk");
  await expect(page.getByText("No results were found")).toBeVisible();
});
