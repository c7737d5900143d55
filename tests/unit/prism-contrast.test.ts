// The code colours written out in src/config/prism.ts reach WCAG AA, 4.5:1,
// on the block and on a highlighted line, in both modes. every-route.spec.ts
// leaves code text out of its browser contrast scans: with it, thousands of
// token spans put a long page past the test's timeout.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { codeThemes } from "../../src/config/prism";

const rgb = (hex: string) => hex.match(/\w\w/g)!.map((c) => parseInt(c, 16));
/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(colour: number[]): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const ratio = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

test("the contrast arithmetic gives the published WCAG values", () => {
  // #767676 is the lightest grey that passes AA on white; #777 just fails.
  assert.equal(ratio(rgb("#767676"), rgb("#ffffff")).toFixed(2), "4.54");
  assert.equal(ratio(rgb("#ffffff"), rgb("#777777")).toFixed(2), "4.48");
  assert.equal(ratio(rgb("#000000"), rgb("#ffffff")), 21);
});

// The black overlays Docusaurus paints behind highlighted lines, light first.
const overlays = [
  ...readFileSync(join(__dirname, "../../src/css/custom.css"), "utf8").matchAll(
    /--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/g,
  ),
].map((match) => Number(match[1]) / 100);

(["light", "dark"] as const).forEach((mode, i) => {
  test(`every ${mode} code colour reaches 4.5:1 on a plain and a highlighted line, unfaded`, () => {
    const { plain, styles } = codeThemes[mode];
    const block = rgb(plain.backgroundColor);
    const line = block.map((channel) => channel * (1 - overlays[i]));
    assert.equal(overlays.length, 2, "a light and a dark overlay");
    const weak = [plain.color, ...styles.map(({ style }) => style.color!)]
      .flatMap((colour) =>
        [block, line].map((bg) => [colour, ratio(rgb(colour), bg)] as const),
      )
      .filter(([, value]) => value < 4.5)
      .map(([colour, value]) => `${colour}: ${value.toFixed(2)}:1`);
    assert.deepEqual(weak, []);
    assert.deepEqual(
      styles.filter(({ style }) => style.opacity !== undefined),
      [],
    );
  });
});
