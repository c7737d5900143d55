// The README's move section and the move itself are one procedure: its
// numbered list is the steps' titles, in order.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { firstLine, STEPS } from "../../scripts/move/steps.mjs";
import { ROOT_DIR } from "../support/paths";

test("the README's move section lists the steps the move runs, in order", () => {
  const readme = readFileSync(join(ROOT_DIR, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Moving into the library"));
  const listed = [...section.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(
    listed,
    STEPS.map((step) => step.title),
  );
});

test("a failed step reports the first line of the command's output that names the error, else its first line", () => {
  const error = Object.assign(new Error("Command failed: yarn lint"), {
    stdout: "$ eslint .\n\n/repo/src/a.ts\n  1:1  error  'x' is unused\n",
  });
  assert.equal(firstLine(error), "1:1  error  'x' is unused");
  const stdout =
    "\n  docs/a.md:1:1 - Unknown word (teleprt)\nCSpell: Files checked: 2, Issues found: 1 in 1 file.\n";
  assert.equal(firstLine({ stdout }), "docs/a.md:1:1 - Unknown word (teleprt)");
});
