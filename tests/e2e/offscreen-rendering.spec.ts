// Listings and diagrams off screen skip rendering until the reader nears them
// (content-visibility in src/css/custom.css and src/components/Diagram); what
// the reader sees is that nothing moves and everything shows when reached.
import { test, expect, open } from "../support/fixtures";

test("listings and diagrams off screen, which the browser skips rendering, already have the height they show on screen, and each diagram shows at its own proportions when reached", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const blocksOf = async (doc: string) => {
    await open(page, doc);
    return page
      .locator("pre.prism-code, figure > span:has(> img)")
      .evaluateAll(async (blocks) => {
        const frame = () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
        // Before any scrolling: what the page skips on arrival.
        const arrival = blocks.map((block) => ({
          skipped: !block.firstElementChild!.checkVisibility({
            contentVisibilityAuto: true,
          }),
          before: block.getBoundingClientRect().height,
        }));
        const results = [];
        for (const [index, block] of blocks.entries()) {
          const img = block.querySelector("img");
          block.scrollIntoView();
          // Rejects if the diagram never loads.
          await img?.decode();
          await frame();
          const box = (img ?? block).getBoundingClientRect();
          results.push({
            ...arrival[index],
            lines: block.querySelectorAll(".token-line").length,
            diagram: img !== null,
            after: block.getBoundingClientRect().height,
            shape: img
              ? box.width / box.height / (img.naturalWidth / img.naturalHeight)
              : 1,
          });
        }
        return results;
      });
  };
  const seen = [
    ...(await blocksOf("docs/guides/portal")),
    ...(await blocksOf("docs/intro")),
  ];
  const skipped = (diagram: boolean) =>
    seen.filter((block) => block.skipped && block.diagram === diagram).length;
  expect(skipped(false)).toBeGreaterThan(2);
  expect(skipped(true)).toBe(2);
  for (const { before, after, lines, shape } of seen) {
    // Less than a pixel, and 1/64 px a line: each line's box rounds to layout units.
    expect(Math.abs(after - before)).toBeLessThan(1 + lines / 64);
    expect(shape).toBeCloseTo(1, 2);
  }
});
