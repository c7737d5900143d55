// The live demos (the *Example.tsx live samples) run the real package: on
// every page with one, at two widths, a reader's walk through the demo shows
// what its guide promises (a teleported view keeps its state across hosts...);
// each waits in a placeholder of its own size until the reader scrolls near
// it, loads only its page's samples' code, and passes axe in both colour modes.
import type { Locator, Page } from "@playwright/test";
import { liveSamples, sitemapRoutes } from "../support/build";
import { test, expect, open } from "../support/fixtures";
import { NOT_LOCAL } from "../support/hosts";
import { axeViolations } from "../support/page-checks";

test.use({ failOnProblems: true });

const PLACEHOLDER = "The live sample runs here once JavaScript has loaded.";

/** A sample's place on its page: the placeholder, then the running sample. */
const slot = (key: string) => `[data-live-sample="${key}"]`;
/** The sentence a demo announces its state in. */
const announcer = (demo: Locator) => demo.locator('p[role="status"]');

/** A demo's host area, found by the label the reader sees on it. */
const area = (demo: Locator, label: RegExp): Locator =>
  demo.locator("span", { hasText: label }).locator("..");

/** Position in the document (not the viewport, which scrolls) and size. */
const box = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, top, width, height } = element.getBoundingClientRect();
    return { x, y: top + window.scrollY, width, height };
  });

/** Whether `inner` lies fully inside `outer` on screen (to half a pixel). */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = [await box(inner), await box(outer)];
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

/** Teleport: the widget keeps its text, count, mount and focus through moves and back. */
async function walkTeleport(demo: Locator, page: Page): Promise<void> {
  const widget = demo.getByRole("group", { name: "Widget", exact: true });
  const note = widget.getByRole("textbox", { name: "Note" });
  const status = announcer(demo);

  await note.fill("Packed for the trip");
  for (let i = 0; i < 3; i++) {
    await widget.getByRole("button", { name: "Add one" }).click();
  }
  await expect(widget).toContainText("Count: 3");
  await expect(widget).toContainText("Mounted: 1");
  // A remount would create a new element, without this mark.
  await note.evaluate((node) => node.setAttribute("data-original", ""));

  // First move with the mouse, the others with the keyboard.
  await demo.getByRole("button", { name: "Side panel" }).click();
  await expect(status).toHaveText("The widget is in the side panel.");
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
  await expect(note).toHaveAttribute("data-original");

  // A click event without a pointer: the move happens while the reader types.
  await note.focus();
  await demo.getByRole("button", { name: "List row" }).dispatchEvent("click");
  await expectInside(note, area(demo, /^List row$/));
  await expect(note).toBeFocused();
  await page.keyboard.type(", still typing");
  await expect(note).toHaveValue("Packed for the trip, still typing");
}

/** Labels of the menu items a click at their centre would actually reach. */
function reachableItems(menu: Locator): Promise<string[]> {
  return menu.getByRole("button").evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const { left, top, width, height } = button.getBoundingClientRect();
        const hit = document.elementFromPoint(
          left + width / 2,
          top + height / 2,
        );
        return hit !== null && button.contains(hit);
      })
      .map((button) => button.textContent ?? ""),
  );
}

/** Portal: the menu is clipped in place and fully visible through the Portal; it ends open. */
async function walkPortal(demo: Locator, page: Page): Promise<void> {
  const trigger = demo.getByRole("button", { name: "Actions" });
  const menu = demo.getByRole("list", { name: "Report actions" });
  // The card's clipping box: title, its card, then the box around both.
  const clip = demo.getByText("Quarterly report").locator("../..");
  await trigger.evaluate((button) =>
    button.scrollIntoView({ block: "center" }),
  );

  await trigger.click();
  await expect(menu).toBeVisible();
  const inPlace = await box(menu);
  const clipBox = await box(clip);
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
  const portaled = await box(menu);
  // Same place on screen, no longer inside the clipping card.
  expect(Math.abs(portaled.x - inPlace.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(portaled.y - inPlace.y)).toBeLessThanOrEqual(1);
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
  await trigger.click();
  await expect(menu).toBeVisible();
}

/** usePortal: isHostAvailable follows the host; removePortal holds until a new portal mounts. */
async function walkUsePortal(demo: Locator): Promise<void> {
  const status = announcer(demo);
  const tray = area(demo, /^PortalHost "tray"/);
  const toast = (n: number) => demo.getByText(`Portal #${n}`);
  const remove = demo.getByRole("button", {
    name: 'Call removePortal("toast")',
  });

  await expect(status).toContainText("isHostAvailable is true");
  await expect(tray.getByText("Portal #1")).toBeVisible();

  await demo.getByRole("button", { name: "Unmount the host" }).click();
  await expect(status).toContainText("isHostAvailable is false");
  await expect(toast(1)).toHaveCount(0);

  await demo.getByRole("button", { name: "Mount the host" }).click();
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
}

/** A reader's walk through each demo, by its title. */
const walks: Record<string, typeof walkTeleport> = {
  "TeleportExample.tsx": walkTeleport,
  "PortalExample.tsx": walkPortal,
  "UsePortalExample.tsx": walkUsePortal,
};
/** Each demo the build's pages show, and its page. */
const demos = sitemapRoutes().flatMap((route) =>
  liveSamples(route)
    .filter(({ title }) => /Example\.tsx$/.test(title))
    .map((demo) => ({ route, ...demo })),
);
// Code colours come from the site-wide Prism theme (src/config/prism.ts),
// shared with every code block: the demos are checked without them.
// The WCAG 2.1 A and AA rules.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const scope = { include: "figure", exclude: "figure pre", tags };
const widths = [
  [1280, "light"],
  [375, "dark"],
] as const;

for (const { route, key, title } of demos) {
  const walk = walks[title]!;
  for (const [width, theme] of widths) {
    test(`${route || "home page"}, ${title} at ${width} px in ${theme} mode: the server placeholder has the demo's size, only the page's sample code loads, the demo's among it, it works as its walk says, and then it passes axe, with no motion for readers who prefer less`, async ({
      browser,
      page,
    }) => {
      // Two page loads, a reader's walk and an axe scan.
      test.slow();
      const viewport = { width, height: 800 };
      // The page as a reader without JavaScript gets it, reaching only this site.
      const serverContext = await browser.newContext({
        javaScriptEnabled: false,
        viewport,
      });
      await serverContext.route(NOT_LOCAL, (route) => route.abort());
      const serverPage = await serverContext.newPage();
      await serverPage.goto(route);
      await expect(serverPage.locator(slot(key))).toContainText(PLACEHOLDER);
      const before = await box(serverPage.locator(slot(key)));
      await serverContext.close();

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(viewport);
      const chunks: string[] = [];
      page.on("response", (response) => {
        const chunk = /\/live-(\w+)\.[^/]+\.js$/.exec(response.url());
        if (chunk) chunks.push(chunk[1]!);
      });
      await open(page, `${route}?docusaurus-theme=${theme}`);
      // Scrolled to, as a reader would, until it runs.
      const sample = page.locator(slot(key));
      await sample.scrollIntoViewIfNeeded();
      const demo = sample.locator("[data-sample]");
      await expect(announcer(demo)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const after = await box(sample);
      expect(after.y).toBeCloseTo(before.y, 0);
      expect(after.height).toBeCloseTo(before.height, 0);
      expect(after.width).toBeCloseTo(before.width, 0);
      // Nothing in the demo spills out of its stage.
      expect(
        await demo.evaluate((stage) => stage.scrollHeight - stage.clientHeight),
      ).toBeLessThanOrEqual(0);
      expect(chunks).toContain(key);
      const onPage = liveSamples(route).map((other) => other.key);
      expect(onPage).toEqual(expect.arrayContaining(chunks));

      await walk(demo, page);
      // Readers who prefer reduced motion get no animation or transition,
      // so the colours scanned are the final ones.
      const animations = await sample.evaluate(
        (box) => box.getAnimations({ subtree: true }).length,
      );
      expect(animations).toBe(0);
      expect(await axeViolations(page, scope)).toEqual([]);
    });
  }
}

test("after client-side navigation, a demo further down the page waits in a placeholder of its size, asks for its code only when the reader scrolls near it, and offers a retry if that fails", async ({
  page,
  problems,
}) => {
  problems.allow(/ERR_FAILED|ChunkLoadError/);
  // A viewport wide enough for the docs sidebar and short enough for the demo
  // to start below it.
  await page.setViewportSize({ width: 1000, height: 300 });
  const { key } = demos.find(({ route }) => route === "docs/guides/teleport")!;
  const sample = page.locator(slot(key));
  const chunk = new RegExp(`/live-${key}\\.[^/]+\\.js$`);
  let requests = 0;
  await page.route(chunk, (route) => {
    requests++;
    return route.abort("failed");
  });
  await open(page, "docs/guides/portal");
  await page
    .getByRole("navigation", { name: "Docs pages" })
    .getByRole("link", { name: /Teleport/ })
    .click();
  // The address changes first; the old page stays until the new one renders.
  await expect(
    page.getByRole("heading", { level: 1, name: "Teleport" }),
  ).toBeVisible();
  const nextHeading = page.locator("#try-it ~ h2").first();
  await expect(sample).toContainText(PLACEHOLDER);
  const reserved = await box(sample);
  const headingBefore = await box(nextHeading);
  // Further than the viewport and the 400 px margin it loads within.
  expect(reserved.y).toBeGreaterThan(300 + 400);
  expect(requests).toBe(0);

  await page.locator("#try-it").scrollIntoViewIfNeeded();
  await expect(sample).toContainText("The live sample could not load.");
  expect(requests).toBe(1);
  await page.unroute(chunk);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(announcer(sample)).toHaveText("The widget is home.");
  expect((await box(sample)).height).toBeCloseTo(reserved.height, 0);
  expect((await box(nextHeading)).y).toBeCloseTo(headingBefore.y, 0);
});
