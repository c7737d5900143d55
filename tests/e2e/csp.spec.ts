// The Content-Security-Policy as the browser enforces it. That every HTML
// file carries it is tests/output/built-pages.test.ts's; every-route.spec.ts
// loads each route under it (gtag.js included), search-faults.spec.ts searches
// under it (the search hosts and the insights script).
import { test, expect, waitForHydration } from "../support/fixtures";

test("the /docs redirect page runs its hashed inline script; an injected inline script and a request to an unknown host are blocked, each with the browser's report, the analytics hosts are not", async ({
  page,
  problems,
}) => {
  // Only the script keeps the query and hash: the <meta refresh> fallback drops them.
  await page.goto("docs?from=csp#portal-and-teleport");
  await expect(page).toHaveURL(/\/docs\/intro\?from=csp#portal-and-teleport$/);
  await waitForHydration(page);
  expect(problems.messages).toEqual([]);

  const outcome = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    const reached = (url: string) =>
      fetch(url, { method: "POST", mode: "no-cors", body: "{}" }).then(
        () => true,
        () => false,
      );
    return {
      ran: "__injected" in window,
      tracker: await reached("https://tracker.example.com/collect"),
      // Where search analytics and page analytics send their events (the
      // shared fixture answers both).
      insights: await reached("https://insights.algolia.io/1/events"),
      pageViews: await reached(
        "https://region1.google-analytics.com/g/collect?v=2&en=page_view",
      ),
    };
  });
  expect(outcome).toEqual({
    ran: false,
    tracker: false,
    insights: true,
    pageViews: true,
  });
  // The wording of the browser's reports differs between Chromium versions.
  const reports = problems.messages.join("\n");
  expect(reports).toMatch(
    /inline script .*violates the following Content Security Policy directive:? .script-src /,
  );
  expect(reports).toMatch(
    /'https:\/\/tracker\.example\.com\/collect' .*violates the following Content Security Policy directive: "connect-src /,
  );
});
