// Colour mode: light by default, a two-state toggle that ignores
// the system preference, a choice that persists, and no flash on load.
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";

test.describe.configure({ mode: "parallel" });
// Routes may still be answering when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const toggle = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: /Switch between dark and light mode/ });
const theme = (page: Page) => page.locator("html");
/** What the reader sees: the browser's colour scheme and whether body text is light on dark. */
const appearance = (
  page: Page,
): Promise<{ scheme: string; lightText: boolean }> =>
  page.evaluate(() => {
    const [r, g, b] = (
      getComputedStyle(document.body).color.match(/\d+/g) ?? []
    ).map(Number);
    return {
      scheme: getComputedStyle(document.documentElement).colorScheme,
      lightText: (r + g + b) / 3 > 128,
    };
  });
const LIGHT = { scheme: "light", lightText: false };
const DARK = { scheme: "dark", lightText: true };

test.describe("colour mode", () => {
  test("is light by default, even when the system prefers dark", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await appearance(page)).toEqual(LIGHT);
  });

  test("the toggle switches between light and dark only", async ({ page }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await toggle(page).click();
      seen.push((await theme(page).getAttribute("data-theme")) ?? "");
    }
    expect(seen).toEqual(["dark", "light", "dark"]);
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await appearance(page)).toEqual(DARK);
  });

  test("the choice persists across reloads and pages", async ({ page }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");

    await page.reload();
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await page.goto("blog/welcome");
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Guides" })
      .click();
    await expect(page.locator("article h1").first()).toHaveText("Introduction");
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
  });

  test("a stored dark choice is applied before any script of the app runs: no flash of light", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");

    // Without the app's bundles, only the inline head script can set the theme.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    await page.goto("docs/installation");
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    expect(await appearance(page)).toEqual(DARK);
    await expect(theme(page)).toHaveAttribute("data-has-hydrated", "false");
  });
});
