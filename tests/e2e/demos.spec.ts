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

const demoPages = {
  teleport: {
    path: "docs/guides/teleport",
    title: /Teleport a widget/,
  },
  portal: {
    path: "docs/guides/portal",
    title: /A menu that escapes/,
  },
  usePortal: {
    path: "docs/api/hooks/use-portal",
    title: /isHostAvailable and removePortal/,
  },
} as const;

type DemoName = keyof typeof demoPages;

/** The sentence a demo announces its state in (the counter is an output too). */
function announcer(demo: Locator): Locator {
  return demo.locator('p[role="status"]');
}

/**
 * Opens a demo page, scrolls to the demo as a reader would (it loads when it
 * comes near the viewport) and waits until it runs (not its placeholder).
 */
async function openDemo(
  page: Page,
  name: DemoName,
  query = "",
): Promise<Locator> {
  const { path, title } = demoPages[name];
  await page.goto(path + query);
  await waitForHydration(page);
  await scrollToDemo(page);
  const demo = page.getByRole("figure", { name: title });
  await expect(announcer(demo)).toBeVisible();
  return demo;
}

/**
 * Scrolls to the demo's section as a reader would. The heading, not the box:
 * the box is replaced by the demo as soon as it comes near.
 */
function scrollToDemo(page: Page): Promise<void> {
  return page.locator("#try-it").scrollIntoViewIfNeeded();
}

/** Where the demo runs, without the source code shown under it. */
function stage(demo: Locator): Locator {
  return demo.locator("figcaption + div");
}

/** The host area of a demo, found by the label the reader sees on it. */
function area(demo: Locator, label: RegExp): Locator {
  return stage(demo).locator("span", { hasText: label }).locator("..");
}

/** The box right after a page's "Try it" sentence: placeholder, then demo. */
function tryIt(page: Page): Locator {
  return page.locator("#try-it + p + *");
}

/** Whether `inner` lies fully inside `outer` on screen. */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.y).toBeGreaterThanOrEqual(b.y);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height);
}

/** Labels of the menu items a click at their centre would actually reach. */
async function reachableItems(menu: Locator): Promise<string[]> {
  return menu.getByRole("button").evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        return hit !== null && button.contains(hit);
      })
      .map((button) => button.textContent ?? ""),
  );
}

test.describe("teleport demo", () => {
  test("the widget keeps its text, count and mount through two moves and back", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const demo = await openDemo(page, "teleport");
    const widget = demo.getByRole("group", { name: "Widget", exact: true });
    const note = widget.getByRole("textbox", { name: "Note" });
    const status = announcer(demo);

    await note.fill("Packed for the trip");
    for (let i = 0; i < 3; i++) {
      await widget.getByRole("button", { name: "Add one" }).click();
    }
    await expect(widget).toContainText("Count: 3");
    await expect(widget).toContainText("Mounted: 1");
    // A remount would create a new input without this property.
    await note.evaluate((input) => {
      (input as HTMLInputElement & { original?: true }).original = true;
    });

    // First move with the mouse, the others with the keyboard.
    await demo.getByRole("button", { name: "Side panel" }).click();
    await expect(status).toHaveText("The widget is in the side panel.");
    await expect(area(demo, /^Side panel$/).getByRole("group")).toBeVisible();
    await expectInside(widget, area(demo, /^Side panel$/));

    const player = demo.getByRole("button", { name: "Player" });
    await player.focus();
    await page.keyboard.press("Enter");
    await expect(player).toHaveAttribute("aria-pressed", "true");
    await expect(status).toHaveText("The widget is in the player.");
    await expectInside(widget, area(demo, /^Player$/));

    await demo.getByRole("button", { name: "Bring it home" }).focus();
    await page.keyboard.press("Space");
    await expect(status).toHaveText("The widget is home.");
    await expectInside(widget, area(demo, /^Home/));

    await expect(note).toHaveValue("Packed for the trip");
    await expect(widget).toContainText("Count: 3");
    await expect(widget).toContainText("Mounted: 1");
    expect(
      await note.evaluate(
        (input) => (input as HTMLInputElement & { original?: true }).original,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("focus inside the widget survives a move", async ({ page }) => {
    const demo = await openDemo(page, "teleport");
    const note = demo.getByRole("textbox", { name: "Note" });
    await note.focus();
    // A click event without a pointer: the move happens while the reader types.
    await demo.getByRole("button", { name: "List row" }).dispatchEvent("click");
    await expectInside(note, area(demo, /^List row$/));
    await expect(note).toBeFocused();
    await page.keyboard.type("still typing");
    await expect(note).toHaveValue("still typing");
  });
});

test.describe("portal demo", () => {
  test("the menu is clipped in place and fully visible through the Portal", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const demo = await openDemo(page, "portal");
    const trigger = demo.getByRole("button", { name: "Actions" });
    const menu = demo.getByRole("list", { name: "Report actions" });
    // The card's clipping box: title, its card, then the box around both.
    const clip = stage(demo).getByText("Quarterly report").locator("../..");
    await trigger.evaluate((button) =>
      button.scrollIntoView({ block: "center" }),
    );

    await trigger.click();
    await expect(menu).toBeVisible();
    const inPlace = await menu.boundingBox();
    const clipBox = await clip.boundingBox();
    if (!inPlace || !clipBox) throw new Error("menu or card has no box");
    expect(inPlace.y + inPlace.height).toBeGreaterThan(
      clipBox.y + clipBox.height,
    );
    await expect(clip.getByRole("list")).toHaveCount(1);
    const clipped = await reachableItems(menu);
    expect(clipped).not.toContain("Delete");
    expect(clipped.length).toBeLessThan(4);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    const toggle = demo.getByRole("button", {
      name: "Render the menu through a Portal",
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await trigger.click();
    await expect(menu).toBeVisible();
    const portaled = await menu.boundingBox();
    if (!portaled) throw new Error("menu has no box");
    // Same place on screen, no longer inside the clipping card.
    expect(Math.abs(portaled.x - inPlace.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(portaled.y - inPlace.y)).toBeLessThanOrEqual(1);
    expect(portaled.y + portaled.height).toBeGreaterThan(
      clipBox.y + clipBox.height,
    );
    await expect(clip.getByRole("list")).toHaveCount(0);
    expect(await reachableItems(menu)).toEqual([
      "Rename",
      "Duplicate",
      "Share",
      "Delete",
    ]);

    await menu.getByRole("button", { name: "Delete" }).click();
    await expect(menu).toBeHidden();
    await expect(announcer(demo)).toHaveText("You chose Delete.");
    expect(errors).toEqual([]);
  });
});

test.describe("usePortal demo", () => {
  test("isHostAvailable follows the host; removePortal holds until a new portal mounts", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const demo = await openDemo(page, "usePortal");
    const status = announcer(demo);
    const tray = area(demo, /^PortalHost "tray"/);
    const toast = (n: number) => stage(demo).getByText(`Portal #${n}`);
    const unmount = demo.getByRole("button", { name: "Unmount the host" });
    const mount = demo.getByRole("button", { name: "Mount the host" });
    const remove = demo.getByRole("button", {
      name: 'Call removePortal("toast")',
    });

    await expect(status).toContainText("isHostAvailable is true");
    await expect(tray.getByText("Portal #1")).toBeVisible();

    await unmount.click();
    await expect(status).toContainText("isHostAvailable is false");
    await expect(toast(1)).toHaveCount(0);

    await mount.click();
    await expect(status).toContainText("isHostAvailable is true");
    await expect(tray.getByText("Portal #1")).toBeVisible();

    await remove.click();
    await expect(status).toContainText('removePortal("toast") removed #1.');
    await expect(toast(1)).toHaveCount(0);
    // Another render of the same portal does not bring it back.
    await remove.click();
    await expect(toast(1)).toHaveCount(0);

    await demo.getByRole("button", { name: "Mount a new portal" }).click();
    await expect(tray.getByText("Portal #2")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("loading", () => {
  for (const width of [1280, 375]) {
    for (const name of Object.keys(demoPages) as DemoName[]) {
      test(`the server placeholder of the ${name} demo has the demo's size at ${width}px, and only that demo's code loads`, async ({
        browser,
        page,
      }) => {
        const viewport = { width, height: 800 };
        const before = await withoutScript(
          browser,
          viewport,
          demoPages[name].path,
          async (staticPage) => {
            const placeholder = tryIt(staticPage);
            await expect(placeholder).toHaveText(
              "The live demo runs here once JavaScript has loaded.",
            );
            return documentBox(placeholder);
          },
        );

        await page.setViewportSize(viewport);
        const errors = watchErrors(page);
        const scripts = watchDemoScripts(page);
        await openDemo(page, name);
        const after = await documentBox(tryIt(page));
        expect(after.top).toBeCloseTo(before.top, 0);
        expect(after.height).toBeCloseTo(before.height, 0);
        expect(errors).toEqual([]);
        expect(scripts.chunks()).toEqual([DEMO_CHUNKS[demoPages[name].path]]);
        expect(await scripts.withLibrary()).toBe(1);
      });
    }
  }

  test("after client-side navigation the reserved box has the demo's size", async ({
    page,
  }) => {
    await page.goto(demoPages.portal.path);
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/demo-teleport\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Docs pages" })
      .getByRole("link", { name: /Teleport/ })
      .click();
    await expect(page).toHaveURL(/\/docs\/guides\/teleport$/);
    // The address changes first; the old page (whose demo slot reads the
    // same before it scrolls into view) stays until the new one renders.
    await expect(
      page.getByRole("heading", { level: 1, name: "Teleport" }),
    ).toBeVisible();
    const slot = tryIt(page);
    const nextHeading = page.locator("#try-it ~ h2").first();
    await expect(slot).toHaveText(
      "The live demo runs here once JavaScript has loaded.",
    );
    // Positions in the document, not the viewport: the reader scrolls.
    const reserved = await documentBox(slot);
    const headingBefore = await documentBox(nextHeading);

    release();
    await scrollToDemo(page);
    await expect(announcer(slot)).toBeVisible();
    expect((await documentBox(slot)).height).toBeCloseTo(reserved.height, 0);
    expect((await documentBox(nextHeading)).top).toBeCloseTo(
      headingBefore.top,
      0,
    );
  });

  test("a demo further down the page loads its code only when the reader scrolls near it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 400 });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(demoPages.teleport.path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const slot = tryIt(page);
    const { top } = await documentBox(slot);
    // Further than the viewport and the 400 px margin it loads within.
    expect(top).toBeGreaterThan(400 + 400);
    expect(requested.filter((url) => /\/demo-[^/]+\.js$/.test(url))).toEqual(
      [],
    );
    await expect(slot).toHaveText(
      "The live demo runs here once JavaScript has loaded.",
    );

    await scrollToDemo(page);
    await expect(announcer(slot)).toBeVisible();
    expect(
      requested.filter((url) => /\/demo-teleport\.[^/]+\.js$/.test(url)),
    ).toHaveLength(1);
  });

  test("a demo whose code fails to load offers a retry that works", async ({
    page,
  }) => {
    const chunk = /\/demo-use-portal\.[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort("failed"));
    await page.goto(demoPages.usePortal.path);
    await waitForHydration(page);
    await scrollToDemo(page);
    await expect(page.getByText("The live demo could not load.")).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole("button", { name: "Retry" }).click();
    const demo = page.getByRole("figure", {
      name: demoPages.usePortal.title,
    });
    await expect(announcer(demo)).toContainText("isHostAvailable");
  });
});

test.describe("accessibility", () => {
  // Code colours come from the site-wide Prism theme (src/config/prism.ts),
  // shared with every code block: the demos are checked without them.
  const scope = { include: "figure", exclude: "figure pre", tags: WCAG_AA };

  /** Each demo with the part a reader opens first, then its other state. */
  const opened: Record<DemoName, (demo: Locator) => Promise<void>> = {
    teleport: (demo) => demo.getByRole("button", { name: "Player" }).click(),
    portal: async (demo) => {
      await demo
        .getByRole("button", { name: "Render the menu through a Portal" })
        .click();
      await demo.getByRole("button", { name: "Actions" }).click();
    },
    usePortal: (demo) =>
      demo.getByRole("button", { name: "Unmount the host" }).click(),
  };

  for (const name of Object.keys(demoPages) as DemoName[]) {
    test(`the ${name} demo passes axe in light mode at desktop width`, async ({
      page,
    }) => {
      const demo = await openDemo(page, name);
      if (name === "portal") {
        await demo.getByRole("button", { name: "Actions" }).click();
      }
      expect(await axeViolations(page, scope)).toEqual([]);
    });

    test(`the ${name} demo passes axe in dark mode at phone width, once used`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const demo = await openDemo(page, name, "?docusaurus-theme=dark");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await opened[name](demo);
      expect(await axeViolations(page, scope)).toEqual([]);
    });
  }

  test("transitions stop for readers who prefer reduced motion", async ({
    page,
  }) => {
    const demo = await openDemo(page, "teleport");
    const button = demo.getByRole("button", { name: "Side panel" });
    const duration = () =>
      button.evaluate((el) => getComputedStyle(el).transitionDuration);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await duration()).not.toBe("0s");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBe("0s");
  });
});
