import { test } from "node:test";
import assert from "node:assert/strict";
import { contrastRatio, parseColor } from "../../src/utils/contrast";

test("black on white has the maximum contrast ratio of 21:1", () => {
  const ratio = contrastRatio(parseColor("#000"), parseColor("#ffffff"));
  assert.equal(Math.round(ratio * 100) / 100, 21);
});
