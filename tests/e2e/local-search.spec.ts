import type { Page } from "@playwright/test";
import {
  test,
  expect,
  isAlgolia,
  NOT_LOCAL,
  waitForHydration,
} from "../support/fixtures";
import { openSearch } from "../support/search";

// The suite runs against the production build, whose default backend is
// Algolia; `?search-backend=local` switches this tab to the local index, the
// same switch maintainers use (see the README).
test.describe.configure({ mode: "parallel" });

const apiPage = /\/react-native-teleport\/docs\/api\/hooks\/use-portal$/;
const teleportGuide = /\/react-native-teleport\/docs\/guides\/teleport$/;

function local(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}search-backend=local`;
}

async function openModal(page: Page, path = "docs/intro") {
  await page.goto(local(path));
  await waitForHydration(page);
  return (await openSearch(page)).input;
}

/** The links of the modal's results, in the order a reader sees them. */
function results(page: Page) {
  return page.getByRole("listbox").getByRole("option").getByRole("link");
}

async function firstResultPath(page: Page): Promise<string> {
  const href = await results(page).first().getAttribute("href");
  return new URL(href ?? "", page.url()).pathname;
}

test.describe("local search backend", () => {
  // Algolia would answer the fixture's usePortal hits: fail it, so every
  // result below can only come from the local index.
  test.beforeEach(async ({ context }) => {
    await context.route(
      (url) => isAlgolia(url.href),
      (route) => route.abort("internetdisconnected"),
    );
  });

  test("useportal ranks the usePortal API page first and opens it; it becomes a recent search", async ({
    page,
  }) => {
    const searchbox = await openModal(page);
    await searchbox.fill("useportal");
    await expect(results(page).first()).toContainText("usePortal");
    await expect(results(page).first().locator("mark").first()).toHaveText(
      "usePortal",
    );
    expect(await firstResultPath(page)).toMatch(apiPage);

    await searchbox.press("Enter");
    await expect(page).toHaveURL(apiPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "usePortal",
    );

    await openSearch(page);
    await expect(page.locator(".DocSearch-Hit-source").first()).toHaveText(
      "Recent",
    );
    await expect(results(page).first()).toContainText("usePortal");
  });

  test("a prefix (isHostAvail) finds the isHostAvailable section and opens it at its anchor", async ({
    page,
  }) => {
    const searchbox = await openModal(page);
    await searchbox.fill("isHostAvail");
    const first = results(page).first();
    await expect(first.locator("mark").first()).toHaveText(/^isHostAvail/i);
    const href = (await first.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/docs\/api\/hooks\/use-portal#[\w-]+$/);

    // Keyboard navigation: the first result is active, Enter opens it.
    await searchbox.press("Enter");
    const anchor = href.split("#")[1];
    await expect(page).toHaveURL(new RegExp(`use-portal#${anchor}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test("typos still find the page: usePotal and telport", async ({ page }) => {
    const searchbox = await openModal(page);
    await searchbox.fill("usePotal");
    await expect(results(page).first()).toContainText("usePortal");
    expect(await firstResultPath(page)).toMatch(apiPage);

    await searchbox.fill("telport");
    await expect(results(page).first().locator("mark").first()).toHaveText(
      "Teleport",
    );
    expect(await firstResultPath(page)).toMatch(teleportGuide);
  });

  test("nonsense shows the no-results screen", async ({ page }) => {
    const searchbox = await openModal(page);
    await searchbox.fill("portal");
    await expect(results(page).first()).toBeVisible();
    await searchbox.fill("qzxwvjk");
    await expect(page.getByText(/No results.* for "qzxwvjk"/)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("works offline: the index comes from the site and no request leaves the page", async ({
    page,
    context,
    thirdParty,
  }) => {
    // Offline: every third-party request fails from here on.
    await context.route(NOT_LOCAL, (route) =>
      route.abort("internetdisconnected"),
    );
    const index: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/search-index.json"))
        index.push(request.url());
    });
    await page.goto(local("docs/intro"));
    await waitForHydration(page);
    const atLoad = thirdParty.requests.length;

    // The index loads at idle time or when search opens: once either way.
    await (await openSearch(page)).input.fill("useportal");
    await expect(results(page).first()).toContainText("usePortal");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(apiPage);

    expect(index).toEqual([
      expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/react-native-teleport\/search-index\.json$/,
      ),
    ]);
    expect(thirdParty.requests.slice(atLoad)).toEqual([]);
  });

  // Pointing at the button loads them ahead of use (search-loads-on-intent.spec.ts).
  test("the index and MiniSearch load only when search opens", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script")
        scripts.push(await response.text());
    });
    await page.goto(local("docs/intro"));
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((code) => code.includes("MiniSearch:"))).toBe(false);

    const indexRequest = page.waitForRequest(/\/search-index\.json$/);
    await openSearch(page);
    await indexRequest;
    await page.getByRole("searchbox").fill("portal");
    await expect(results(page).first()).toBeVisible();
    expect(scripts.some((code) => code.includes("MiniSearch:"))).toBe(true);
  });

  test("/search?q= gives the same results as the modal, inside a main landmark", async ({
    page,
  }) => {
    const searchbox = await openModal(page);
    await searchbox.fill("useportal");
    await expect(results(page).first()).toBeVisible();
    const modalPaths = await results(page).evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );

    await page.goto(local("search?q=useportal"));
    const main = page.getByRole("main");
    await expect(main).toHaveCount(1);
    const titles = main.getByRole("article").getByRole("heading", { level: 2 });
    await expect(titles.first()).toHaveText("usePortal");
    await expect(page.getByText(/documents? found/)).toBeVisible();
    const pagePaths = await titles
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
    expect(pagePaths[0]).toMatch(apiPage);
    expect(new Set(pagePaths)).toEqual(new Set(modalPaths));
    // Not Algolia answering, so no "Powered by Algolia".
    await expect(page.getByRole("link", { name: /algolia/i })).toHaveCount(0);

    await page.getByRole("searchbox").fill("qzxwvjk");
    await expect(page.getByText("No results were found")).toBeVisible();
  });
});

test("without the switch the build searches with Algolia and never loads the index", async ({
  page,
  thirdParty,
}) => {
  const index: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/search-index.json")) index.push(request.url());
  });
  await page.goto("docs/intro");
  await waitForHydration(page);
  await openSearch(page);
  const query = page.waitForRequest(
    (request) =>
      isAlgolia(request.url()) &&
      new URL(request.url()).pathname === "/1/indexes/*/queries",
  );
  await page.getByRole("searchbox").fill("usePortal");
  expect((await query).method()).toBe("POST");
  await expect(results(page).first()).toBeVisible();
  expect(index).toEqual([]);
  expect(thirdParty.unhandled).toEqual([]);
});
