import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  codeBackgrounds,
  codeThemes,
  HIGHLIGHTED_LINE_ALPHA,
  MIN_CODE_CONTRAST,
} from "../../src/config/prism";
import { contrastRatio, parseColor } from "../../src/utils/contrast";

// every-route.spec.ts leaves code text out of its browser contrast scans
// (thousands of token spans per page made them the slowest check of the
// suite); these colours are fixed at build time, so they are checked here.

/** The highlighted-line overlay each colour mode paints, as src/css/custom.css sets it. */
function cssOverlayAlphas(): number[] {
  const css = readFileSync(
    join(__dirname, "..", "..", "src", "css", "custom.css"),
    "utf8",
  );
  return [
    ...css.matchAll(
      /--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/g,
    ),
  ].map((match) => Number(match[1]) / 100);
}

describe("code colours", () => {
  test("the highlighted-line overlays in custom.css are the ones the themes were made readable on", () => {
    assert.deepEqual(cssOverlayAlphas(), [
      HIGHLIGHTED_LINE_ALPHA.light,
      HIGHLIGHTED_LINE_ALPHA.dark,
    ]);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`every ${mode} token colour reaches ${MIN_CODE_CONTRAST}:1 on a plain and a highlighted line`, () => {
      const theme = codeThemes[mode];
      const backgrounds = codeBackgrounds(theme, HIGHLIGHTED_LINE_ALPHA[mode]);
      const colours = [
        theme.plain.color,
        ...theme.styles.map(({ style }) => style.color),
      ].filter((color): color is string => Boolean(color));
      assert.ok(colours.length > 5, "the theme has token colours");
      const weak = colours.flatMap((color) =>
        backgrounds
          .map((background) => contrastRatio(parseColor(color), background))
          .filter((ratio) => ratio < MIN_CODE_CONTRAST)
          .map((ratio) => `${color}: ${ratio.toFixed(2)}:1`),
      );
      assert.deepEqual(weak, []);
    });

    test(`no ${mode} token is faded with opacity`, () => {
      const faded = codeThemes[mode].styles.filter(
        ({ style }) => style.opacity !== undefined,
      );
      assert.deepEqual(faded, []);
    });
  }
});
