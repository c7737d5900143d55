import { test } from "node:test";
import assert from "node:assert/strict";
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

/** A response as Playwright hands it over, whose body came as `bytes`. */
const response = (url: string, bytes: number) => ({
  url: () => url,
  request: () => ({
    resourceType: () => "script",
    sizes: async () => ({ responseBodySize: bytes }),
  }),
});

test("a response is weighed by the bytes that came over the wire; one weighed as nothing is an error naming it", async () => {
  assert.deepEqual(await weighResponse(response("http://127.0.0.1/a.js", 9)), {
    url: "http://127.0.0.1/a.js",
    script: true,
    bytes: 9,
  });
  await assert.rejects(
    weighResponse(response("http://127.0.0.1/gone.js", 0)),
    /gone\.js weighed 0 bytes/,
  );
});
