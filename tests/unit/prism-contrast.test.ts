// The contrast arithmetic, and the code colours it makes readable:
// every-route.spec.ts leaves code text out of its browser contrast scans
// (thousands of token spans per page), so these build-time colours are
// checked here.
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
import {
  composite,
  contrastRatio,
  ensureContrast,
  parseColor,
  toHex,
  type Rgb,
} from "../../src/utils/contrast";

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const ratio = (a: string, b: Rgb) =>
  Math.round(contrastRatio(parseColor(a), b) * 100) / 100;

describe("contrast arithmetic", () => {
  test("parseColor reads hex and rgb() colours and rejects anything else", () => {
    for (const hex of ["#abc", "#AABBCC", "  #aabbcc "]) {
      assert.deepEqual(parseColor(hex), [170, 187, 204], hex);
    }
    for (const rgb of ["rgb(1, 2, 3)", "rgba(1,2,3,0.5)", "rgb(1 2 3 / 50%)"]) {
      assert.deepEqual(parseColor(rgb), [1, 2, 3], rgb);
    }
    for (const bad of ["red", "#abcd", "#ggg", "rgb(1, 2)", "hsl(0 0% 0%)"]) {
      assert.throws(() => parseColor(bad), {
        message: `Unsupported colour "${bad}"`,
      });
    }
  });

  test("toHex writes lower-case digits, rounded and clamped; composite paints a translucent colour over a base", () => {
    assert.equal(toHex([0, 105, 140]), "#00698c");
    assert.equal(toHex([127.5, 0.4, 300]), "#8000ff");
    assert.deepEqual(composite(WHITE, BLACK, 0.1), [229.5, 229.5, 229.5]);
    assert.deepEqual(composite([1, 2, 3], [9, 8, 7], 0), [1, 2, 3]);
  });

  test("contrastRatio matches published WCAG values, whichever colour comes first", () => {
    assert.equal(ratio("#000", WHITE), 21);
    // #767676 is the lightest grey that passes AA on white; #777 just fails.
    assert.equal(ratio("#767676", WHITE), 4.54);
    assert.equal(ratio("#777777", WHITE), 4.48);
    assert.equal(contrastRatio(WHITE, BLACK), contrastRatio(BLACK, WHITE));
    assert.equal(ratio("#ff0000", WHITE), 4);
  });

  test("ensureContrast keeps a passing colour and moves a failing one just far enough", () => {
    assert.equal(
      toHex(ensureContrast(parseColor("#00009f"), [WHITE], 4.5)),
      "#00009f",
    );
    // Mixing #999999 towards black in 1% steps: 22% gives #777777 (4.48:1),
    // 23% gives #767676 (4.54:1), the first to pass.
    assert.equal(
      toHex(ensureContrast(parseColor("#999999"), [WHITE], 4.5)),
      "#767676",
    );
    // On a dark background it lightens, only as far as needed.
    const dark = parseColor("#282a36");
    const original = parseColor("#6272a4");
    const fixed = ensureContrast(original, [dark], 4.5);
    fixed.forEach((channel, i) => assert.ok(channel >= original[i]));
    const reached = contrastRatio(fixed, dark);
    assert.ok(reached >= 4.5 && reached < 5, String(reached));
  });

  test("ensureContrast holds against every background, and fails loudly when none can pass", () => {
    const plain = parseColor("#f6f8fa");
    const highlighted = composite(plain, BLACK, 0.1);
    const fixed = ensureContrast(
      parseColor("#6a737d"),
      [plain, highlighted],
      4.55,
    );
    assert.ok(contrastRatio(fixed, highlighted) >= 4.55);
    // The darker background is the binding one: one step less would fail it.
    const lighter = fixed.map((c) => c + 2) as unknown as Rgb;
    assert.ok(contrastRatio(lighter, highlighted) < 4.55);
    assert.throws(() => ensureContrast(parseColor("#999999"), [WHITE], 22), {
      message: "No colour near #999999 reaches 22:1",
    });
  });
});

describe("code colours", () => {
  test("the highlighted-line overlays in custom.css are the ones the themes were made readable on", () => {
    const css = readFileSync(
      join(__dirname, "../../src/css/custom.css"),
      "utf8",
    );
    const alphas = [
      ...css.matchAll(
        /--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/g,
      ),
    ].map((match) => Number(match[1]) / 100);
    assert.deepEqual(alphas, [
      HIGHLIGHTED_LINE_ALPHA.light,
      HIGHLIGHTED_LINE_ALPHA.dark,
    ]);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`every ${mode} token colour reaches ${MIN_CODE_CONTRAST}:1 on a plain and a highlighted line, unfaded`, () => {
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
          .filter((value) => value < MIN_CODE_CONTRAST)
          .map((value) => `${color}: ${value.toFixed(2)}:1`),
      );
      assert.deepEqual(weak, []);
      // Opacity would fade the text again.
      assert.deepEqual(
        theme.styles.filter(({ style }) => style.opacity !== undefined),
        [],
      );
    });
  }
});
