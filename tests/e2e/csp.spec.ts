// The Content-Security-Policy, enforced by the browser and loose enough for
// search and analytics. That every HTML file carries it is
// tests/output/csp.test.ts's; every-route.spec.ts loads each route under it.
import { test, expect, open, waitForHydration } from "../support/fixtures";
import { openSearch } from "../support/search";
import { serveSearchInsights } from "../support/page-checks";

test("the /docs redirect page runs its hashed inline script; an injected inline script and a request to an unknown host are blocked and reported", async ({
  page,
  problems,
}) => {
  // Only the script keeps the query and hash: the <meta refresh> fallback drops them.
  await page.goto("docs?from=csp#portal-and-teleport");
  await expect(page).toHaveURL(/\/docs\/intro\?from=csp#portal-and-teleport$/);
  await waitForHydration(page);
  await problems.collect();
  expect(problems.cspViolations).toEqual([]);

  const outcome = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    const fetched = await fetch("https://tracker.example.com/collect").then(
      () => true,
      () => false,
    );
    return { ran: "__injected" in window, fetched };
  });
  expect(outcome).toEqual({ ran: false, fetched: false });
  await problems.collect();
  const reports = problems.cspViolations.join("\n");
  expect(reports).toContain("script-src-elem blocked inline");
  expect(reports).toContain("connect-src blocked https://tracker.example.com");
});

test("search, search analytics and page analytics work under the policy", async ({
  page,
  thirdParty,
  problems,
}) => {
  await serveSearchInsights(page);
  // A stand-in for gtag.js that sends a hit the way the real one does, to
  // the analytics collection host (which the shared fixture answers).
  await page.route("https://www.googletagmanager.com/gtag/js**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `fetch("https://region1.google-analytics.com/g/collect?v=2&en=page_view", { method: "POST", mode: "no-cors" });`,
    }),
  );
  await open(page, "docs/intro");
  await expect
    .poll(() => thirdParty.requests.filter((url) => url.includes("/g/collect")))
    .toHaveLength(1);

  await (await openSearch(page)).input.fill("usePortal");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => "__searchInsightsLoaded" in window))
    .toBe(true);
  // Search analytics events go to insights.algolia.io.
  const insightsStatus = await page.evaluate(() =>
    fetch("https://insights.algolia.io/1/events", {
      method: "POST",
      body: "{}",
    }).then((response) => response.status),
  );
  expect(insightsStatus).toBe(200);
  await problems.collect();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.messages).toEqual([]);
});
