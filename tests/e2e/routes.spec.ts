// What every-route.spec.ts cannot see from the sitemap: /docs without
// JavaScript, paths the site does not have, and links with a trailing slash.
import { test, expect, waitForHydration } from "../support/fixtures";
import { withoutScript } from "../support/page-checks";
import { sitemapRoutes } from "../support/build";
import { site } from "../../src/config/site";

test("the site lives under the spec's base path, /react-native-teleport/, with no trailing slash", async ({
  page,
}) => {
  // The spec's literal, not the config's: every other test follows the config.
  const response = await page.goto("/react-native-teleport/docs/intro");
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https:\/\/[^/]+\/react-native-teleport\/docs\/intro$/,
  );
});

test("/docs sends the reader to the main doc without JavaScript", async ({
  browser,
}) => {
  await withoutScript(
    browser,
    { width: 1280, height: 800 },
    "docs",
    async (page) => {
      await expect(page).toHaveURL(new RegExp(`${site.baseUrl}docs/intro$`));
      await expect(page.locator("h1").first()).toHaveText("Introduction");
    },
  );
});

test("any other path, under the base path or outside it, answers 404 with the not-found page, from which the navbar leads on", async ({
  page,
}) => {
  for (const path of [
    "/elsewhere",
    `${site.baseUrl}blog/no-such-post`,
    `${site.baseUrl}no-such-page`,
    `${site.baseUrl}docs/api/hooks/use-teleport`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found",
    );
    // Still the page that was asked for, not a redirect.
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Guides" })
    .click();
  await expect(page.locator("article h1").first()).toHaveText("Introduction");
});

test("no internal link ends with a slash", async ({ request }) => {
  const offenders: string[] = [];
  for (const route of sitemapRoutes()) {
    // The server-rendered HTML holds every link the page shows; reading it
    // directly keeps this check fast across the whole sitemap.
    const html = await (await request.get(route)).text();
    const pathname = `${site.baseUrl}${route}`;
    for (const [, raw] of html.matchAll(
      /<a\b[^>]*?\bhref=("[^"]*"|'[^']*'|[^\s>]+)/g,
    )) {
      const href = raw.replace(/^["']|["']$/g, "");
      const url = new URL(href, `http://127.0.0.1${pathname}`);
      if (
        url.host === "127.0.0.1" &&
        url.pathname !== site.baseUrl &&
        url.pathname.endsWith("/")
      ) {
        offenders.push(`${pathname} → ${href}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});
