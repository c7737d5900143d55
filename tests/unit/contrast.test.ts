import { describe, test } from "node:test";
import assert from "node:assert/strict";
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
const round2 = (n: number) => Math.round(n * 100) / 100;

describe("parseColor", () => {
  test("reads #rgb, #rrggbb in either case, with surrounding spaces", () => {
    assert.deepEqual(parseColor("#abc"), [170, 187, 204]);
    assert.deepEqual(parseColor("#AABBCC"), [170, 187, 204]);
    assert.deepEqual(parseColor("  #00698c "), [0, 105, 140]);
  });

  test("reads rgb() and rgba() with commas or spaces, ignoring alpha", () => {
    assert.deepEqual(parseColor("rgb(1, 2, 3)"), [1, 2, 3]);
    assert.deepEqual(parseColor("rgba(10,20,30,0.5)"), [10, 20, 30]);
    assert.deepEqual(parseColor("rgb(10 20 30 / 50%)"), [10, 20, 30]);
  });

  test("rejects anything else, naming the colour", () => {
    for (const bad of ["red", "#abcd", "#ggg", "rgb(1, 2)", "hsl(0 0% 0%)"]) {
      assert.throws(() => parseColor(bad), {
        message: `Unsupported colour "${bad}"`,
      });
    }
  });
});

describe("toHex", () => {
  test("writes two lower-case digits per channel", () => {
    assert.equal(toHex([0, 105, 140]), "#00698c");
    assert.equal(toHex(parseColor("#ABC")), "#aabbcc");
  });

  test("rounds fractional channels and clamps out-of-range ones", () => {
    assert.equal(toHex([127.5, 0.4, 254.6]), "#8000ff");
    assert.equal(toHex([300, -20, 255]), "#ff00ff");
  });
});

describe("contrastRatio", () => {
  test("black on white has the maximum contrast ratio of 21:1", () => {
    const ratio = contrastRatio(parseColor("#000"), parseColor("#ffffff"));
    assert.equal(round2(ratio), 21);
  });

  test("matches published WCAG values, whichever colour comes first", () => {
    // #767676 is the lightest grey that passes AA on white; #777 just fails.
    assert.equal(round2(contrastRatio(parseColor("#767676"), WHITE)), 4.54);
    assert.equal(round2(contrastRatio(WHITE, parseColor("#777777"))), 4.48);
    assert.equal(round2(contrastRatio(parseColor("#ff0000"), WHITE)), 4);
    assert.equal(contrastRatio(WHITE, WHITE), 1);
  });
});

describe("composite", () => {
  test("paints a translucent colour over a base channel by channel", () => {
    assert.deepEqual(composite(WHITE, BLACK, 0.1), [229.5, 229.5, 229.5]);
    assert.deepEqual(
      composite([100, 0, 200], [200, 100, 0], 0.5),
      [150, 50, 100],
    );
  });

  test("alpha 0 keeps the base and alpha 1 gives the overlay", () => {
    assert.deepEqual(composite([1, 2, 3], [9, 8, 7], 0), [1, 2, 3]);
    assert.deepEqual(composite([1, 2, 3], [9, 8, 7], 1), [9, 8, 7]);
  });
});

describe("ensureContrast", () => {
  test("leaves a colour that already passes unchanged", () => {
    assert.deepEqual(
      ensureContrast(parseColor("#00009f"), [WHITE], 4.5),
      [0, 0, 159],
    );
  });

  test("darkens just enough on a light background: #999 becomes #767676", () => {
    // Mixing #999999 towards black in 1% steps: 22% gives #777777 (4.48:1),
    // 23% gives #767676 (4.54:1), the first to pass.
    const fixed = ensureContrast(parseColor("#999999"), [WHITE], 4.5);
    assert.equal(toHex(fixed), "#767676");
  });

  test("lightens on dark backgrounds and keeps the hue's direction", () => {
    const background = parseColor("#282a36");
    const original = parseColor("#6272a4");
    const fixed = ensureContrast(original, [background], 4.5);
    assert.ok(contrastRatio(fixed, background) >= 4.5);
    assert.ok(contrastRatio(original, background) < 4.5);
    fixed.forEach((channel, i) => assert.ok(channel >= original[i]));
    // Not all the way to white: only as far as needed.
    assert.notEqual(toHex(fixed), "#ffffff");
    assert.ok(contrastRatio(fixed, background) < 5);
  });

  test("reaches the target against every background, not just the first", () => {
    const plain = parseColor("#f6f8fa");
    const highlighted = composite(plain, BLACK, 0.1);
    const fixed = ensureContrast(
      parseColor("#6a737d"),
      [plain, highlighted],
      4.55,
    );
    assert.ok(contrastRatio(fixed, plain) >= 4.55);
    assert.ok(contrastRatio(fixed, highlighted) >= 4.55);
    // The darker background is the binding one: one step less would fail it.
    const lighter = fixed.map((c) => c + 2) as unknown as Rgb;
    assert.ok(contrastRatio(lighter, highlighted) < 4.55);
  });

  test("fails loudly when no mix can reach the ratio", () => {
    assert.throws(() => ensureContrast(parseColor("#999999"), [WHITE], 22), {
      message: "No colour near #999999 reaches 22:1",
    });
    // Against white and black, 5:1 would need a grey both darker and lighter
    // than the mid-grey that gives about 4.58:1 on each.
    assert.throws(
      () => ensureContrast(parseColor("#808080"), [WHITE, BLACK], 5),
      /No colour near #808080 reaches 5:1/,
    );
  });
});
