// Code samples keep their layout and take their taps when run: each sample's
// source is taken from its page, bundled with react-native-web and the
// package's web build, and measured in the browser, at home and in a host. The
// web copies a Portal's style onto a plain div inside a host that ignores the
// pointer, so these are the samples whose layout or taps depend on that style.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { codeBlocks } from "../../scripts/check-code-samples/blocks.mjs";
import { test, expect } from "../support/fixtures";
import { ROOT_DIR } from "../support/paths";

/** The blocks of an MDX page of docs/ titled like files ("PhotoRow.tsx"), by title; of two alike, the first, as the sample check reads them. */
function samples(page: string): Record<string, string> {
  const text = readFileSync(join(ROOT_DIR, "docs", page), "utf8");
  const titled = codeBlocks(text).flatMap(({ meta, code }) => {
    const title = /title="([^"/]+\.tsx?)"/.exec(meta)?.[1];
    return title ? [[title, code]] : [];
  });
  return Object.fromEntries(titled.reverse());
}

/** `files` bundled for the browser from `main.tsx`, on react-native-web. */
async function bundle(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "sample-"));
  try {
    for (const [name, code] of Object.entries(files))
      writeFileSync(join(dir, name), code);
    const result = await build({
      entryPoints: [join(dir, "main.tsx")],
      bundle: true,
      write: false,
      format: "iife",
      jsx: "automatic",
      nodePaths: [join(ROOT_DIR, "node_modules")],
      alias: { "react-native": "react-native-web" },
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    return result.outputFiles[0].text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PHOTO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>')}`;

/** `app` renders the sample where `state` says; it runs in a 300 px wide page. */
function main(imports: string, app: string): string {
  return `
    import { createRoot } from "react-dom/client";
    import { View } from "react-native";
    import { PortalHost, PortalProvider } from "react-native-teleport";
    ${imports}
    const PHOTO = ${JSON.stringify(PHOTO)};
    const root = createRoot(document.getElementById("root")!);
    const show = (state?: string): void =>
      root.render(<PortalProvider>{${app}}</PortalProvider>);
    Object.assign(window, { show });
  `;
}

/** A 200×150 host below the sample's 300×300 area. */
const HOST = (name: string) =>
  `<PortalHost name="${name}" style={{ position: "absolute", top: 320, left: 0, width: 200, height: 150 }} />`;

/** Where the 200×150 host of `HOST` is. */
const HOSTED = { x: 0, y: 320, width: 200, height: 150 };

/** The default export of a block of `page` titled `file`: an app with its own hosts, in a 300×300 area. */
const APP = (page: string, file = "App") => ({
  page,
  imports: `import App from "./${file}";`,
  app: `<View style={{ width: 300, height: 300 }}><App /></View>`,
});

// Each sample: its docs page, whose blocks titled like files are written
// beside main.tsx; how main.tsx imports it and renders it where `state` says;
// what sends it to its host (the app's state, or a click on a selector); the
// box of its sized `target`, at home and in the host; and if it is tapped there,
// the `control` (else the target) and a selector matched once it took `effect`.
const cases = [
  {
    name: "StagedChart (guides/teleport): a flex: 1 chart fills its slot, shown and staged",
    page: "guides/teleport.mdx",
    imports: `import { StagedChart, StagingArea } from "./StagedChart";`,
    app: `<>
          <StagingArea />
          <StagedChart visible={state !== "away"} chart={<View testID="target" style={{ flex: 1 }} />} />
        </>`,
    away: { state: "away" },
    target: '[data-testid="target"]',
    home: { x: 0, y: 0, width: 320, height: 240 },
    // Staged in an invisible host of the slot's size.
    hosted: { x: 0, y: 0, width: 320, height: 240 },
  },
  {
    name: "PhotoCell (guides/teleport): the photo fills its cell, and the lightbox once tapped",
    page: "guides/teleport.mdx",
    imports: `import { PhotoCell } from "./PhotoCell";`,
    app: `<>
          <View style={{ width: 300 }}><PhotoCell uri={PHOTO} description="Dunes" /></View>
          ${HOST("lightbox")}
        </>`,
    away: { click: '[aria-label="Open Dunes"]' },
    target: ":has(> img)",
    home: { x: 0, y: 0, width: 99, height: 99 },
    hosted: HOSTED,
    tap: { effect: '[aria-label="Open Dunes"]' },
  },
  {
    name: "PhotoGrid (faq): each photo fills its cell, and the lightbox once tapped",
    page: "faq.mdx",
    imports: `import { PhotoGrid } from "./PhotoGrid";`,
    app: `<>
          <View style={{ width: 300, height: 300 }}>
            <PhotoGrid photos={[{ id: "1", uri: PHOTO, description: "Dunes" }]} />
          </View>
          ${HOST("lightbox")}
        </>`,
    away: { click: '[aria-label="Open Dunes"]' },
    target: ":has(> img)",
    home: { x: 0, y: 0, width: 99, height: 99 },
    hosted: HOSTED,
    tap: { effect: '[aria-label="Open Dunes"]' },
  },
  {
    name: "PhotoRow (recipes/shared-element-transitions): the photo fills its slot, and the hero host",
    page: "recipes/shared-element-transitions.mdx",
    imports: `import { PhotoRow } from "./PhotoRow";`,
    app: `<>
          <View style={{ width: 300 }}>
            <PhotoRow photo={{ id: "1", uri: PHOTO, title: "Dunes" }} hostName={state} onOpen={() => {}} />
          </View>
          ${HOST("hero")}
        </>`,
    away: { state: "hero" },
    target: "img",
    home: { x: 12, y: 12, width: 160, height: 120 },
    hosted: HOSTED,
  },
  {
    name: "SettingsSheet (guides/portal): the sheet sits at the bottom of the root host and closes",
    ...APP("guides/portal.mdx", "SettingsSheet"),
    away: { click: 'role=button[name="Open settings"]' },
    target: '[role="dialog"]',
    hosted: { x: 0, width: 300, bottom: 300 },
    tap: { control: "text=Close", effect: ":root:not(:has([role=dialog]))" },
  },
  {
    name: "Composer (api/components/portal): the emoji picker sits at the bottom of the sheets host and inserts",
    ...APP("api/components/portal.mdx", "Composer"),
    away: { click: '[aria-label="Insert emoji"]' },
    target: '[aria-label="Emoji"]',
    hosted: { x: 0, width: 300, bottom: 300 },
    tap: { control: "role=button[name='🎉']", effect: "input[value=🎉]" },
  },
  {
    name: "Counter (intro): the counter sent to the corner counts taps there",
    ...APP("intro.mdx"),
    away: { click: 'role=button[name="Send it to the corner"]' },
    target: 'role=button[name="Tapped 0 times"]',
    hosted: { x: 64, y: 204 },
    tap: { effect: 'role=button[name="Tapped 1 times"]' },
  },
  {
    name: "Stopwatch (guides/teleport): the docked note takes the focus",
    ...APP("guides/teleport.mdx"),
    away: { click: "role=button[name='Dock it']" },
    target: "[placeholder='Lap note']",
    hosted: { x: 32, width: 236 },
    tap: { effect: "[placeholder='Lap note']:focus" },
  },
  {
    name: "NowPlaying (guides/teleport): the mini player expands when tapped",
    page: "guides/teleport.mdx",
    imports: `import { NowPlaying } from "./NowPlaying";`,
    app: `<><NowPlaying title="Dunes" minimized={state === "mini"} onExpand={() => show()} />${HOST("mini-player")}</>`,
    away: { state: "mini" },
    target: '[aria-label="Expand Dunes"]',
    hosted: { x: 0, y: 320 },
    tap: { effect: '[aria-label="Dunes"]' },
  },
  {
    name: "ProductCard (guides/portal): the backdrop closes the menu",
    ...APP("guides/portal.mdx"),
    away: { click: "role=button[name='More options']" },
    target: '[aria-label="Close the menu"]',
    hosted: { x: 0, y: 0, width: 300, height: 300 },
    tap: { effect: ':root:not(:has([aria-label="Close the menu"]))' },
  },
  {
    name: "SavingVeil (guides/portal): the veil over the page takes the taps",
    page: "guides/portal.mdx",
    imports: `import { SavingVeil } from "./SavingVeil";`,
    app: `<View style={{ width: 300, height: 300 }}><SavingVeil visible={state === "saving"} /></View>`,
    away: { state: "saving" },
    target: "[aria-label=Saving]",
    // The root host covers the page; the veil's effect is to catch the tap.
    hosted: { x: 0, y: 0, width: 1280, height: 720 },
    tap: {},
  },
];

test.use({ failOnProblems: true });

for (const { name, away, target, home, hosted, tap, ...sample } of cases) {
  test(name, async ({ page }) => {
    const script = await bundle({
      ...samples(sample.page),
      "main.tsx": main(sample.imports, sample.app),
    });
    await page.setContent(
      '<body style="margin:0;width:300px"><div id="root"></div></body>',
    );
    await page.addScriptTag({ content: script });
    const show = (state?: string) =>
      page.evaluate(`show(${JSON.stringify(state)})`);
    const box = () =>
      page
        .locator(target)
        .boundingBox()
        .then((b) => b && { ...b, bottom: b.y + b.height });

    await show();
    if (home) await expect.poll(box, "at home").toMatchObject(home);
    if (away.click) await page.locator(away.click).click();
    else await show(away.state);
    await expect.poll(box, "in the host").toMatchObject(hosted);
    if (!tap) return;
    // A reader's tap lands on whatever the page shows at that point.
    const control = tap.control ?? target;
    const { x, y, hit } = await page.locator(control).evaluate((el) => {
      const { left, top, width, height } = el.getBoundingClientRect();
      const [x, y] = [left + width / 2, top + height / 2];
      return { x, y, hit: el.contains(document.elementFromPoint(x, y)) };
    });
    expect(hit, `${control} is under the pointer at its centre`).toBe(true);
    await page.mouse.click(x, y);
    if (tap.effect) await expect(page.locator(tap.effect)).toBeAttached();
  });
}
