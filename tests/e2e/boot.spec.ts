// The app's scripts download at once but run after the first contentful
// paint (src/config/ssrTemplate.ts): the reader sees the page before any
// hydration work, and the page still becomes the interactive app.
import { test, expect, waitForHydration } from "./support/fixtures";

declare global {
  interface Window {
    __mainInsertedAt?: number;
  }
}

test("the app's scripts are preloaded and run only after the page has painted", async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (
            node instanceof HTMLScriptElement &&
            /\/assets\/js\/main\.[^/]+\.js$/.test(node.src)
          ) {
            window.__mainInsertedAt ??= performance.now();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto("docs/intro");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<script[^>]+src=[^>]+main\.[^>]+>/);
  expect(
    html.match(/<link[^>]+rel=preload[^>]+as=script[^>]+fetchpriority=low/g),
  ).toHaveLength(2);

  await waitForHydration(page);
  const { insertedAt, paintedAt } = await page.evaluate(() => ({
    insertedAt: window.__mainInsertedAt,
    paintedAt: performance.getEntriesByName("first-contentful-paint")[0]
      ?.startTime,
  }));
  expect(paintedAt).toBeDefined();
  expect(insertedAt).toBeGreaterThan(paintedAt!);

  // Hydrated means interactive: a client-side navigation works.
  await page.getByRole("link", { name: "Installation" }).first().click();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /Installation/,
  );
});
