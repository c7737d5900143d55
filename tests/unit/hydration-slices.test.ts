// src/modules/hydrationSlices.ts sets the render slice on the site's copy of
// React's scheduler; React uses it only if that copy is react-dom's own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

test("the scheduler the site sets the render slice on is the one react-dom renders with", () => {
  const fromReactDom = createRequire(require.resolve("react-dom/package.json"));
  assert.equal(fromReactDom.resolve("scheduler"), require.resolve("scheduler"));
});
