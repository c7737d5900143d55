// The Content-Security-Policy the build writes into every page: present and
// strict in every HTML file, enforced by the browser, and loose enough for
// search and analytics. every-route.spec.ts loads each route under it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test, expect, waitForHydration } from "../support/fixtures";
import { openSearch } from "../support/search";
import {
  BUILD_DIR,
  serveSearchInsights,
  watchProblems,
} from "../support/page-checks";

function htmlFiles(): string[] {
  return readdirSync(BUILD_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(BUILD_DIR, file));
}

function policyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
    html,
  )?.[1];
}

function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return entry ? entry.slice(1) : [];
}

test.describe("CSP in the build", () => {
  test("every HTML page carries the same strict policy before anything loads or runs", () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(24);
    expect(files.map((f) => relative(BUILD_DIR, f))).toContain(
      join("docs", "index.html"),
    );
    const policies = new Set<string>();
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      const policy = policyOf(html);
      expect(policy, relative(BUILD_DIR, file)).toBeDefined();
      policies.add(policy!);
      // Only the charset declaration may precede it in <head>.
      const head = html.slice(html.search(/<head[\s>]/i));
      const beforePolicy = head.slice(
        head.indexOf(">") + 1,
        head.indexOf("<meta http-equiv"),
      );
      expect(beforePolicy.trim(), relative(BUILD_DIR, file)).toMatch(
        /^(<meta charset=["']?utf-8["']?\s*\/?>)?$/i,
      );
    }
    expect(policies.size).toBe(1);
    const [policy] = policies;

    const scripts = directive(policy, "script-src");
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(
      scripts.filter((s) => s.startsWith("'sha256-")).length,
    ).toBeGreaterThanOrEqual(3);
    expect(directive(policy, "connect-src").sort()).toEqual(
      [
        "'self'",
        "https://*.algolia.net",
        "https://*.algolianet.com",
        "https://insights.algolia.io",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.googletagmanager.com",
      ].sort(),
    );
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
  });
});

test.describe("CSP in the browser", () => {
  test("an injected inline script and a request to an unknown host are blocked and reported", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await page.goto("docs/intro");
    await waitForHydration(page);
    const outcome = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      let fetched = true;
      try {
        await fetch("https://tracker.example.com/collect");
      } catch {
        fetched = false;
      }
      return {
        ran: (window as { __injected?: boolean }).__injected === true,
        fetched,
      };
    });
    expect(outcome).toEqual({ ran: false, fetched: false });
    await problems.collect();
    const reports = problems.cspViolations.join("\n");
    expect(reports).toContain("script-src-elem blocked inline");
    expect(reports).toContain(
      "connect-src blocked https://tracker.example.com",
    );
  });

  test("the /docs redirect page runs its hashed inline script", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    // Only the script keeps the query and hash: the <meta refresh> fallback drops them.
    await page.goto("docs?from=csp#portal-and-teleport");
    await expect(page).toHaveURL(
      /\/docs\/intro\?from=csp#portal-and-teleport$/,
    );
    await waitForHydration(page);
    await problems.collect();
    expect(problems.cspViolations).toEqual([]);
  });

  test("search, search analytics and page analytics work under the policy", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await serveSearchInsights(page);
    const beacons: string[] = [];
    // A stand-in for gtag.js that records that it ran and sends a hit the way
    // the real one does, to the analytics collection host.
    await page.route("https://www.googletagmanager.com/gtag/js**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.__gtagLoaded = true;
          fetch("https://region1.google-analytics.com/g/collect?v=2&en=page_view", { method: "POST", mode: "no-cors" });`,
      }),
    );
    await page.route("https://*.google-analytics.com/**", (route) => {
      beacons.push(route.request().url());
      return route.fulfill({ status: 204, body: "" });
    });
    await page.route("https://insights.algolia.io/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: "{}",
      }),
    );

    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as { __gtagLoaded?: boolean }).__gtagLoaded,
        ),
      )
      .toBe(true);
    await expect.poll(() => beacons.length).toBeGreaterThan(0);

    await (await openSearch(page)).input.fill("usePortal");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as { __searchInsightsLoaded?: boolean })
              .__searchInsightsLoaded,
        ),
      )
      .toBe(true);
    // Search analytics events go to insights.algolia.io.
    const insightsStatus = await page.evaluate(() =>
      fetch("https://insights.algolia.io/1/events", {
        method: "POST",
        body: "{}",
      }).then((response) => response.status),
    );
    expect(insightsStatus).toBe(200);

    // Client-side navigation renders another page under this page's policy.
    await page.keyboard.press("Escape");
    await page
      .getByRole("link", { name: /React Native Teleport logo/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/react-native-teleport\/$/);
    await expect(page).toHaveTitle(/React Native Teleport$/);

    await problems.collect();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
