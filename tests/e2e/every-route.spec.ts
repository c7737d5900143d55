// Every route of the build (from its sitemap) plus the not-found page, in
// light and dark mode, at desktop and phone width: the page the route table
// names (its title and main content), no console error or
// warning, no uncaught error (hydration mismatches included), no
// Content-Security-Policy violation, zero axe violations of any impact, and
// every external link opened without handing over `window.opener`, no live
// demo's code fetched but the page's own; on desktop, each route's bytes
// within the budgets of tests/support/weight.ts.
import { test, expect, waitForHydration } from "../support/fixtures";
import {
  axeViolations,
  watchProblems,
  type PageProblems,
} from "../support/page-checks";
import { allRoutes } from "../support/routes";
import { DEMO_CHUNKS, sitemapRoutes } from "../support/build";
import { watchDemoScripts } from "../support/demo-scripts";
import type { Page } from "@playwright/test";
import { overBudget, watchWeight } from "../support/weight";

/**
 * Colours transition after a mode switch; measure the settled ones. A
 * transition can start a frame or two after the switch (a component that
 * re-renders for the new mode), so the page waits until two frames in a row
 * start none. Transitions of size or position (a demo's progress bar
 * moves all the time) are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async (colourProperty) => {
    const COLOUR_PROPERTY = new RegExp(colourProperty);
    const frame = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (;;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation): animation is CSSTransition =>
            animation instanceof CSSTransition,
        )
        // Only what paints colour: a demo's progress bar keeps moving.
        .filter((transition) =>
          COLOUR_PROPERTY.test(transition.transitionProperty),
        )
        .filter((transition) => transition.playState !== "finished");
      if (running.length === 0) return;
      await Promise.all(
        running.map((transition) => transition.finished.catch(() => undefined)),
      );
    }
  }, COLOUR_PROPERTY.source);
}

/** The transitioned properties that change what a colour scan measures. */
const COLOUR_PROPERTY =
  /color|background|border|fill|stroke|opacity|shadow|outline|filter|^all$/;

const NOT_FOUND = "docs/this-page-does-not-exist";
/** The axe rules whose outcome can change with the colour mode alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/**
 * Code text: thousands of token spans that made the contrast scan the
 * slowest check of the suite. Their colours are fixed at build time and
 * checked in tests/unit/prism-contrast.test.ts; the block itself (its
 * scroll focus, its buttons) stays in the scan.
 */
const CODE_TEXT = "pre > code";
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

async function unsafeExternalLinks(page: Page): Promise<string[]> {
  return page.locator("a[href]").evaluateAll((links) =>
    links
      .map((link) => link as HTMLAnchorElement)
      .filter((a) => a.origin !== window.location.origin)
      .filter((a) => /^https?:$/.test(a.protocol))
      .filter((a) => {
        const rel = a.rel.split(/\s+/);
        return !rel.includes("noopener") || !rel.includes("noreferrer");
      })
      .map((a) => `${a.href} rel="${a.rel}"`),
  );
}

/** The browser's own report of the 404 status of the not-found document, which is what that page must answer. */
function isNotFoundStatusReport(message: string, route: string): boolean {
  return (
    route === NOT_FOUND &&
    message.includes(route) &&
    message.includes("status of 404")
  );
}

test.describe.configure({ mode: "parallel" });

const routes = [...sitemapRoutes(), NOT_FOUND];
const titles = new Map([
  ...allRoutes.map(({ path, title }) => [path, title] as const),
  [NOT_FOUND, /^Page Not Found \| React Native Teleport$/] as const,
]);

test("the sitemap lists exactly the routes of the specification and the pages added to it", () => {
  expect(sitemapRoutes()).toEqual(allRoutes.map(({ path }) => path).sort());
});

/**
 * The four ways a reader meets a page, in one load per width: markup only
 * changes with the width, so each width gets a full axe scan in the mode it
 * loads in, then the reader switches the mode with the navbar toggle and
 * the rules a colour change can break (contrast) run again. One load and
 * one copy of axe per width keeps each test well inside its timeout on a
 * busy two-core machine. The desktop load, a first visit as readers make
 * it, is also weighed against the byte budgets.
 */
const widths = [
  { width: "desktop", viewport: DESKTOP, load: "light", switchTo: "dark" },
  { width: "mobile", viewport: MOBILE, load: "dark", switchTo: "light" },
] as const;

for (const { width, viewport, load, switchTo } of widths) {
  test.describe(`on ${width}`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`/${route} is clean, loaded in ${load} mode and switched to ${switchTo}${width === "desktop" ? ", within its byte budgets" : ""}`, async ({
        page,
        baseURL,
      }) => {
        const problems: PageProblems = await watchProblems(page);
        const weighing = watchWeight(page, new URL(baseURL!).origin);
        const demoScripts = watchDemoScripts(page);
        const response = await page.goto(`${route}?docusaurus-theme=${load}`);
        expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
        // Weighed while the test goes on: the page loads what it loads.
        const weight = weighing.untilNetworkIdle();
        weight.catch(() => undefined);
        await waitForHydration(page);
        const html = page.locator("html");
        await expect(html).toHaveAttribute("data-theme", load);
        // The page the route table names, with its skip-link target.
        const expected = titles.get(route);
        expect(
          expected,
          `/${route} is missing from the route table`,
        ).toBeDefined();
        await expect(page).toHaveTitle(expected!);
        await expect(
          page.locator("#__docusaurus_skipToContent_fallback"),
        ).toBeVisible();
        const violations = (
          await axeViolations(page, { exclude: CODE_TEXT })
        ).map((v) => `${load}: ${v}`);
        const links = await unsafeExternalLinks(page);

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
        await settleTransitions(page);
        violations.push(
          ...(
            await axeViolations(page, {
              rules: COLOUR_RULES,
              exclude: CODE_TEXT,
            })
          ).map((v) => `${switchTo}: ${v}`),
        );
        await problems.collect();

        expect(
          problems.messages.filter((m) => !isNotFoundStatusReport(m, route)),
          "console errors, warnings and uncaught errors",
        ).toEqual([]);
        expect(problems.cspViolations, "CSP violations").toEqual([]);
        expect(
          [...new Set(links)],
          "external links without noopener noreferrer",
        ).toEqual([]);
        expect(violations, "axe violations").toEqual([]);
        expect(
          demoScripts.chunks().filter((chunk) => chunk !== DEMO_CHUNKS[route]),
          "another page's demo code",
        ).toEqual([]);
        if (width === "desktop" && route !== NOT_FOUND) {
          expect(overBudget(route, await weight), "byte budgets").toEqual([]);
        }
      });
    }
  });
}
