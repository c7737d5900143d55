// What the shell does with URLs: head metadata,
// `.html` and `/index.html` suffixes, the wrong-base-URL banner and route loading.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { site } from "../../src/config/site";
import { BUILD_DIR } from "../support/paths";

test.describe.configure({ mode: "parallel" });
// Routes may still be answering when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const absolute = (path: string): string => `${site.url}${site.baseUrl}${path}`;

async function headLinks(page: Page) {
  return {
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    ogUrl: await page
      .locator('meta[property="og:url"]')
      .getAttribute("content"),
    ogImage: await page
      .locator('meta[property="og:image"]')
      .getAttribute("content"),
    alternates: await page
      .locator("link[rel='alternate'][hreflang]")
      .evaluateAll((links) =>
        links.map(
          (l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`,
        ),
      ),
  };
}

test.describe("head metadata", () => {
  test("a doc page carries its canonical URL, og:url, the link-preview card and hreflang alternates, and no noindex", async ({
    page,
  }) => {
    await page.goto("docs/guides/portal");
    const expected = absolute("docs/guides/portal");
    expect(await headLinks(page)).toEqual({
      canonical: expected,
      ogUrl: expected,
      ogImage: absolute("img/social-card.png"),
      alternates: [`en ${expected}`, `x-default ${expected}`],
    });
    await expect(
      page.locator('meta[name="robots"][content*="noindex"]'),
    ).toHaveCount(0);
  });

  test("the metadata follows a client-side navigation", async ({ page }) => {
    await page.goto("docs/guides/portal");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "Teleport", exact: true })
      .click();
    const expected = absolute("docs/guides/teleport");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      expected,
    );
    expect(await headLinks(page)).toEqual({
      canonical: expected,
      ogUrl: expected,
      ogImage: absolute("img/social-card.png"),
      alternates: [`en ${expected}`, `x-default ${expected}`],
    });
  });
});

test.describe("suffix stripping", () => {
  for (const { path, title, status } of [
    // GitHub Pages serves the file; the client matches the route without `.html`.
    { path: "docs/intro.html", title: "Introduction", status: 200 },
    // No such file: the 404 page loads, and the client retries without `/index.html`.
    { path: "docs/intro/index.html", title: "Introduction", status: 404 },
    { path: "docs/guides/teleport/index.html", title: "Teleport", status: 404 },
    // A real file: the /docs redirect page, which sends the reader to the main doc.
    { path: "docs/index", title: "Introduction", status: 200 },
  ]) {
    test(`/${path} shows the page it names once the suffix is stripped`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page.locator("article h1").first()).toHaveText(title);
      await expect(
        page.getByRole("heading", { name: "Page Not Found" }),
      ).toHaveCount(0);
      await expect(
        page
          .getByRole("navigation", { name: "Docs sidebar" })
          .getByRole("link", { name: title, exact: true }),
      ).toHaveAttribute("aria-current", "page");
    });
  }
});

test.describe("wrong base URL", () => {
  test("a home page served away from the configured base URL shows the banner with a suggestion", async ({
    page,
    baseURL,
  }) => {
    // The build deployed under /mirror/: its pages still point at the configured
    // base path, which that server does not have.
    const origin = new URL(baseURL ?? "").origin;
    const home = readFileSync(join(BUILD_DIR, "index.html"), "utf8");
    await page.route(`${origin}/mirror/`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: home }),
    );
    await page.route(`${origin}${site.baseUrl}**`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );

    await page.goto(`${origin}/mirror/`);
    const banner = page.locator("#__docusaurus-base-url-issue-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      "Your Docusaurus site did not load properly.",
    );
    await expect(banner).toContainText(
      `Current configured baseUrl = ${site.baseUrl}`,
    );
    await expect(banner).toContainText("We suggest trying baseUrl = /mirror/");
  });

  test("the home page under its base URL shows no banner", async ({ page }) => {
    await page.goto("");
    await waitForHydration(page);
    await expect(
      page.locator("#__docusaurus-base-url-issue-banner"),
    ).toHaveCount(0);
  });
});

test.describe("route loading", () => {
  const routeScript = /\/assets\/js\/(?!search-)[^/]+\.js$/;
  const installationLink = (page: Page) =>
    page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "Installation", exact: true });

  test("links in view fetch nothing; hovering a link loads its route", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (routeScript.test(request.url())) requested.push(request.url());
    });
    await page.goto("docs/intro");
    await waitForHydration(page);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => setTimeout(resolve, 300)),
        ),
    );
    const atIdle = requested.length;
    await expect(
      page.locator('head link[rel="prefetch"][href*="/assets/js/"]'),
    ).toHaveCount(0);

    const preloaded = page.waitForRequest(routeScript);
    await installationLink(page).hover();
    await preloaded;
    expect(requested.length).toBeGreaterThan(atIdle);
  });

  for (const connection of [
    {
      name: "data saving is on",
      value: { saveData: true, effectiveType: "4g" },
    },
    {
      name: "the connection is 2g",
      value: { saveData: false, effectiveType: "slow-2g" },
    },
  ]) {
    test(`hovering a link loads nothing ahead when ${connection.name}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, "connection", {
          value,
          configurable: true,
        });
      }, connection.value);
      const requested: string[] = [];
      page.on("request", (request) => {
        if (routeScript.test(request.url())) requested.push(request.url());
      });
      await page.goto("docs/intro");
      await waitForHydration(page);
      const atLoad = requested.length;
      await installationLink(page).hover();
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => setTimeout(resolve, 300)),
          ),
      );
      expect(requested.slice(atLoad)).toEqual([]);
    });
  }
});
