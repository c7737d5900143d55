import { test, expect, waitForHydration } from "../support/fixtures";
import { openSearch } from "../support/search";
import { withoutScript } from "../support/page-checks";

// Every route's status, title and content are checked in every-route.spec.ts.
test.describe("routes of the specification", () => {
  test("/docs sends the reader to the main doc without JavaScript", async ({
    browser,
  }) => {
    await withoutScript(
      browser,
      { width: 1280, height: 800 },
      "docs",
      async (page) => {
        await expect(page).toHaveURL(/\/react-native-teleport\/docs\/intro$/);
        await expect(page.locator("h1").first()).toHaveText("Introduction");
      },
    );
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and working navigation", async ({
    page,
  }) => {
    const response = await page.goto("docs/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found",
    );
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("links", () => {
  test("no internal link ends with a slash", async ({ request }) => {
    const sitemap = await (await request.get("sitemap.xml")).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    expect(pages.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const pathname of pages) {
      // The server-rendered HTML holds every link the page shows; reading it
      // directly keeps this check fast across the whole sitemap.
      const html = await (
        await request.get(pathname.replace(/^\/react-native-teleport\//, ""))
      ).text();
      for (const [, raw] of html.matchAll(
        /<a\b[^>]*?\bhref=("[^"]*"|'[^']*'|[^\s>]+)/g,
      )) {
        const href = raw.replace(/^["']|["']$/g, "");
        const url = new URL(href, `http://127.0.0.1${pathname}`);
        if (
          url.host === "127.0.0.1" &&
          url.pathname !== "/react-native-teleport/" &&
          url.pathname.endsWith("/")
        ) {
          offenders.push(`${pathname} → ${href}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

test.describe("third parties", () => {
  test("analytics and search requests are intercepted, never sent", async ({
    page,
    thirdParty,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await (await openSearch(page)).input.fill("usePortal");
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(thirdParty.requests.some((url) => url.includes("algolia"))).toBe(
      true,
    );
    expect(
      thirdParty.requests.some((url) => url.includes("googletagmanager")),
    ).toBe(true);
    expect(thirdParty.unhandled).toEqual([]);
  });
});
