// Every route of the build (from its sitemap) plus the not-found page, in
// light and dark mode, at desktop and phone width: no console error or
// warning, no uncaught error (hydration mismatches included), no
// Content-Security-Policy violation, zero axe violations of any impact, and
// every external link opened without handing over `window.opener`.
import { test, expect, waitForHydration } from "./support/fixtures";
import {
  axeViolations,
  sitemapRoutes,
  watchProblems,
  type PageProblems,
} from "./support/robust";
import type { Page } from "@playwright/test";

const NOT_FOUND = "docs/this-page-does-not-exist";
type Mode = "light" | "dark";
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

test("the sitemap lists every route of the specification", () => {
  expect(routes.length).toBeGreaterThanOrEqual(24);
});

for (const route of routes) {
  test(`/${route} is clean in light and dark mode, on desktop and mobile`, async ({
    page,
  }) => {
    const problems: PageProblems = await watchProblems(page);
    const axe: string[] = [];
    const links: string[] = [];
    const check = async (mode: Mode, width: string) => {
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
      // Colours transition after a mode switch; measure the settled ones.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((transition) => transition.finished.catch(() => undefined)),
        ),
      );
      const where = `${mode} ${width}`;
      axe.push(...(await axeViolations(page)).map((v) => `${where}: ${v}`));
      links.push(...(await unsafeExternalLinks(page)));
      await problems.collect();
    };
    const load = async (mode: Mode) => {
      const response = await page.goto(`${route}?docusaurus-theme=${mode}`);
      expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
      await waitForHydration(page);
    };

    // Desktop: load in light mode, then switch to dark as a reader does.
    await page.setViewportSize(DESKTOP);
    await load("light");
    await check("light", "desktop");
    await page
      .getByRole("button", { name: /switch between dark and light mode/i })
      .click();
    await check("dark", "desktop");

    // Phone: a fresh load in each mode, so hydration runs at this width too.
    await page.setViewportSize(MOBILE);
    for (const mode of ["dark", "light"] as const) {
      await load(mode);
      await check(mode, "mobile");
    }

    expect(
      problems.messages.filter((m) => !isNotFoundStatusReport(m, route)),
      "console errors, warnings and uncaught errors",
    ).toEqual([]);
    expect(problems.cspViolations, "CSP violations").toEqual([]);
    expect(
      [...new Set(links)],
      "external links without noopener noreferrer",
    ).toEqual([]);

    expect(axe, "axe violations").toEqual([]);
  });
}
