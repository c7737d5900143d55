// Doc pages' actions: copy as Markdown, view the Markdown, open an assistant on
// it. Axe scans them with each message shown; every-route.spec.ts, at rest.
// That every doc page has them is tests/output/llms.test.ts's.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { BUILD_DIR } from "../support/paths";
import { site } from "../../src/config/site";

const DOC = "docs/guides/portal";
const COPIED = "Copied the page as Markdown.";
const FAILED = /Could not copy the page\. Open it as Markdown/;
const ACTIONS = '[role="group"][aria-label="Page actions"]';
const CLOCK_START = Date.parse("2026-01-01T00:00:00Z");
const ASSISTANTS = {
  ChatGPT: "https://chatgpt.com/",
  Claude: "https://claude.ai/new",
};

test.use({
  permissions: ["clipboard-read", "clipboard-write"],
  failOnProblems: true,
});

const actions = (page: Page) =>
  page.getByRole("group", { name: "Page actions" });
const copyButton = (page: Page) =>
  actions(page).getByRole("button", { name: "Copy page as Markdown" });
const markdownLink = (page: Page) =>
  actions(page).getByRole("link", { name: "View as Markdown" });
const status = (page: Page) => actions(page).getByRole("status");
const clipboard = (page: Page) =>
  page.evaluate(() => navigator.clipboard.readText());

async function openDoc(page: Page, route: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await open(page, route);
  // Something else on the clipboard, so a copy that did nothing shows.
  await page.evaluate(() => navigator.clipboard.writeText("before"));
}

for (const { route, title, mode, keyboard } of [
  { route: DOC, title: "Portal", mode: "dark", keyboard: false },
  { route: "docs/intro", title: "Introduction", mode: "light", keyboard: true },
]) {
  test(`the button copies the page's Markdown and confirms it for 3 s, the assistants' links name it in their prompt, and the link opens the Markdown file, ${keyboard ? "from the keyboard on a phone: Enter, Tab, Enter" : "with the mouse"} (${mode} mode)`, async ({
    page,
  }) => {
    if (keyboard) await page.setViewportSize({ width: 360, height: 740 });
    await openDoc(page, `${route}?docusaurus-theme=${mode}`);
    const markdown = readFileSync(join(BUILD_DIR, `${route}.md`), "utf8");
    expect(markdown).toMatch(new RegExp(`^# ${title}\n`));

    // The confirmation stays up while axe scans it, until the test moves time
    // on. A minute past the clock's start is ahead of the page however slowly
    // the test got here.
    await page.clock.pauseAt(CLOCK_START + 60_000);
    if (keyboard) {
      await copyButton(page).focus();
      await page.keyboard.press("Enter");
    } else await copyButton(page).click();
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

    const prompt = `Read ${site.url}${site.baseUrl}${route}.md and answer questions about it.`;
    for (const [name, url] of Object.entries(ASSISTANTS)) {
      const link = actions(page).getByRole("link", { name: `Open in ${name}` });
      await expect(link).toHaveAttribute(
        "href",
        `${url}?q=${encodeURIComponent(prompt)}`,
      );
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    const opened = page.waitForResponse((r) =>
      r.url().endsWith(`/${route}.md`),
    );
    if (keyboard) {
      await page.keyboard.press("Tab");
      await expect(markdownLink(page)).toBeFocused();
      await page.keyboard.press("Enter");
    } else await markdownLink(page).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(markdown);
  });
}

for (const { failure, mode } of [
  { failure: "answers 404", mode: "light" },
  { failure: "cannot be reached", mode: "dark" },
] as const) {
  test(`when the Markdown file ${failure}, the reader gets an error message (${mode} mode) and the clipboard is untouched`, async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 404|ERR_FAILED/);
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
