import type { Locator, Page } from "@playwright/test";
import { DEMO_CHUNKS } from "../support/build";
import { watchDemoScripts } from "../support/demo-scripts";
import { test, expect, waitForHydration } from "../support/fixtures";
import {
  axeViolations,
  documentBox,
  WCAG_AA,
  watchErrors,
  withoutScript,
} from "../support/page-checks";

test.describe.configure({ mode: "parallel" });

const PRELOAD_PAGE = "docs/recipes/preloading-heavy-content";
const PLACEHOLDER = "The live demo runs here once JavaScript has loaded.";

/** The box right after the page's "Try it" sentence: placeholder, then demo. */
function tryIt(page: Page): Locator {
  return page.locator("#try-it + p + *");
}

/** Opens the page, scrolls to the demo as a reader would and waits until it runs. */
async function openPreloadDemo(page: Page): Promise<Locator> {
  await page.goto(PRELOAD_PAGE);
  await waitForHydration(page);
  await page.locator("#try-it").scrollIntoViewIfNeeded();
  const demo = page.getByRole("figure", { name: /A slow report/ });
  await expect(demo.locator('p[role="status"]')).toHaveCount(2);
  return demo;
}

/** One of the demo's two panels, with the parts a reader looks at. */
function panel(demo: Locator, name: string) {
  const root = demo.getByRole("region", { name, exact: true });
  return {
    root,
    toggle: root.getByRole("button", { name: /(Open|Close) report/ }),
    slot: root.getByRole("region", { name: `${name}: report` }),
    status: root.locator('p[role="status"]'),
    /** Everything in the hidden, inert stage (the portal's home). */
    stage: root.locator("[inert]"),
  };
}

/** Whether `inner` lies fully inside `outer` on screen. */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error("an element has no box");
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

/** The report's load time in src/examples/PreloadExample.tsx. */
const LOAD_MS = 1500;

/** The milliseconds of a "Ready … ms after the click." status. */
async function readyAfter(status: Locator): Promise<number> {
  await expect(status).toHaveText(/^Ready \d+ ms after the click\./, {
    timeout: LOAD_MS + 10_000,
  });
  const text = (await status.textContent()) ?? "";
  return Number(/^Ready (\d+) ms/.exec(text)?.[1]);
}

test.describe("preloading demo", () => {
  test("the preloaded report loads hidden in the stage, then shows in the slot at once, built only once", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const demo = await openPreloadDemo(page);
    const preloaded = panel(demo, "Preloaded");
    const chart = preloaded.root.getByRole("img", {
      name: /^Daily \w+ chart$/,
    });

    // Staged as soon as the demo runs: mounted and loading, but invisible,
    // inert and hidden from assistive technology.
    await expect(preloaded.status).toHaveText(
      /^Report mounted 1 time\. (Loading|Loaded) in the stage/,
    );
    await expect(preloaded.status).toHaveText(
      "Report mounted 1 time. Loaded in the stage.",
      { timeout: LOAD_MS + 10_000 },
    );
    await expect(preloaded.stage.locator("svg")).toHaveCount(1);
    await expect(preloaded.stage).toHaveCSS("opacity", "0");
    await expect(preloaded.slot).toHaveText("closed");
    await expect(chart).toHaveCount(0);

    await preloaded.toggle.click();
    // Already loaded: the slot never shows the loading state.
    await expect(preloaded.slot.getByRole("img")).toHaveAccessibleName(
      "Daily visits chart",
    );
    await expect(preloaded.slot).not.toContainText("Loading report");
    expect(await readyAfter(preloaded.status)).toBeLessThan(LOAD_MS);
    await expect(preloaded.status).toHaveText(/Report mounted 1 time\.$/);
    await expect(preloaded.stage.locator("svg")).toHaveCount(0);
    await expectInside(chart, preloaded.slot);

    await preloaded.slot.getByRole("button", { name: "Orders" }).click();
    await expect(chart).toHaveAccessibleName("Daily orders chart");

    // Closing sends the report home to the stage, still mounted and loaded.
    await preloaded.toggle.click();
    await expect(preloaded.slot).toHaveText("closed");
    await expect(preloaded.stage.locator("svg")).toHaveCount(1);
    await expect(preloaded.status).toHaveText(
      "Report mounted 1 time. Loaded in the stage.",
    );

    await preloaded.toggle.click();
    expect(await readyAfter(preloaded.status)).toBeLessThan(LOAD_MS);
    await expect(preloaded.status).toHaveText(/Report mounted 1 time\.$/);
    await expect(
      preloaded.slot.getByRole("button", { name: "Orders" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(chart).toHaveAccessibleName("Daily orders chart");
    expect(errors).toEqual([]);
  });

  test("the report mounted on open loads on every open and forgets its state", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const demo = await openPreloadDemo(page);
    const cold = panel(demo, "Mount on open");

    await expect(cold.status).toHaveText("Report mounted 0 times.");
    await expect(cold.root.locator("svg")).toHaveCount(0);

    await cold.toggle.click();
    await expect(cold.slot).toContainText("Loading report…");
    expect(await readyAfter(cold.status)).toBeGreaterThanOrEqual(LOAD_MS);
    await expect(cold.status).toHaveText(/Report mounted 1 time\.$/);
    await cold.slot.getByRole("button", { name: "Orders" }).click();
    await expect(cold.slot.getByRole("img")).toHaveAccessibleName(
      "Daily orders chart",
    );

    await cold.toggle.click();
    await expect(cold.root.locator("svg")).toHaveCount(0);
    await cold.toggle.click();
    await expect(cold.slot).toContainText("Loading report…");
    expect(await readyAfter(cold.status)).toBeGreaterThanOrEqual(LOAD_MS);
    await expect(cold.status).toHaveText(/Report mounted 2 times\.$/);
    await expect(
      cold.slot.getByRole("button", { name: "Visits" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(errors).toEqual([]);
  });

  test("the keyboard never reaches the staged report", async ({ page }) => {
    const demo = await openPreloadDemo(page);
    const preloaded = panel(demo, "Preloaded");
    await expect(preloaded.status).toHaveText(/Loaded in the stage\.$/, {
      timeout: LOAD_MS + 10_000,
    });

    await preloaded.toggle.focus();
    await page.keyboard.press("Tab");
    const focusInStage = await page.evaluate(
      () => document.activeElement?.closest("[inert]") != null,
    );
    expect(focusInStage).toBe(false);

    // Once in the slot, the same buttons are reachable.
    await preloaded.toggle.click();
    await preloaded.toggle.focus();
    await page.keyboard.press("Tab");
    await expect(
      preloaded.slot.getByRole("button", { name: "Visits" }),
    ).toBeFocused();
  });

  for (const width of [1280, 375]) {
    test(`the server placeholder has the demo's size at ${width}px, and only this demo's code loads`, async ({
      browser,
      page,
    }) => {
      const viewport = { width, height: 800 };
      const before = await withoutScript(
        browser,
        viewport,
        PRELOAD_PAGE,
        async (staticPage) => {
          await expect(tryIt(staticPage)).toHaveText(PLACEHOLDER);
          return documentBox(tryIt(staticPage));
        },
      );

      await page.setViewportSize(viewport);
      const errors = watchErrors(page);
      const scripts = watchDemoScripts(page);
      await openPreloadDemo(page);
      expect(scripts.chunks()).toEqual([DEMO_CHUNKS[PRELOAD_PAGE]]);
      expect(await scripts.withLibrary()).toBe(1);
      const after = await documentBox(tryIt(page));
      expect(after.top).toBeCloseTo(before.top, 0);
      expect(after.height).toBeCloseTo(before.height, 0);
      // Nothing in the demo spills out of its stage.
      const overflow = await tryIt(page)
        .locator("figcaption + div")
        .evaluate((stage) => stage.scrollHeight - stage.clientHeight);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }

  // Code colours come from the site-wide Prism theme: checked elsewhere.
  const scope = { include: "figure", exclude: "figure pre", tags: WCAG_AA };

  /**
   * Loads the demo in a colour mode and waits until the staged report has
   * loaded. The report's load time is skipped on the page's clock: the
   * scans check colours and markup, not the wait.
   */
  async function openStaged(page: Page, theme: string) {
    await page.clock.install();
    await page.goto(`${PRELOAD_PAGE}?docusaurus-theme=${theme}`);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await waitForHydration(page);
    await page.locator("#try-it").scrollIntoViewIfNeeded();
    const demo = page.getByRole("figure", { name: /A slow report/ });
    const preloaded = panel(demo, "Preloaded");
    await expect(preloaded.status).toHaveText(/Loading in the stage…$/);
    await page.clock.runFor(LOAD_MS);
    await expect(preloaded.status).toHaveText(/Loaded in the stage\.$/);
    return { demo, preloaded };
  }

  for (const theme of ["light", "dark"]) {
    test(`passes axe in ${theme} mode with the report staged`, async ({
      page,
    }) => {
      await openStaged(page, theme);
      expect(await axeViolations(page, scope)).toEqual([]);
    });

    test(`passes axe in ${theme} mode with both reports open`, async ({
      page,
    }) => {
      const { demo, preloaded } = await openStaged(page, theme);
      await preloaded.toggle.click();
      const cold = panel(demo, "Mount on open");
      await cold.toggle.click();
      await expect(preloaded.slot.getByRole("img")).toBeVisible();
      await expect(cold.slot).toContainText("Loading report…");
      await page.clock.runFor(LOAD_MS);
      await expect(cold.slot.getByRole("img")).toBeVisible();
      expect(await axeViolations(page, scope)).toEqual([]);
    });
  }
});
