// Axe scans for the browser suites.
import { readFileSync } from "node:fs";
import type { RunOptions } from "axe-core";
import type { Page } from "@playwright/test";

/** Axe's minified build: a third of the size the package's `source` export parses. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Axe with every rule that applies, plus label-in-name (axe ships it switched
 * off), narrowed by `scope` to some rules (or rules tagged so) and a part of
 * the page. Axe is put into the page once per document and run in one call
 * there: a second scan of the same page (after a colour-mode switch, or of
 * another state of a demo) skips parsing axe again. The site has no iframes
 * to reach.
 */
export async function axeViolations(
  page: Page,
  scope: {
    rules?: readonly string[];
    tags?: readonly string[];
    include?: string;
    exclude?: string;
  },
): Promise<string[]> {
  // Under a paused page clock (page.clock), axe loads and runs on the
  // browser's own timers, so a scan can look at a state a timer would end.
  const loaded = await page.evaluate(() => {
    const { builtins } =
      (window as { __pwClock?: { builtins: Partial<Window> } }).__pwClock ?? {};
    const { setTimeout, clearTimeout } = window;
    Object.assign(window, { __savedTimers: { setTimeout, clearTimeout } });
    if (builtins)
      Object.assign(window, {
        setTimeout: builtins.setTimeout,
        clearTimeout: builtins.clearTimeout,
      });
    return "axe" in window;
  });
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page
    .evaluate(({ rules, tags, include, exclude }) => {
      const runOnly: RunOptions["runOnly"] = rules
        ? { type: "rule", values: [...rules] }
        : tags
          ? { type: "tag", values: [...tags] }
          : undefined;
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      return axe.run(
        {
          include: include ? [include] : [document],
          exclude: exclude ? [exclude] : [],
        },
        {
          ...(runOnly ? { runOnly } : {}),
          // Only violations are read; skipping the other result types saves time.
          resultTypes: ["violations"],
          rules: { "label-content-name-mismatch": { enabled: true } },
        },
      );
    }, scope)
    .then((results) => results.violations)
    .finally(() =>
      page.evaluate("Object.assign(window, window.__savedTimers)"),
    );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
    ),
  );
}
