import { test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { budgets, overBudget, weighResponse } from "../support/weight";

test("a route exactly at every budget is within them; each exceeded budget is named with the route and both sizes", () => {
  assert.deepEqual(
    overBudget("docs/intro", {
      firstLoadJs: budgets.firstLoadJs,
      total: budgets.total,
    }),
    [],
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  assert.deepEqual(
    overBudget("", {
      firstLoadJs: budgets.firstLoadJs + 1,
      total: budgets.total + 1024,
    }),
    [
      `/: first-load JS ${kb(budgets.firstLoadJs + 1)} > ${kb(budgets.firstLoadJs)}`,
      `/: total first-visit bytes ${kb(budgets.total + 1024)} > ${kb(budgets.total)}`,
    ],
  );
});

/** A response as Playwright hands it over, whose body reads as `body` does. */
const response = (url: string, body: () => Promise<Buffer>) => ({
  url: () => url,
  body,
  request: () => ({ resourceType: () => "script" }),
});

test("a response is weighed by its gzip size; one whose body cannot be read is an error naming it, never 0 bytes", async () => {
  const script = Buffer.from("console.log('weighed');\n".repeat(50));
  assert.deepEqual(
    await weighResponse(response("http://127.0.0.1/a.js", async () => script)),
    {
      url: "http://127.0.0.1/a.js",
      script: true,
      bytes: gzipSync(script, { level: 9 }).length,
    },
  );
  await assert.rejects(
    weighResponse(
      response("http://127.0.0.1/gone.js", () =>
        Promise.reject(new Error("No resource with given identifier found")),
      ),
    ),
    /gone\.js/,
  );
});
