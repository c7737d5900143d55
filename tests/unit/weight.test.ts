import { test } from "node:test";
import assert from "node:assert/strict";
import { budgets, overBudget } from "../support/weight";

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
