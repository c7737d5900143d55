// What a phone skips while the page loads: blocks of an article and listings
// below the first screen render (and their diagrams load) only as the reader
// nears them, and nothing on screen moves for it (src/css/custom.css).
import { test, expect, open } from "../support/fixtures";

test("on a phone, an article's blocks below the first screen skip rendering and their diagrams stay unloaded until the reader nears them; rendered, their containment lays the page out exactly as without it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const diagrams: string[] = [];
  page.on("request", (request) => {
    if (
      /\/img\/.+\.svg$/.test(request.url()) &&
      !/logo|favicon/.test(request.url())
    )
      diagrams.push(request.url());
  });
  await open(page, "docs/intro");
  const figure = page.locator(".markdown > figure").first();
  expect(
    await figure.evaluate((block) =>
      block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    ),
  ).toBe(false);
  expect(diagrams).toEqual([]);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator("img")).toHaveJSProperty("complete", true);
  expect(diagrams.length).toBeGreaterThan(0);

  // Every skipping block rendered at once, with its containment and without.
  const { blocks, moved } = await page.evaluate(() => {
    const skipping = [
      ...document.querySelectorAll<HTMLElement>(".markdown > *"),
    ].filter((block) => getComputedStyle(block).contentVisibility === "auto");
    const elements = [...document.querySelectorAll(".markdown *")];
    const layout = (contain: string) => {
      for (const block of skipping)
        block.style.cssText = `content-visibility: visible; contain: ${contain}`;
      return elements.map((element) => {
        const { top, left, width, height } = element.getBoundingClientRect();
        return [top + scrollY, left, width, height];
      });
    };
    const contained = layout("layout style paint");
    const plain = layout("none");
    return {
      blocks: skipping.length,
      moved: contained.filter((box, i) =>
        box.some((value, j) => Math.abs(value - plain[i]![j]!) > 0.01),
      ).length,
    };
  });
  expect(blocks).toBeGreaterThan(10);
  expect(moved).toBe(0);
});

test("a listing off screen, which the browser skips rendering, already has the height it shows on screen, so nothing moves as the reader scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await open(page, "docs/guides/portal");
  const listings = await page
    .locator("pre.prism-code")
    .evaluateAll(async (pres) => {
      const frame = () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        );
      const seen = [];
      for (const pre of pres) {
        const skipped = !pre
          .querySelector("code")!
          .checkVisibility({ contentVisibilityAuto: true });
        const before = pre.getBoundingClientRect().height;
        pre.scrollIntoView();
        await frame();
        seen.push({
          skipped,
          before,
          after: pre.getBoundingClientRect().height,
        });
      }
      return seen;
    });
  expect(listings.filter((listing) => listing.skipped).length).toBeGreaterThan(
    2,
  );
  // Less than a pixel: rounding of the line height.
  for (const { before, after } of listings)
    expect(Math.abs(after - before)).toBeLessThan(1);
});
