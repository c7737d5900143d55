// Helpers for the browser suites: what a page reports going wrong (console,
// CSP, axe), a page read without script, and third-party answers the shared
// fixture lacks.
import { readFileSync } from "node:fs";
import type { RunOptions } from "axe-core";
import { NOT_LOCAL } from "./hosts";
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Locator,
  Page,
} from "@playwright/test";
import { SEARCH_INSIGHTS_SCRIPT } from "../../src/plugins/csp/policy";

/** Position in the document (not the viewport, which scrolls), width and height. */
export function documentBox(
  locator: Locator,
): Promise<{ top: number; height: number; width: number }> {
  return locator.evaluate((element) => {
    const { top, height, width } = element.getBoundingClientRect();
    return { top: top + window.scrollY, height, width };
  });
}

/**
 * Reads `path` as a reader without JavaScript gets it (the server-rendered
 * HTML), in a context of its own that reaches only this site, and closes it.
 */
export async function withoutScript<T>(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
  });
  try {
    await context.route(NOT_LOCAL, (route) => route.abort("blockedbyclient"));
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

type Violation = { directive: string; blocked: string; sample: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Everything a page reports going wrong, collected from the moment it is attached. */
export type PageProblems = {
  /** console.error and console.warn messages, and uncaught errors. */
  messages: string[];
  /** Content-Security-Policy violation reports, from every document the page loaded. */
  cspViolations: string[];
  /** Pulls the violation reports out of the current document (call before navigating away). */
  collect(): Promise<void>;
  /** Leaves messages that match `pattern` out from now on. */
  allow(pattern: RegExp): void;
};

/**
 * Records console errors and warnings, uncaught errors and CSP violation
 * reports. The `securitypolicyviolation` listener is installed before any
 * page script runs, so it sees violations from the first inline script on.
 */
export async function watchProblems(page: Page): Promise<PageProblems> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const allowed: RegExp[] = [];
  const problems: PageProblems = {
    messages: [],
    cspViolations: [],
    async collect() {
      const reports = await page.evaluate(() => {
        const all = window.__cspViolations ?? [];
        window.__cspViolations = [];
        return all;
      });
      problems.cspViolations.push(
        ...reports.map(
          (v) =>
            `${page.url()}: ${v.directive} blocked ${v.blocked} ${v.sample}`,
        ),
      );
    },
    allow: (pattern) => allowed.push(pattern),
  };
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const text = `${message.type()}: ${message.text()}`;
    if (allowed.some((pattern) => pattern.test(text))) return;
    // The browser also prints each violation; keep those with the reports.
    if (/Content Security Policy/i.test(text)) {
      problems.cspViolations.push(`${page.url()}: ${text}`);
    } else {
      problems.messages.push(`${page.url()}: ${text}`);
    }
  });
  page.on("pageerror", (error) =>
    problems.messages.push(`${page.url()}: uncaught ${error.message}`),
  );
  return problems;
}

/**
 * Answers the search-analytics script DocSearch loads from its CDN when the
 * modal opens. The shared fixture aborts it, which DocSearch reports as a
 * console error; here it loads, as it does for readers.
 */
export async function serveSearchInsights(
  target: Page | BrowserContext,
): Promise<void> {
  await target.route(SEARCH_INSIGHTS_SCRIPT, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: "window.__searchInsightsLoaded = true;",
    }),
  );
}

/** The WCAG 2.1 A and AA rule tags: the demos' own markup is held to these. */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/** What an axe scan covers: the whole page and every rule unless narrowed. */
export type AxeScope = {
  /** Only these rules (for example the colour rules after a mode switch). */
  rules?: readonly string[];
  /** Only rules with these tags (for example the WCAG 2.1 AA ones). */
  tags?: readonly string[];
  /** Only this part of the page. */
  include?: string;
  /** Leave this part out (checked elsewhere). */
  exclude?: string;
};

declare global {
  interface Window {
    axe?: typeof import("axe-core");
  }
}

/** Axe's minified build: a third of the size the package's `source` export parses. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Axe with every rule that applies, plus label-in-name (axe ships it switched
 * off), narrowed by `scope`. Axe is put into the page once per document and
 * run in one call there: a second scan of the same page (after a colour-mode
 * switch, or of another state of a demo) skips parsing axe again. The site has no iframes to reach.
 */
export async function axeViolations(
  page: Page,
  scope: AxeScope = {},
): Promise<string[]> {
  // Under a paused page clock (page.clock), axe runs on the browser's own
  // timers, so a scan can look at a state a timer would end.
  const realTimers = () => {
    const clock = (
      window as { __pwClock?: { builtins: Record<string, unknown> } }
    ).__pwClock;
    const saved = {
      setTimeout: window.setTimeout,
      clearTimeout: window.clearTimeout,
    };
    if (clock)
      Object.assign(window, {
        setTimeout: clock.builtins.setTimeout,
        clearTimeout: clock.builtins.clearTimeout,
      });
    Object.assign(window, {
      __axeRestoreTimers: () => Object.assign(window, saved),
    });
  };
  await page.evaluate(realTimers);
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(AXE_SOURCE);
  }
  const violations = await page
    .evaluate(({ rules, tags, include, exclude }) => {
      const runOnly: RunOptions["runOnly"] = rules
        ? { type: "rule", values: [...rules] }
        : tags
          ? { type: "tag", values: [...tags] }
          : undefined;
      return window.axe!.run(
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
      page.evaluate(() =>
        (window as { __axeRestoreTimers?: () => void }).__axeRestoreTimers?.(),
      ),
    );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
    ),
  );
}
