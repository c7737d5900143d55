// The README's move section and the move itself are one procedure: its
// numbered list is the steps' titles, in order.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { firstLine, STEPS } from "../../scripts/move/steps.mjs";

test("the README's move section lists the steps the move runs, in order", () => {
  const readme = readFileSync(
    join(import.meta.dirname, "../../README.md"),
    "utf8",
  );
  const section = readme.slice(readme.indexOf("## Moving into the library"));
  const listed = [...section.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(
    listed,
    STEPS.map((step) => step.title),
  );
});

test("a failed step reports the first line that names the error, not a passing line that mentions failure", () => {
  const error = Object.assign(new Error("Command failed: yarn lint"), {
    stdout: "$ eslint .\n\n/repo/src/a.ts\n  1:1  error  'x' is unused\n",
  });
  assert.equal(firstLine(error), "1:1  error  'x' is unused");
  const stdout =
    "✔ a failed step is reported (0.3ms)\nℹ fail 0\n0 error, 1 warning\n[ERROR] Unable to build website for locale en.\n";
  assert.equal(
    firstLine({ stdout }),
    "[ERROR] Unable to build website for locale en.",
  );
});
