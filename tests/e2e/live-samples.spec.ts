// Every live sample of the site, found in the build with no list: each runs
// on its page at a size, every control in it is under the pointer at its
// centre, and the samples that send content to a host keep their layout
// there and take their taps. A reader's edit runs, a failed one names its
// line under the last good render, and Reset brings the page's code back.
import type { Locator, Page } from "@playwright/test";
import { builtHtml, sitemapRoutes } from "../support/build";
import { test, expect, open } from "../support/fixtures";

test.use({ failOnProblems: true });

/** The routes whose pages have live samples. */
const pages = sitemapRoutes().filter((route) =>
  builtHtml(route).includes("data-live-sample"),
);

/** A sample's stage, once its chunk runs there. */
async function running(sample: Locator): Promise<Locator> {
  await sample.scrollIntoViewIfNeeded();
  await expect(
    sample.getByText(/^The live sample (runs|could not)/),
  ).toHaveCount(
    0,
    // The first sample of a page also loads react-native-web.
    { timeout: 15_000 },
  );
  return sample.locator("[data-sample]");
}

/** The sample's area in its stage, where its root renders and its hosts end. */
const contentBox = (stage: Locator) =>
  stage.locator(":scope > div").evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return { left, top, width, height };
  });

/** `target`'s box relative to the stage's content box, with its bottom. */
async function place(stage: Locator, target: string) {
  const content = await contentBox(stage);
  const box = await stage.locator(target).boundingBox();
  return (
    box && {
      x: Math.round(box.x - content.left),
      y: Math.round(box.y - content.top),
      width: Math.round(box.width),
      height: Math.round(box.height),
      bottom: Math.round(content.top + content.height - box.y - box.height),
    }
  );
}

/** Whether a click at the centre of `control` lands inside it, and where that is. */
const underPointer = (control: Locator) =>
  control.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    const { left, top, width, height } = element.getBoundingClientRect();
    const [x, y] = [left + width / 2, top + height / 2];
    return { x, y, hit: element.contains(document.elementFromPoint(x, y)) };
  });

const CONTROLS = "button, [role=button], input, textarea";

for (const route of pages) {
  test(`${route || "home page"}: every live sample renders at a size, and each of its controls is under the pointer at its centre`, async ({
    page,
  }) => {
    await open(page, route);
    const samples = page.locator("[data-live-sample]");
    for (const sample of await samples.all()) {
      const stage = await running(sample);
      const root = await stage
        .locator(":scope > div > *")
        .first()
        .boundingBox();
      expect(root?.width).toBeGreaterThan(0);
      expect(root?.height).toBeGreaterThan(0);
      for (const control of await stage.locator(CONTROLS).all()) {
        if (!(await control.isVisible())) continue;
        const { hit } = await underPointer(control);
        expect(
          hit,
          `${await control.evaluate((e) => e.outerHTML.slice(0, 80))} takes its tap`,
        ).toBe(true);
      }
    }
  });
}

type Size = { width: number; height: number };

/** Where each sample sends its content, and what the page says it does there. */
const cases: {
  name: string;
  route: string;
  title: string;
  /** What sends the content to its host. */
  away: string;
  /** The sized view that travels. */
  target: string;
  /** Its box at home, relative to the stage's content box. */
  home?: Record<string, number>;
  /** Its box in the host, given the content box's size. */
  hosted: (size: Size) => Record<string, number>;
  /** Tapped in the host: the control (else the target), and what shows it took the tap. */
  tap?: { control?: string; effect?: string };
}[] = [
  {
    name: "StagedChart (guides/teleport): a flex: 1 chart fills its slot, staged and shown",
    route: "docs/guides/teleport",
    title: "TryStagedChart.tsx",
    away: "role=button[name='Show the chart']",
    target: "[aria-label=Chart]",
    home: { width: 320, height: 240 },
    hosted: () => ({ width: 320, height: 240 }),
  },
  ...[
    ["PhotoCell (guides/teleport)", "docs/guides/teleport", "TryPhotoCell.tsx"],
    ["PhotoGrid (faq)", "docs/faq", "TryPhotoGrid.tsx"],
  ].map(([sample, route, title]) => ({
    name: `${sample}: the photo fills its cell, then the lightbox, and a tap sends it home`,
    route: route!,
    title: title!,
    away: "[aria-label='Open Dunes']",
    target: ":has(> img[src*=tan])",
    home: { x: 0, y: 0, width: 99, height: 99 },
    hosted: ({ width, height }: Size) => ({ x: 0, y: 0, width, height }),
    tap: { effect: "[aria-label='Open Dunes']" },
  })),
  {
    name: "PhotoRow (recipes/shared-element-transitions): the photo fills its slot, then the hero host",
    route: "docs/recipes/shared-element-transitions",
    title: "TryPhotoRow.tsx",
    away: "[aria-label='Open Dunes']",
    target: "img",
    home: { x: 12, y: 12, width: 160, height: 120 },
    hosted: () => ({ width: 200, height: 150, bottom: 0 }),
  },
  {
    name: "SettingsSheet (guides/portal): the sheet sits at the bottom of the root host and closes",
    route: "docs/guides/portal",
    title: "SettingsSheet.tsx",
    away: "role=button[name='Open settings']",
    target: "[role=dialog]",
    hosted: ({ width }) => ({ x: 0, width, bottom: 0 }),
    tap: { control: "text=Close", effect: ":root:not(:has([role=dialog]))" },
  },
  {
    name: "Composer (api/components/portal): the emoji picker sits at the bottom of the sheets host and inserts",
    route: "docs/api/components/portal",
    title: "Composer.tsx",
    away: "[aria-label='Insert emoji']",
    target: "[aria-label=Emoji]",
    hosted: ({ width }) => ({ x: 0, width, bottom: 0 }),
    tap: { control: "role=button[name='🎉']", effect: "input[value=🎉]" },
  },
  {
    name: "Counter (intro): the counter sent to the corner counts taps there",
    route: "docs/intro",
    title: "App.tsx",
    away: "role=button[name='Send it to the corner']",
    target: "role=button[name='Tapped 0 times']",
    // The 48 px host sits 48 px above the bottom, 16 px from the right.
    hosted: ({ width }) => ({ x: width - 236, bottom: 64 }),
    tap: { effect: "role=button[name='Tapped 1 times']" },
  },
  {
    name: "Stopwatch (guides/teleport): the docked note takes the focus",
    route: "docs/guides/teleport",
    title: "App.tsx",
    away: "role=button[name='Dock it']",
    target: "[placeholder='Lap note']",
    hosted: ({ width }) => ({ x: 32, width: width - 64 }),
    tap: { effect: "[placeholder='Lap note']:focus" },
  },
  {
    name: "NowPlaying (guides/teleport): the mini player docks and expands when tapped",
    route: "docs/guides/teleport",
    title: "TryNowPlaying.tsx",
    away: "role=button[name='Leave the screen']",
    target: "[aria-label='Expand Dunes at dawn']",
    hosted: () => ({ x: 0, bottom: 8 }),
    tap: { effect: "[aria-label='Dunes at dawn']" },
  },
  {
    name: "ProductCard (guides/portal): the backdrop covers the overlay host and closes the menu",
    route: "docs/guides/portal",
    title: "App.tsx",
    away: "role=button[name='More options']",
    target: "[aria-label='Close the menu']",
    hosted: ({ width, height }: Size) => ({ x: 0, y: 0, width, height }),
    tap: { effect: ":root:not(:has([aria-label='Close the menu']))" },
  },
  {
    name: "SavingVeil (guides/portal): the veil covers the provider and takes the taps",
    route: "docs/guides/portal",
    title: "TrySavingVeil.tsx",
    away: "role=button[name=Save]",
    target: "[aria-label=Saving]",
    hosted: ({ width, height }: Size) => ({ x: 0, y: 0, width, height }),
    tap: {},
  },
];

/** The live sample of `page` titled `title`. */
const sampleOf = (page: Page, title: string) =>
  page.locator("[data-live-sample]").filter({
    has: page.locator(`[data-sample="${title}"]`),
  });

for (const { name, route, title, away, target, home, hosted, tap } of cases) {
  test(name, async ({ page }) => {
    await open(page, route);
    const stage = await running(sampleOf(page, title));
    if (home)
      await expect
        .poll(() => place(stage, target), "at home")
        .toMatchObject(home);
    await stage.locator(away).click();
    const size = await contentBox(stage);
    await expect
      .poll(() => place(stage, target), "in the host")
      .toMatchObject(hosted(size));
    if (!tap) return;
    // A reader's tap lands on whatever the page shows at that point.
    const control = stage.locator(tap.control ?? target);
    const { x, y, hit } = await underPointer(control);
    expect(
      hit,
      `${tap.control ?? target} is under the pointer at its centre`,
    ).toBe(true);
    await page.mouse.click(x, y);
    if (tap.effect) await expect(page.locator(tap.effect)).toBeAttached();
  });
}

/**
 * Opens the intro's counter sample in its editor. Reached `from` a page
 * without samples, whose policy runs no edit, Edit reloads the page once.
 */
async function editCounter(page: Page, from?: string) {
  await open(page, from ?? "docs/intro");
  if (from)
    await page
      .getByRole("navigation", { name: "Docs pages" })
      .getByRole("link", { name: "Introduction" })
      .click();
  const sample = sampleOf(page, "App.tsx");
  const stage = await running(sample);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await sample.getByRole("button", { name: "Edit App.tsx" }).click();
  const editor = sample.getByRole("textbox", { name: "Code of App.tsx" });
  await expect(editor).toBeFocused();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(!from);
  return { sample, stage, editor };
}

/** Selects the word `word` on the editor's line that holds `line`, by double-click. */
const selectWord = (editor: Locator, line: string, word: string) =>
  editor
    .locator(".cm-line", { hasText: line })
    .getByText(word, { exact: true })
    .dblclick();

test("the labelled editor leaves by Tab and by Escape, to the sample's Reset; an edit runs as the reader types: the counter starts in the corner, with no page reload", async ({
  page,
}) => {
  const { sample, stage, editor } = await editCounter(page);
  await page.keyboard.press("Tab");
  await expect(editor).not.toBeFocused();
  await editor.focus();
  await page.keyboard.press("Escape");
  await expect(sample.getByRole("button", { name: "Reset" })).toBeFocused();

  await selectWord(editor, "useState(false)", "false");
  await page.keyboard.insertText("true");
  await expect
    .poll(() => place(stage, "role=button[name='Tapped 0 times']"))
    .toMatchObject({ bottom: 64 });
  await expect(
    stage.getByRole("button", { name: "Bring it back" }),
  ).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("reached from a page without samples, Edit reloads once and opens the editor; a failed edit names its line, the last good render stays, and Reset brings back the page's code and sample", async ({
  page,
}) => {
  const { sample, stage, editor } = await editCounter(
    page,
    "docs/installation",
  );
  await selectWord(editor, "useState(false)", "false");
  await page.keyboard.insertText("false,,");
  await expect(stage.getByRole("alert")).toHaveText(/^Line 16: /);
  await expect(
    stage.getByRole("button", { name: "Tapped 0 times" }),
  ).toBeVisible();

  await selectWord(editor, "useState(0)", "count");
  await page.keyboard.insertText("missing");
  await expect(stage.getByRole("alert")).toHaveText(/^Line \d+: /);

  await sample.getByRole("button", { name: "Reset" }).click();
  await expect(stage.getByRole("alert")).toHaveCount(0);
  await expect(editor).toContainText("useState(false);");
  await expect(
    stage.getByRole("button", { name: "Tapped 0 times" }),
  ).toBeVisible();
});
