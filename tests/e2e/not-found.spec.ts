// Any other path shows the not-found page:
// GitHub Pages answers 404 with the not-found page, from which the reader can
// go on (routes.spec.ts checks one docs path; these cover the other kinds).
import { test, expect, waitForHydration } from "../support/fixtures";

test.describe.configure({ mode: "parallel" });

for (const path of [
  "blog/no-such-post",
  "docs/api/hooks/use-teleport",
  "no-such-page",
]) {
  test(`/${path} answers 404 with the not-found page, from which the navbar leads on`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found",
    );
    await waitForHydration(page);
    // Still the page that was asked for, not a redirect.
    expect(new URL(page.url()).pathname).toBe(`/react-native-teleport/${path}`);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Guides" })
      .click();
    await expect(page.locator("article h1").first()).toHaveText("Introduction");
  });
}

test("a path outside the base path answers 404 with the not-found page", async ({
  page,
  baseURL,
}) => {
  const response = await page.goto(new URL("/elsewhere", baseURL).href);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page Not Found",
  );
});

test("the browser's back button leaves the not-found page for the page before it", async ({
  page,
}) => {
  await page.goto("docs/intro");
  await waitForHydration(page);
  await page.goto("docs/nowhere");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page Not Found",
  );
  await page.goBack();
  await expect(page.locator("article h1").first()).toHaveText("Introduction");
});
