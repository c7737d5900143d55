// The code colours written out in src/config/prism.ts reach WCAG AA, 4.5:1,
// on the block and on a highlighted line, in both modes, by axe-core's own
// colour arithmetic. every-route.spec.ts leaves code text out of its browser
// contrast scans: with it, thousands of token spans put a long page past the
// test's timeout.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import axe from "axe-core";
import { codeThemes } from "../../src/config/prism";

// axe-core's types leave out its colour utilities.
type Colour = { parseString(css: string): Colour };
const { Color, flattenColors, getContrast } = (
  axe.commons as unknown as {
    color: {
      Color: new () => Colour;
      flattenColors(top: Colour, bottom: Colour): Colour;
      getContrast(background: Colour, foreground: Colour): number;
    };
  }
).color;
const colour = (css: string) => new Color().parseString(css);

// The translucent overlays Docusaurus paints behind highlighted lines, light first.
const overlays = [
  ...readFileSync(join(__dirname, "../../src/css/custom.css"), "utf8").matchAll(
    /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g,
  ),
].map((match) => colour(match[1]));

(["light", "dark"] as const).forEach((mode, i) => {
  test(`every ${mode} code colour reaches 4.5:1 on a plain and a highlighted line, unfaded`, () => {
    const { plain, styles } = codeThemes[mode];
    const block = colour(plain.backgroundColor);
    assert.equal(overlays.length, 2, "a light and a dark overlay");
    const line = flattenColors(overlays[i], block);
    const weak = [plain.color, ...styles.map(({ style }) => style.color!)]
      .flatMap((fg) =>
        [block, line].map((bg) => [fg, getContrast(bg, colour(fg))] as const),
      )
      .filter(([, value]) => value < 4.5)
      .map(([fg, value]) => `${fg}: ${value.toFixed(2)}:1`);
    assert.deepEqual(weak, []);
    assert.deepEqual(
      styles.filter(({ style }) => style.opacity !== undefined),
      [],
    );
  });
});
