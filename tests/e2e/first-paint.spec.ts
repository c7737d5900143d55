// Each page paints first with the critical CSS inlined in its head; the site
// stylesheet, at the end of <body>, must change nothing the reader sees.
import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { site } from "../../src/config/site";

const cases = [
  { path: "docs/intro", width: 1280, theme: "light" },
  { path: "docs/guides/portal", width: 375, theme: "dark" },
  { path: "", width: 1280, theme: "dark" },
  { path: "blog/welcome", width: 375, theme: "light" },
] as const;

/** What a reader sees of an element, beyond its box. */
const VISIBLE = `display visibility opacity color background-color
  background-image border-top border-right border-bottom border-left
  border-radius box-shadow font-family font-size font-weight font-style
  text-decoration-line mask-image filter transform`.split(/\s+/);

/**
 * Makes, in the page, a reader of every element's box and visible style (and
 * its ::before's). The readings stay in the page: only differences come back.
 */
const styleReader = (page: Page) =>
  page.evaluateHandle(
    (properties) => () =>
      Array.from(document.body.querySelectorAll("*"), (element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const lines = [` box: ${[x, y, width, height].map(Math.round)}`];
        // Code tokens are most of a page's elements and draw no ::before.
        const pseudos = element.closest("pre") ? [null] : [null, "::before"];
        for (const pseudo of pseudos) {
          const style = getComputedStyle(element, pseudo);
          for (const property of properties)
            lines.push(
              // The critical CSS spells a quote inside a data URL as %22
              // (src/plugins/built-pages/critical-css.ts): the same image.
              `${pseudo ?? ""} ${property}: ${style.getPropertyValue(property).replaceAll("%22", '\\"')}`,
            );
        }
        return {
          element: `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`,
          lines,
        };
      }),
    VISIBLE,
  );

for (const { path, width, theme } of cases) {
  test(`/${path} at ${width} px in ${theme} mode looks the same before and after the site stylesheet arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The app's scripts never arrive: this is the server-rendered page.
    await page.route(`**${site.baseUrl}assets/js/**`, () => {});
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      `**${site.baseUrl}assets/css/styles.*.css`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${path}?docusaurus-theme=${theme}`, {
      waitUntil: "commit",
    });
    const stylesheet = page.locator("body > link[rel=stylesheet]");
    await stylesheet.waitFor({ state: "attached" });
    expect(
      await stylesheet.evaluate((link: HTMLLinkElement) => link.sheet),
    ).toBeNull();
    const read = await styleReader(page);
    const before = await read.evaluateHandle((read) => read());

    release();
    await stylesheet.evaluate((link: HTMLLinkElement) =>
      link.sheet
        ? undefined
        : new Promise((loaded) => link.addEventListener("load", loaded)),
    );
    const changed = await read.evaluate(
      (read, before) =>
        read().flatMap(({ element, lines }, index) =>
          lines
            .map((line, n) => [before[index].lines[n], line])
            .filter(([was, is]) => was !== is)
            .map(([was, is]) => `${element}${was} became${is}`),
        ),
      before,
    );
    expect(changed).toEqual([]);
  });
}
