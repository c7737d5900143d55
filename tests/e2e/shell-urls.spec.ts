// What the site does with URLs that every-route.spec.ts cannot see from the
// sitemap: head metadata, `.html` and `/index.html` suffixes, /docs without
// JavaScript, paths the site does not have, the wrong-base-URL banner and
// loading routes ahead of a click.
import type { Page } from "@playwright/test";
import { test, expect, open, waitForHydration } from "../support/fixtures";
import { site } from "../../src/config/site";
import { builtHtml } from "../support/build";
import { isLocal } from "../support/hosts";

const docsSidebar = (page: Page) =>
  page.getByRole("navigation", { name: "Docs sidebar" });

test("a doc page under the spec's base path carries its canonical URL, og:url and hreflang alternates, and no noindex, also after a client-side navigation", async ({
  page,
}) => {
  /** What the head says of the page; robots directives, of which there are none. */
  const head = () =>
    page.evaluate(() => {
      const all = (selector: string, read: (el: Element) => string | null) =>
        Array.from(document.head.querySelectorAll(selector), read);
      const content = (el: Element) => el.getAttribute("content");
      return {
        canonical: all('link[rel="canonical"]', (el) =>
          el.getAttribute("href"),
        ),
        ogUrl: all('meta[property="og:url"]', content),
        alternates: all(
          "link[rel='alternate'][hreflang]",
          (l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`,
        ),
        robots: all('meta[name="robots"]', content),
      };
    });
  const expected = (path: string) => {
    const url = `${site.url}${site.baseUrl}${path}`;
    return {
      canonical: [url],
      ogUrl: [url],
      alternates: [`en ${url}`, `x-default ${url}`],
      robots: [],
    };
  };
  // The spec's base path, with no trailing slash: every test follows the config.
  expect(site.baseUrl).toBe("/react-native-teleport/");
  await page.goto("docs/guides/portal");
  // Polled: while the page hydrates, the head manager rewrites its tags in
  // steps, and one step may find some gone.
  await expect.poll(head).toEqual(expected("docs/guides/portal"));

  await waitForHydration(page);
  await docsSidebar(page)
    .getByRole("link", { name: "Teleport", exact: true })
    .click();
  await expect.poll(head).toEqual(expected("docs/guides/teleport"));
});

test("/docs/intro.html, /docs/intro/index.html, /docs/guides/teleport/index.html and /docs/index show the page they name once the suffix is stripped", async ({
  page,
}) => {
  for (const { path, title, status } of [
    // GitHub Pages serves the file; the client matches the route without `.html`.
    { path: "docs/intro.html", title: "Introduction", status: 200 },
    // No such file: the 404 page loads, and the client retries without `/index.html`.
    { path: "docs/intro/index.html", title: "Introduction", status: 404 },
    { path: "docs/guides/teleport/index.html", title: "Teleport", status: 404 },
    // A real file: the /docs redirect page, which sends the reader to the main doc.
    { path: "docs/index", title: "Introduction", status: 200 },
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await waitForHydration(page);
    await expect(page.locator("article h1").first()).toHaveText(title);
    await expect(
      page.getByRole("heading", { name: "Page Not Found" }),
    ).toHaveCount(0);
    await expect(
      docsSidebar(page).getByRole("link", { name: title, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/docs sends the reader to the main doc", async ({ page }) => {
    await page.goto("docs");
    await expect(page).toHaveURL(new RegExp(`${site.baseUrl}docs/intro$`));
    await expect(page.locator("h1").first()).toHaveText("Introduction");
  });
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

test("the home page shows no banner under its base URL, and one with a suggestion when served away from it", async ({
  page,
  baseURL,
}) => {
  const banner = page.locator("#__docusaurus-base-url-issue-banner");
  await open(page, "");
  await expect(banner).toHaveCount(0);

  // The build deployed under /mirror/: its pages still point at the configured
  // base path, which that server does not have.
  const origin = new URL(baseURL ?? "").origin;
  const home = builtHtml("");
  await page.route(`${origin}/mirror/`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: home }),
  );
  await page.route(`${origin}${site.baseUrl}**`, (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await page.goto(`${origin}/mirror/`);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    "Your Docusaurus site did not load properly.",
  );
  await expect(banner).toContainText(
    `Current configured baseUrl = ${site.baseUrl}`,
  );
  await expect(banner).toContainText("We suggest trying baseUrl = /mirror/");
});

// What the page requests from this site, of every kind (scripts, route data,
// `<link rel="prefetch">`, fetches), before a click.
for (const [when, connection] of [
  ["", null],
  [" with data saving on", { saveData: true, effectiveType: "4g" }],
  [" on a 2g connection", { saveData: false, effectiveType: "slow-2g" }],
] as const) {
  // Only a reader with no reason to save data gets routes loaded on hover.
  const hoverLoads = !connection;
  test(`links in view load nothing ahead${when}; hovering one loads ${hoverLoads ? "its route" : "nothing"}`, async ({
    page,
  }) => {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, "connection", {
          value,
          configurable: true,
        });
      }, connection);
    }
    const requests: string[] = [];
    page.on("request", (request) => {
      if (isLocal(request.url())) requests.push(request.url());
    });
    // A request of the test's own closes each reading, made once the
    // browser is idle: the browser reports requests in the order made.
    const MARK = "__requests-so-far";
    await page.route(`**/${MARK}*`, (route) => route.fulfill({ status: 204 }));
    let marks = 0;
    const loaded = async () => {
      const mark = `${MARK}?${(marks += 1)}`;
      await Promise.all([
        page.waitForRequest((request) => request.url().endsWith(mark)),
        page.evaluate(async (url) => {
          await new Promise((resolve) => requestIdleCallback(resolve));
          await fetch(url);
        }, mark),
      ]);
      const end = requests.findIndex((url) => url.endsWith(mark));
      return requests.splice(0, end + 1).slice(0, -1);
    };

    await open(page, "docs/intro");
    await loaded();
    expect(await loaded()).toEqual([]);
    await expect(
      page.locator('head link[rel="prefetch"][href*="/assets/js/"]'),
    ).toHaveCount(0);
    await docsSidebar(page)
      .getByRole("link", { name: "Installation", exact: true })
      .hover();
    expect((await loaded()).length > 0).toBe(hoverLoads);
  });
}
