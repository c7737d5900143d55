// "Copy page as Markdown" and "View as Markdown" on doc pages: the button puts
// the page's own Markdown copy (the .md file the build writes beside it) on
// the clipboard and says so, from the mouse or the keyboard, under the site's
// Content-Security-Policy; a failed download tells the reader what to do.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import {
  axeViolations,
  BUILD_DIR,
  sitemapRoutes,
  watchProblems,
} from "../support/page-checks";

const DOC = "docs/guides/portal";
const COPIED = "Copied the page as Markdown.";
const FAILED = /Could not copy the page\. Open it as Markdown/;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const actions = (page: Page) =>
  page.getByRole("group", { name: "Page actions" });
const copyButton = (page: Page) =>
  actions(page).getByRole("button", { name: "Copy page as Markdown" });
const markdownLink = (page: Page) =>
  actions(page).getByRole("link", { name: "View as Markdown" });
const status = (page: Page) => actions(page).getByRole("status");

/**
 * Axe over the actions only, every rule and impact: every-route.spec.ts scans
 * whole pages with the actions at rest; this covers the messages they show.
 */
function actionViolations(page: Page): Promise<string[]> {
  return axeViolations(page, {
    include: '[role="group"][aria-label="Page actions"]',
  });
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function openDoc(page: Page, route = DOC): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  // Something else on the clipboard, so a copy that did nothing shows.
  await page.evaluate(() => navigator.clipboard.writeText("before"));
}

test.describe("copy page as Markdown", () => {
  test("every doc page links its Markdown copy, and the file exists", () => {
    const docs = sitemapRoutes().filter(
      (route) =>
        route.startsWith("docs/") && !route.startsWith("docs/category/"),
    );
    expect(docs.length).toBeGreaterThanOrEqual(9);
    const problems: string[] = [];
    for (const route of docs) {
      const html = readFileSync(join(BUILD_DIR, `${route}.html`), "utf8");
      if (!html.includes(`href=/react-native-teleport/${route}.md `))
        problems.push(`${route}: no link to ${route}.md`);
      if (!html.includes(">Copy page as Markdown</button>"))
        problems.push(`${route}: no copy button`);
      if (!existsSync(join(BUILD_DIR, `${route}.md`)))
        problems.push(`${route}.md is missing`);
    }
    expect(problems).toEqual([]);
  });

  test("the button copies the page's Markdown and confirms it", async ({
    page,
    request,
  }) => {
    const problems = await watchProblems(page);
    await openDoc(page);
    const markdown = await (await request.get(`${DOC}.md`)).text();
    expect(markdown).toMatch(/^# Portal\n/);

    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPIED);
    await expect(
      actions(page).getByRole("button", { name: "Copied", exact: true }),
    ).toBeVisible();
    expect(await clipboard(page)).toBe(markdown);
    // The label comes back, so the button can be used again.
    await expect(copyButton(page)).toBeVisible({ timeout: 5000 });

    await problems.collect();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test("works from the keyboard: from the skip link, Tab reaches the button, Enter copies, Tab reaches the link", async ({
    page,
    request,
  }) => {
    await openDoc(page, "docs/intro");
    const markdown = await (await request.get("docs/intro.md")).text();
    const button = copyButton(page);
    // As a keyboard reader does: the skip link first, then on through the content.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Skip to main content" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    let presses = 0;
    while (!(await button.evaluate((el) => el === document.activeElement))) {
      expect(++presses, "Tab presses to reach the button").toBeLessThan(15);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(COPIED);
    expect(await clipboard(page)).toBe(markdown);

    await page.keyboard.press("Tab");
    await expect(markdownLink(page)).toBeFocused();
    const response = page.waitForResponse(/\/docs\/intro\.md$/);
    await page.keyboard.press("Enter");
    expect((await response).status()).toBe(200);
  });

  test("the link opens the page's Markdown file", async ({ page }) => {
    await openDoc(page);
    const link = markdownLink(page);
    await expect(link).toHaveAttribute(
      "href",
      `/react-native-teleport/${DOC}.md`,
    );
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/${DOC}.md`)),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(
      readFileSync(join(BUILD_DIR, `${DOC}.md`), "utf8"),
    );
  });

  for (const failure of ["answers 404", "cannot be reached"] as const) {
    test(`when the Markdown file ${failure}, the reader gets an error message and the clipboard is untouched`, async ({
      page,
    }) => {
      await page.route(`**/${DOC}.md`, (route) =>
        failure === "answers 404"
          ? route.fulfill({ status: 404, body: "Not found" })
          : route.abort("failed"),
      );
      await openDoc(page);
      await copyButton(page).click();
      await expect(status(page)).toHaveText(FAILED);
      expect(await clipboard(page)).toBe("before");
      // The way out the message names is there.
      await expect(markdownLink(page)).toBeVisible();
    });
  }

  for (const mode of ["light", "dark"] as const) {
    test(`axe finds nothing in ${mode} mode, with the confirmation and with the error shown`, async ({
      page,
    }) => {
      await page.goto(`${DOC}?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      await copyButton(page).click();
      await expect(status(page)).toHaveText(COPIED);
      expect(await actionViolations(page)).toEqual([]);

      await page.route(`**/${DOC}.md`, (route) =>
        route.fulfill({ status: 500, body: "" }),
      );
      await copyButton(page).click();
      await expect(status(page)).toHaveText(FAILED);
      expect(await actionViolations(page)).toEqual([]);
    });
  }
});
