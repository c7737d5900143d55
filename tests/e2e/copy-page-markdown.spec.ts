// "Copy page as Markdown" and "View as Markdown" on doc pages. Axe scans the
// actions with each message shown; every-route.spec.ts, with them at rest.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";
import { site } from "../../src/config/site";

const DOC = "docs/guides/portal";
const COPIED = "Copied the page as Markdown.";
const FAILED = /Could not copy the page\. Open it as Markdown/;
const ACTIONS = '[role="group"][aria-label="Page actions"]';
const CLOCK_START = Date.parse("2026-01-01T00:00:00Z");

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const actions = (page: Page) =>
  page.getByRole("group", { name: "Page actions" });
const copyButton = (page: Page) =>
  actions(page).getByRole("button", { name: "Copy page as Markdown" });
const markdownLink = (page: Page) =>
  actions(page).getByRole("link", { name: "View as Markdown" });
const status = (page: Page) => actions(page).getByRole("status");
const clipboard = (page: Page) =>
  page.evaluate(() => navigator.clipboard.readText());
const builtMarkdown = (route: string) =>
  readFileSync(join(BUILD_DIR, `${route}.md`), "utf8");

async function openDoc(page: Page, route: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await open(page, route);
  // Something else on the clipboard, so a copy that did nothing shows.
  await page.evaluate(() => navigator.clipboard.writeText("before"));
}

/**
 * Stops the page clock: the confirmation stays up while axe scans it, until
 * the test moves time on. A minute past the clock's start is always ahead of
 * the page, however slowly the test got here.
 */
async function holdTime(page: Page): Promise<void> {
  await page.clock.pauseAt(CLOCK_START + 60_000);
}

// That each Markdown copy exists is tests/output/llms.test.ts's.
test("every doc page links its Markdown copy and has the copy button", () => {
  const docs = sitemapRoutes().filter(
    (route) => route.startsWith("docs/") && !route.startsWith("docs/category/"),
  );
  expect(docs.length).toBeGreaterThanOrEqual(9);
  const problems: string[] = [];
  for (const route of docs) {
    const html = builtHtml(route);
    // Attribute values may or may not be quoted in the built HTML.
    if (!new RegExp(`href="?${site.baseUrl}${route}\\.md[" ]`).test(html))
      problems.push(`${route}: no link to ${route}.md`);
    if (!html.includes(">Copy page as Markdown</button>"))
      problems.push(`${route}: no copy button`);
  }
  expect(problems).toEqual([]);
});

test("the button copies the page's Markdown and confirms it, and the link opens the Markdown file (dark mode)", async ({
  page,
  problems,
}) => {
  await openDoc(page, `${DOC}?docusaurus-theme=dark`);
  const markdown = builtMarkdown(DOC);
  expect(markdown).toMatch(/^# Portal\n/);

  await holdTime(page);
  await copyButton(page).click();
  await expect(status(page)).toHaveText(COPIED);
  await expect(
    actions(page).getByRole("button", { name: "Copied", exact: true }),
  ).toBeVisible();
  expect(await clipboard(page)).toBe(markdown);
  expect(await axeViolations(page, { include: ACTIONS })).toEqual([]);
  await expect(status(page)).toHaveText(COPIED);
  // The label comes back after 3 s, so the button can be used again.
  await page.clock.runFor(2900);
  await expect(status(page)).toHaveText(COPIED);
  await page.clock.runFor(100);
  await expect(copyButton(page)).toBeVisible();
  await problems.collect();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.messages).toEqual([]);

  await expect(markdownLink(page)).toHaveAttribute(
    "href",
    `${site.baseUrl}${DOC}.md`,
  );
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/${DOC}.md`)),
    markdownLink(page).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
  expect(await response.text()).toBe(markdown);
});

test("works from the keyboard: Enter on the button copies, Tab reaches the link, Enter opens it (light mode)", async ({
  page,
}) => {
  await openDoc(page, "docs/intro");
  await copyButton(page).focus();
  await holdTime(page);
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText(COPIED);
  expect(await clipboard(page)).toBe(builtMarkdown("docs/intro"));
  expect(await axeViolations(page, { include: ACTIONS })).toEqual([]);
  await expect(status(page)).toHaveText(COPIED);

  await page.keyboard.press("Tab");
  await expect(markdownLink(page)).toBeFocused();
  const response = page.waitForResponse(/\/docs\/intro\.md$/);
  await page.keyboard.press("Enter");
  expect((await response).status()).toBe(200);
});

for (const { failure, mode } of [
  { failure: "answers 404", mode: "light" },
  { failure: "cannot be reached", mode: "dark" },
] as const) {
  test(`when the Markdown file ${failure}, the reader gets an error message (${mode} mode) and the clipboard is untouched`, async ({
    page,
  }) => {
    await page.route(`**/${DOC}.md`, (route) =>
      failure === "answers 404"
        ? route.fulfill({ status: 404, body: "Not found" })
        : route.abort("failed"),
    );
    await openDoc(page, `${DOC}?docusaurus-theme=${mode}`);
    await copyButton(page).click();
    await expect(status(page)).toHaveText(FAILED);
    expect(await clipboard(page)).toBe("before");
    // The way out the message names is there.
    await expect(markdownLink(page)).toBeVisible();
    expect(await axeViolations(page, { include: ACTIONS })).toEqual([]);
  });
}
