// Search when Algolia misbehaves, in the DocSearch modal and on /search:
// a failing first host, every host down or silent, a garbled answer, a slow
// answer, hostile queries and over-long ones. Every answer comes from a route
// registered here, which takes precedence over the shared fixture's.
import type { Page, Route } from "@playwright/test";
import { test, expect, waitForHydration } from "./support/fixtures";
import {
  searchAnswer,
  searchQueries,
  serveSearchInsights,
  watchProblems,
} from "./support/robust";

const ERROR_TITLE = "Unable to fetch results";
const ERROR_HELP = "You might want to check your network connection.";

type Fault = (route: Route, attempt: number) => Promise<void> | void;

const ok: Fault = (route) =>
  route.fulfill({
    status: 200,
    contentType: "application/json",
    body: searchAnswer(route.request().postDataJSON()),
  });

const noHits: Fault = (route) =>
  route.fulfill({
    status: 200,
    contentType: "application/json",
    body: searchAnswer(route.request().postDataJSON(), false),
  });

/** Routes every Algolia search request through `fault`, which can be swapped mid-test; returns the hosts tried, in order. */
async function algolia(
  page: Page,
  fault: { current: Fault },
): Promise<string[]> {
  const hosts: string[] = [];
  await page.route(/algolia(net)?\.(net|com)\/1\/indexes\//, (route) => {
    hosts.push(new URL(route.request().url()).hostname);
    return fault.current(route, hosts.length);
  });
  return hosts;
}

/** Sent queries, read from the request bodies DocSearch and the search page post. */
function queriesOf(page: Page): string[] {
  const queries: string[] = [];
  page.on("request", (request) => {
    if (/\/1\/indexes\/\*\/queries/.test(request.url())) {
      queries.push(...searchQueries(request.postDataJSON()));
    }
  });
  return queries;
}

async function openModal(page: Page): Promise<void> {
  await page
    .getByRole("button", { name: /^Search/ })
    .first()
    .click();
  await expect(page.getByRole("searchbox")).toBeFocused();
}

async function advanceUntil(
  page: Page,
  visible: () => Promise<boolean>,
): Promise<void> {
  // The Algolia client waits its connect and read timeouts (1 s and 2 s,
  // longer for every host already timed out) on the page clock; run it
  // forward instead of waiting for real.
  await expect
    .poll(
      async () => {
        if (await visible()) return true;
        await page.clock.runFor(1_000);
        return visible();
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
}

test.describe("search modal under faults", () => {
  test.describe.configure({ mode: "parallel" });

  test.beforeEach(async ({ page }) => {
    await serveSearchInsights(page);
  });

  test("a first host answering 500 is skipped and the next host's results show", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const hosts = await algolia(page, {
      current: (route, attempt) =>
        attempt === 1
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"message":"boom"}',
            })
          : ok(route, attempt),
    });
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    await page.getByRole("searchbox").fill("usePortal");
    await expect(page.getByRole("option").first()).toContainText("usePortal");
    expect(hosts.length).toBe(2);
    expect(hosts[0]).toMatch(/-dsn\.algolia\.net$/);
    expect(hosts[1]).not.toBe(hosts[0]);
    expect(
      problems.messages.filter((m) => !m.includes("status of 500")),
    ).toEqual([]);
  });

  test("every host unreachable shows the network error, and the modal closes and reopens cleanly", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const fault = {
      current: ((route) => route.abort("connectionrefused")) as Fault,
    };
    const hosts = await algolia(page, fault);
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    await page.getByRole("searchbox").fill("portal");
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    await expect(page.getByText(ERROR_HELP)).toBeVisible();
    expect(new Set(hosts).size).toBe(4);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("searchbox")).toBeHidden();
    await expect(
      page.getByRole("button", { name: /^Search/ }).first(),
    ).toBeFocused();

    fault.current = ok;
    await openModal(page);
    await expect(page.getByText(ERROR_TITLE)).toBeHidden();
    await page.getByRole("searchbox").fill("usePortal");
    await expect(page.getByRole("option").first()).toContainText("usePortal");
    await expect(page.getByText(ERROR_TITLE)).toBeHidden();
    expect(
      problems.messages.filter((m) => !m.includes("ERR_CONNECTION_REFUSED")),
    ).toEqual([]);
  });

  test("every host timing out shows the network error", async ({ page }) => {
    const problems = await watchProblems(page);
    // Requests are never answered: only the client's own timeouts end them.
    const hosts = await algolia(page, {
      current: () => new Promise<void>(() => {}),
    });
    await page.clock.install();
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    await page.getByRole("searchbox").fill("portal");
    await advanceUntil(page, () => page.getByText(ERROR_TITLE).isVisible());
    await expect(page.getByText(ERROR_HELP)).toBeVisible();
    expect(new Set(hosts).size).toBe(4);
    expect(problems.messages).toEqual([]);
  });

  test("a malformed answer shows the error screen instead of crashing", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const fault = {
      current: ((route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: '{"results": [',
        })) as Fault,
    };
    await algolia(page, fault);
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    await page.getByRole("searchbox").fill("portal");
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    fault.current = ok;
    await page.getByRole("searchbox").fill("usePortal");
    await expect(page.getByRole("option").first()).toContainText("usePortal");
    expect(problems.messages).toEqual([]);
  });

  test("a slow answer shows the stalled state from 300 ms, then the results", async ({
    page,
  }) => {
    const held: Route[] = [];
    await algolia(page, {
      current: (route) => {
        held.push(route);
      },
    });
    await page.clock.install();
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const stalled = page.locator(".DocSearch-Container--Stalled");
    const spinner = page.locator(".DocSearch-LoadingIndicator");
    await page.getByRole("searchbox").fill("usePortal");
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(299);
    await expect(stalled).toHaveCount(0);
    await expect(spinner).toBeHidden();
    await page.clock.runFor(1);
    await expect(stalled).toHaveCount(1);
    await expect(spinner).toBeVisible();
    await ok(held[0], 1);
    await expect(page.getByRole("option").first()).toContainText("usePortal");
    await expect(stalled).toHaveCount(0);
  });

  test("a query with markup and script is shown as text and never runs", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const query =
      `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`.slice(
        0,
        64,
      );
    await algolia(page, { current: noHits });
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog ${dialog.message()}`);
    });
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    await page.getByRole("searchbox").fill(query);
    const noResults = page.locator(".DocSearch-NoResults");
    await expect(noResults).toContainText(`"${query}"`);
    await expect(noResults.locator("img, script")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await problems.collect();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test("a query longer than 64 characters is cut to 64", async ({ page }) => {
    const queries = queriesOf(page);
    await algolia(page, { current: ok });
    await page.goto("docs/intro");
    await waitForHydration(page);
    await openModal(page);
    const long = "portal ".repeat(10); // 70 characters
    await page.getByRole("searchbox").fill(long);
    await expect(page.getByRole("searchbox")).toHaveValue(long.slice(0, 64));
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(queries.length).toBeGreaterThan(0);
    expect(Math.max(...queries.map((q) => q.length))).toBe(64);
  });
});

test.describe("search page under faults", () => {
  test.describe.configure({ mode: "parallel" });

  test("a first host answering 500 is skipped and the next host's results show", async ({
    page,
  }) => {
    const hosts = await algolia(page, {
      current: (route, attempt) =>
        attempt === 1
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"message":"boom"}',
            })
          : ok(route, attempt),
    });
    await page.goto("search?q=usePortal");
    await expect(page.getByRole("article").first()).toContainText("usePortal");
    expect(hosts.length).toBe(2);
    expect(hosts[1]).not.toBe(hosts[0]);
  });

  test("every host unreachable shows the network error", async ({ page }) => {
    const problems = await watchProblems(page);
    const hosts = await algolia(page, {
      current: (route) => route.abort("connectionrefused"),
    });
    await page.goto("search?q=portal");
    await expect(page.getByRole("alert")).toContainText(ERROR_TITLE);
    await expect(page.getByRole("alert")).toContainText(ERROR_HELP);
    await expect(page.getByText("No results were found")).toBeHidden();
    expect(new Set(hosts).size).toBe(4);
    expect(
      problems.messages.filter((m) => !m.includes("ERR_CONNECTION_REFUSED")),
    ).toEqual([]);
  });

  test("every host timing out shows the network error", async ({ page }) => {
    const problems = await watchProblems(page);
    const hosts = await algolia(page, {
      current: () => new Promise<void>(() => {}),
    });
    await page.clock.install();
    await page.goto("search?q=portal");
    await waitForHydration(page);
    await advanceUntil(page, () => page.getByRole("alert").isVisible());
    await expect(page.getByRole("alert")).toContainText(ERROR_TITLE);
    expect(new Set(hosts).size).toBe(4);
    expect(problems.messages).toEqual([]);
  });

  test("a malformed answer shows the error instead of crashing, and a new query recovers", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const fault = {
      current: ((route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: "<html>gateway",
        })) as Fault,
    };
    await algolia(page, fault);
    await page.goto("search?q=portal");
    await expect(page.getByRole("alert")).toContainText(ERROR_TITLE);
    fault.current = ok;
    await page.getByRole("searchbox").fill("usePortal");
    await expect(page.getByRole("article").first()).toContainText("usePortal");
    await expect(page.getByRole("alert")).toBeHidden();
    expect(problems.messages).toEqual([]);
  });

  test("a slow answer shows the loading state until the results arrive", async ({
    page,
  }) => {
    const held: Route[] = [];
    const fault = { current: ((route) => void held.push(route)) as Fault };
    await algolia(page, fault);
    await page.goto("search?q=usePortal");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const spinner = page.locator("[class*='loadingSpinner']");
    await expect(spinner).toBeVisible();
    // A held answer outlasts the client's timeout, so by now it may be
    // waiting on a retry to the next host: answer whatever it asked.
    fault.current = ok;
    await Promise.all(
      // The client may have given up on an early one.
      held.map((route, i) => Promise.resolve(ok(route, i + 1)).catch(() => {})),
    );
    await expect(page.getByRole("article").first()).toContainText("usePortal");
    await expect(spinner).toBeHidden();
  });

  test("a query with markup and script is shown as text and never runs", async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const query = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    await algolia(page, { current: noHits });
    await page.goto(`search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for "${query}"`,
    );
    await expect(page.getByText("No results were found")).toBeVisible();
    await expect(page.getByRole("searchbox")).toHaveValue(query);
    expect(
      await page.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await problems.collect();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
