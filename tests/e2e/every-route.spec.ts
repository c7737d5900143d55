// Every route of the build (from its sitemap) plus the not-found page, in
// light and dark mode, at desktop and phone width: no console error or
// warning, uncaught error (hydration mismatches included) or CSP violation,
// no axe violation of any impact; on desktop, within the byte budgets of
// tests/support/weight.ts. Which routes there are, their titles and their
// links are tests/output/routes.test.ts's.
import { test, expect, waitForHydration } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { sitemapRoutes } from "../support/build";
import { budgets, weighPage } from "../support/weight";

const NOT_FOUND = "docs/this-page-does-not-exist";
/** The axe rules whose outcome can change with the colour mode alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/**
 * Code text, thousands of token spans: their colours are fixed at build time
 * and checked in tests/unit/prism-contrast.test.ts. The block itself stays in.
 */
const CODE_TEXT = "pre > code";

test.use({ failOnProblems: true });

const routes = [...sitemapRoutes(), NOT_FOUND];

/**
 * One load per width (markup changes only with the width): a full axe scan in
 * the mode the page loads in, then, switched with the navbar toggle, the
 * rules a colour change can break.
 */
const widths = [
  { width: "desktop", viewport: [1280, 800], load: "light", switchTo: "dark" },
  { width: "mobile", viewport: [390, 844], load: "dark", switchTo: "light" },
] as const;

for (const { width, viewport, load, switchTo } of widths) {
  for (const route of routes) {
    test(`/${route} on ${width} is clean, loaded in ${load} mode and switched to ${switchTo}${width === "desktop" ? ", within its byte budgets" : ""}`, async ({
      page,
      problems,
    }) => {
      // The browser reports the not-found page's own 404 status.
      if (route === NOT_FOUND) problems.allow(/status of 404/);
      const [vw, vh] = viewport;
      await page.setViewportSize({ width: vw, height: vh });
      const response = await page.goto(`${route}?docusaurus-theme=${load}`);
      expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
      await waitForHydration(page);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-theme", load);
      await expect(
        page.locator("#__docusaurus_skipToContent_fallback"),
      ).toBeVisible();
      const violations = (
        await axeViolations(page, { exclude: CODE_TEXT })
      ).map((v) => `${load}: ${v}`);

      // Colours jump to the new mode, so axe measures settled ones.
      await page.addStyleTag({
        content: "*, ::before, ::after { transition: none !important; }",
      });
      // Switch as a reader does, with the navbar toggle (on a phone it
      // sits in the menu, which opens first).
      if (width === "mobile") {
        await page
          .getByRole("button", { name: /toggle navigation bar/i })
          .click();
      }
      await page
        .getByRole("button", { name: /switch between dark and light mode/i })
        .click();
      await expect(html).toHaveAttribute("data-theme", switchTo);
      if (width === "mobile") {
        await page
          .getByRole("button", { name: /close navigation bar/i })
          .click();
        await expect(page.locator(".navbar-sidebar")).toBeHidden();
      }
      violations.push(
        ...(
          await axeViolations(page, {
            rules: COLOUR_RULES,
            exclude: CODE_TEXT,
          })
        ).map((v) => `${switchTo}: ${v}`),
      );
      expect(violations, "axe violations").toEqual([]);
      if (width === "desktop" && route !== NOT_FOUND) {
        // What the page loaded, as the browser's resource timing counts it.
        const weight = await weighPage(page);
        expect
          .soft(weight.firstLoadJs, "first-load JS, gzip bytes")
          .toBeLessThanOrEqual(budgets.firstLoadJs);
        expect
          .soft(weight.total, "total first-visit bytes, gzip")
          .toBeLessThanOrEqual(budgets.total);
      }
    });
  }
}
