// Code blocks, highlighted by the build (src/plugins/static-code); that no
// script ships Prism is tests/output/scripts.test.ts's.
import type { PrismTheme } from "prism-react-renderer";
import type { Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { codeThemes } from "../../src/config/prism";

/** A #rrggbb colour as the browser computes it. */
const rgb = (hex: string) =>
  `rgb(${hex
    .match(/\w\w/g)!
    .map((pair) => parseInt(pair, 16))
    .join(", ")})`;

const DOC = "docs/guides/teleport";
const slot = (page: Page) =>
  page.locator(".theme-code-block", { hasText: "PlayerSlot.tsx" });

test("before any script runs, keywords and the block are coloured in light and dark mode; then title, highlighted line and copy button work as in the stock block", async ({
  page,
  context,
}) => {
  // The app's scripts never arrive: this is the server-rendered page.
  await page.route("**/assets/js/**", (route) => route.abort());
  await page.goto(DOC);
  const keyword = slot(page)
    .locator("span", { hasText: /^import$/ })
    .first();
  // The last entry naming a type wins, as in prism-react-renderer.
  const keywordColour = (theme: PrismTheme) =>
    rgb(
      [...theme.styles]
        .reverse()
        .find(({ types }) => types.includes("keyword"))!.style.color!,
    );
  await expect(keyword).toHaveCSS("color", keywordColour(codeThemes.light));
  await page
    .locator("html")
    .evaluate((html) => html.setAttribute("data-theme", "dark"));
  await expect(keyword).toHaveCSS("color", keywordColour(codeThemes.dark));
  await expect(slot(page).locator("pre")).toHaveCSS(
    "background-color",
    rgb(codeThemes.dark.plain.backgroundColor!),
  );

  await page.unrouteAll();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, DOC);
  const block = slot(page);
  await expect(block.locator("pre")).not.toContainText("highlight-next-line");
  await expect(block.locator(".theme-code-block-highlighted-line")).toHaveText(
    "  return <Portal hostName={hostFor[placement]}>{children}</Portal>;",
  );
  await block.hover();
  await block.getByRole("button", { name: "Copy code to clipboard" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("export function PlayerSlot({");
  expect(copied).not.toContain("highlight-next-line");
  expect(copied.split("\n")).toHaveLength(20);
});
