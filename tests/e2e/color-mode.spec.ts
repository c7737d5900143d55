// Colour mode: light by default, a two-state toggle that ignores the system
// preference, a choice that persists, and no flash on load.
import type { Page } from "@playwright/test";
import { test, expect, open, waitForHydration } from "../support/fixtures";

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

test("light by default even when the system prefers dark; the toggle switches dark and light only; the choice persists and applies before any script runs", async ({
  page,
}) => {
  const html = page.locator("html");
  const navbar = page.getByRole("navigation", { name: "Main" });
  const toggle = navbar.getByRole("button", {
    name: /Switch between dark and light mode/,
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page, "docs/intro");
  await expect(html).toHaveAttribute("data-theme", "light");
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  expect(await appearance(page)).toEqual({ scheme: "light", lightText: false });

  for (const mode of ["dark", "light", "dark"]) {
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", mode);
  }
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);

  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await waitForHydration(page);
  await navbar.getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(html).toHaveAttribute("data-theme", "dark");

  // Without the app's bundles, only the inline head script can set the theme.
  await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
  await page.goto("docs/installation");
  await expect(html).toHaveAttribute("data-theme", "dark");
  expect(await appearance(page)).toEqual({ scheme: "dark", lightText: true });
  await expect(html).toHaveAttribute("data-has-hydrated", "false");
});
