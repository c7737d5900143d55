// Deploy skew: a reader has a page open when a new deploy replaces the
// hashed JavaScript chunks, so the next route's chunk answers 404. The page
// must reload once (the fresh HTML names the new chunks) and never loop.
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";

type Skew = {
  /** Document loads of the main frame so far (the first visit counts as 1). */
  documentLoads(): number;
  /** Chunk requests answered 404. */
  missing: string[];
};

/**
 * From the call on, every JavaScript chunk the page had not fetched yet
 * answers 404 ("deleted by the new deploy"): until the next document load
 * when `healsOnReload`, or for good otherwise.
 */
async function simulateDeploy(
  page: Page,
  healsOnReload: boolean,
  loadsBefore: () => number,
): Promise<Skew> {
  const fetched = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".js")),
    ),
  );
  const loadsAtDeploy = loadsBefore();
  const missing: string[] = [];
  await page.route("**/assets/js/*.js", (route) => {
    const url = route.request().url();
    const stillOld = !healsOnReload || loadsBefore() === loadsAtDeploy;
    if (fetched.has(url) || !stillOld) return route.fallback();
    missing.push(url);
    return route.fulfill({
      status: 404,
      contentType: "text/html",
      body: "Not found",
    });
  });
  return { documentLoads: loadsBefore, missing };
}

function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads += 1;
  });
  return () => loads;
}

test.describe("deploy skew", () => {
  test.describe.configure({ mode: "parallel" });

  test("a route chunk that 404s reloads the page once, which then works", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const loads = countDocumentLoads(page);
    await page.goto("docs/intro");
    await waitForHydration(page);
    const skew = await simulateDeploy(page, true, loads);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await waitForHydration(page);
    expect(skew.missing.length).toBeGreaterThan(0);
    expect(skew.documentLoads()).toBe(2);
    expect(warnings.join("\n")).toMatch(/chunk|Loading/i);

    // The reloaded page is a working app again: client-side navigation, no reload.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "API" })
      .click();
    await expect(page).toHaveURL(/\/docs\/category\/api-reference$/);
    expect(skew.documentLoads()).toBe(2);
  });

  test("a chunk that stays missing after the reload does not reload again", async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto("docs/intro");
    await waitForHydration(page);
    const skew = await simulateDeploy(page, false, loads);

    const reloadedFailure = new Promise<Error>((resolve) => {
      page.on("pageerror", (error) => {
        if (loads() === 2) resolve(error);
      });
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();

    // The reloaded page fails to load the chunk again; Docusaurus then keeps
    // the server-rendered page instead of reloading.
    expect((await reloadedFailure).message).toMatch(/chunk|Loading/i);
    await page.waitForLoadState("networkidle");
    expect(skew.documentLoads()).toBe(2);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
