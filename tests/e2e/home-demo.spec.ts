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

const CAPTION = /video card moves from the feed into a mini player/;

/** Opens the home page, scrolls to the demo as a reader would, waits until it runs. */
async function openHomeDemo(page: Page, query = ""): Promise<Locator> {
  await page.goto(query);
  await waitForHydration(page);
  await page.locator("#try-it").scrollIntoViewIfNeeded();
  const demo = page.getByRole("figure", { name: CAPTION });
  await expect(demo.locator('p[role="status"]')).toBeVisible();
  return demo;
}

/**
 * Stops the page's clock (installed before loading) at a moment of the test's
 * choosing, so each runFor afterwards advances the video by exactly that much.
 */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** The video's played time, in seconds, as the card shows it. */
async function played(card: Locator): Promise<number> {
  const text = await card.locator("output").innerText();
  const [minutes, seconds] = text.split(":").map(Number);
  return minutes * 60 + seconds;
}

/** Waits for the card's own arrival animation (a short scale or slide) to end. */
async function settled(card: Locator): Promise<void> {
  await card.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

function expectWithin(inner: Box, outer: Box): void {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
}

test.describe("home page demo", () => {
  test("runs inside a phone, and the video card keeps its one mount, its node and its clock through the mini player, full screen and back", async ({
    page,
  }) => {
    await page.clock.install();
    const errors = watchErrors(page);
    const demo = await openHomeDemo(page);
    const phone = demo.locator("[data-phone-frame]");
    const card = demo.getByRole("group", { name: "Video", exact: true });
    const status = demo.locator('p[role="status"]');
    const clock = card.locator("output");
    await freezeClock(page);
    const start = await played(card);
    const at = (seconds: number) =>
      `0:${String(start + seconds).padStart(2, "0")}`;

    // A phone: portrait, far taller than wide, with the card on its screen.
    const frame = await box(phone);
    expect(frame.height / frame.width).toBeGreaterThan(1.8);
    expectWithin(await box(card), frame);
    await expect(status).toHaveText("The video is in the feed.");
    await expect(demo.getByText("Mounted 1 time")).toBeVisible();
    await expect(
      card.getByRole("button", { name: "Pause", exact: true }),
    ).toBeVisible();
    // A remount would create a new element without this property.
    await card.evaluate((element) => {
      (element as HTMLElement & { original?: true }).original = true;
    });
    await settled(card);
    const inFeed = await box(card);

    await page.clock.runFor(4_000);
    await expect(clock).toHaveText(at(4));

    // Into the mini player: a short bar low on the screen, the feed keeps its room.
    await card.getByRole("button", { name: "Mini player" }).click();
    await expect(status).toHaveText("The video is in the mini player.");
    await expect(demo.getByText("Playing in the mini player")).toBeVisible();
    await settled(card);
    const mini = await box(card);
    expect(mini.height).toBeLessThan(inFeed.height / 2);
    expect(mini.y).toBeGreaterThan(frame.y + frame.height / 2);
    expectWithin(mini, frame);
    // Focus lands on the control that brings the card back.
    const back = card.getByRole("button", { name: "Back to feed" });
    await expect(back).toBeFocused();
    await page.clock.runFor(3_000);
    await expect(clock).toHaveText(at(7));

    await page.keyboard.press("Enter");
    await expect(status).toHaveText("The video is in the feed.");
    await settled(card);
    expect(await box(card)).toEqual(inFeed);

    // Full screen: the card covers the phone's screen.
    await card.getByRole("button", { name: "Full screen" }).click();
    await expect(status).toHaveText("The video is full screen.");
    await settled(card);
    const full = await box(card);
    expect(full.width).toBeGreaterThan(frame.width * 0.9);
    expect(full.height).toBeGreaterThan(frame.height * 0.9);
    await card.getByRole("button", { name: "Exit full screen" }).click();
    await expect(status).toHaveText("The video is in the feed.");

    await page.clock.runFor(2_000);
    await expect(clock).toHaveText(at(9));
    await expect(demo.getByText("Mounted 1 time")).toBeVisible();
    expect(
      await card.evaluate(
        (element) => (element as HTMLElement & { original?: true }).original,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("pausing stops the clock, and the pause survives a move", async ({
    page,
  }) => {
    await page.clock.install();
    const demo = await openHomeDemo(page);
    const card = demo.getByRole("group", { name: "Video", exact: true });
    await freezeClock(page);
    await page.clock.runFor(2_000);
    await card.getByRole("button", { name: "Pause", exact: true }).click();
    const paused = await played(card);
    await card.getByRole("button", { name: "Mini player" }).click();
    await page.clock.runFor(5_000);
    expect(await played(card)).toBe(paused);
    await expect(
      card.getByRole("button", { name: "Play", exact: true }),
    ).toBeVisible();
  });

  test("readers who prefer reduced motion get a paused video and no animation", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const demo = await openHomeDemo(page);
    const card = demo.getByRole("group", { name: "Video", exact: true });
    await expect(
      card.getByRole("button", { name: "Play", exact: true }),
    ).toBeVisible();
    await card.getByRole("button", { name: "Mini player" }).click();
    const animations = await card.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll("*"))].map(
        (node) => getComputedStyle(node).animationName,
      ),
    );
    expect(new Set(animations)).toEqual(new Set(["none"]));
  });

  for (const width of [1280, 390]) {
    test(`the phone before the demo loads has the running demo's size at ${width}px, and only the home demo's code loads`, async ({
      browser,
      page,
    }) => {
      const viewport = { width, height: 800 };
      const before = await withoutScript(
        browser,
        viewport,
        "",
        async (staticPage) => {
          const placeholder = staticPage.getByRole("figure", {
            name: CAPTION,
          });
          await expect(placeholder).toContainText(
            "The live demo runs here once JavaScript has loaded.",
          );
          return documentBox(placeholder);
        },
      );

      await page.setViewportSize(viewport);
      const scripts = watchDemoScripts(page);
      const live = await openHomeDemo(page);
      const after = await documentBox(live);
      expect(after.top).toBeCloseTo(before.top, 0);
      expect(after.height).toBeCloseTo(before.height, 0);
      expect(after.width).toBeCloseTo(before.width, 0);
      expect(scripts.chunks()).toEqual([DEMO_CHUNKS[""]]);
      expect(await scripts.withLibrary()).toBe(1);
    });
  }

  // Each place the card can be, each in one colour mode and width: the
  // full-screen colours do not depend on the mode.
  const places = [
    { theme: "light", width: 1280, step: null },
    { theme: "light", width: 1280, step: "Mini player" },
    { theme: "dark", width: 390, step: "Full screen" },
  ] as const;
  for (const { theme, width, step } of places) {
    test(`passes axe in ${theme} mode, ${step ? `after "${step}"` : "in the feed"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const demo = await openHomeDemo(page, `?docusaurus-theme=${theme}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      if (step) {
        await demo.getByRole("button", { name: step, exact: true }).click();
      }
      expect(
        await axeViolations(page, { include: "figure", tags: WCAG_AA }),
      ).toEqual([]);
    });
  }
});
