// The search modal as a reader uses it, and what its client sends (query,
// credentials, snippet length, analytics events) and when, on the page clock.
// Answers come from this site's own pages (support/search.ts); faults are
// search-faults.spec.ts's, the 64-character cut local-search.spec.ts's.
import { test, expect, open } from "../support/fixtures";
import { algolia, github } from "../../src/config/site";
import {
  DSN_HOST,
  FALLBACK_HOSTS,
  answerFromSite,
  insightsEvents,
  interceptSearch,
  modalChunk,
  openSearch,
  searchAnswer,
  searchButton,
  searchFor,
  searchModal,
  type SearchCall,
} from "../support/search";

test('the button reads "Search" with Ctrl K (⌘ K on a Mac); focusing it loads the modal, and when that load fails, Enter on it loads it again; it, Enter on it, Ctrl+K (Cmd+K) and "/" (unless typing in a field) open the modal, which keeps focus inside; Escape (focus back on the button) or a click outside close it', async ({
  page,
}) => {
  // The first download of the modal's chunk fails, as on a dropped
  // connection; later ones go through.
  let failures = 0;
  await page.route(modalChunk, (route) =>
    failures++ === 0 ? route.abort("internetdisconnected") : route.continue(),
  );
  await open(page, "search");
  const button = searchButton(page);
  await expect(button.locator(".DocSearch-Button-Placeholder")).toHaveText(
    "Search",
  );
  await expect(button.locator("kbd")).toHaveText(["Ctrl", "K"]);
  await expect(button).toHaveAttribute("aria-keyshortcuts", "Control+k");

  const failed = page.waitForEvent("requestfailed", (request) =>
    modalChunk.test(request.url()),
  );
  await button.focus();
  await failed;
  // The page learns of the failure a task after the network does, when the
  // chunk loader drops its script; a key pressed before then would wait on
  // the failing load, as a reader's would.
  await page.waitForFunction(
    () => !document.querySelector('script[src*="/search-modal."]'),
  );
  await page.keyboard.press("Enter");
  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  await expect(modal.input).toHaveAttribute("placeholder", "Search docs");
  await modal.input.fill("portal");
  await expect(modal.hits.first()).toBeVisible();
  expect(failures).toBe(2);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      await expect(
        page.locator(".DocSearch-Modal :focus"),
        `${key} #${i + 1}`,
      ).toHaveCount(1);
    }
  }
  // A deliberate deviation (tests/README.md): the spec's two-step Escape is
  // autocomplete-core's panel; DocSearch's modal closes on the first Escape
  // and drops the query.
  await page.keyboard.press("Escape");
  await expect(modal.modal).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(modal.modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/search$/);
  await openSearch(page);
  await expect(modal.input).toHaveValue("");
  await expect(modal.hits).toHaveCount(0);
  await page
    .locator(".DocSearch-Container")
    .click({ position: { x: 5, y: 5 } });
  await expect(modal.modal).toHaveCount(0);

  await page.keyboard.press("Control+k");
  await expect(modal.input).toBeFocused();
  await page.keyboard.press("Escape");
  const field = page.getByPlaceholder("Type your search here");
  await field.fill("portal");
  await field.press("/");
  await expect(field).toHaveValue("portal/");
  await expect(modal.modal).toHaveCount(0);
  await field.blur();
  await page.keyboard.press("/");
  await expect(modal.input).toBeFocused();

  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "platform", {
      get: () => "MacIntel",
    });
  });
  await open(page, "search");
  await expect(button.locator("kbd")).toHaveText(["⌘", "K"]);
  await expect(button).toHaveAttribute("aria-keyshortcuts", "Meta+k");
  await page.keyboard.press("Meta+k");
  await expect(modal.input).toBeFocused();
});

// The local backend's No results screen: local-search.spec.ts.
test("No results names the query, links a pre-filled issue and, under Try searching for, offers the last answer's first three groups as queries; hits are grouped by section, at most five a group, with highlighted snippets, the first one active; a page's sections that match are nested under its hit, each with a tree icon; an opened hit is reported as clicked and shows under Recent; saving it moves it to Favorite, where it stays; stored searches show at most 7 recent ones, 4 beside favorites, and 10 favorites", async ({
  page,
}) => {
  const { modal } = await searchFor(page, "portal");
  const hitsIn = (title: string) => modal.section(title).getByRole("option");
  await expect(modal.groups.first()).toBeVisible();
  const groups = await modal.groups.allTextContents();
  // More groups than suggestions, so the cap of 3 is what is checked.
  expect(groups.length).toBeGreaterThan(3);

  await modal.input.fill("xylophone");
  await expect(modal.noResults.locator(".DocSearch-Title")).toHaveText(
    'No results for "xylophone"',
  );
  await expect(modal.noResults).toContainText(
    "Believe this query should return results?",
  );
  const report = modal.noResults.getByRole("link", { name: "Let us know." });
  const issue = new URL((await report.getAttribute("href")) ?? "");
  expect(`${issue.origin}${issue.pathname}`).toBe(
    `${github.repository}/issues/new`,
  );
  expect(issue.searchParams.get("title")).toContain("xylophone");
  await expect(
    modal.noResults.locator(".DocSearch-NoResults-Prefill-List > p"),
  ).toHaveText("Try searching for:");
  const suggestions = modal.noResults.getByRole("button");
  await expect(suggestions).toHaveText(groups.slice(0, 3));
  await suggestions.first().click();
  await expect(modal.input).toHaveValue(`${groups[0].toLowerCase()} `);
  await expect(modal.input).toBeFocused();

  // Its answer has both page headings and paragraphs cut to snippets.
  const { hits } = searchAnswer({
    query: "teleport",
    attributesToSnippet: ["content:15"],
  });
  const teleportGroups = [...new Set(hits.map((hit) => hit.hierarchy.lvl0))];
  const count = (group: string) =>
    hits.filter((hit) => hit.hierarchy.lvl0 === group).length;
  // The answer must be rich enough for the rule to show.
  expect(Math.max(...teleportGroups.map(count))).toBeGreaterThan(5);
  await modal.input.fill("teleport");
  await expect(modal.groups).toHaveText(teleportGroups);
  for (const group of teleportGroups) {
    await expect(hitsIn(group)).toHaveCount(Math.min(5, count(group)));
  }
  await expect(modal.hits.locator("mark").first()).toHaveText(/teleport/i);
  await expect(modal.hits.filter({ hasText: "…" }).first()).toBeVisible();
  // Enter opens it: local-search.spec.ts.
  await expect(modal.hits.first()).toHaveAttribute("aria-selected", "true");

  const pageHits = searchAnswer({ query: "PortalHost" }).hits.filter(
    (hit) =>
      hit.hierarchy.lvl0 === "API reference" &&
      hit.hierarchy.lvl1 === "PortalHost",
  );
  expect(pageHits[0].type).toBe("lvl1");
  const shown = Math.min(5, pageHits.length);
  // The answer must have sections of the page for the rule to show.
  expect(shown).toBeGreaterThan(2);
  await modal.input.fill("PortalHost");
  const options = hitsIn("API reference");
  const pageUrl = new URL(pageHits[0].url).pathname;
  await expect(options.first().getByRole("link")).toHaveAttribute(
    "href",
    pageUrl,
  );
  await expect(options.first().locator(".DocSearch-Hit-Tree")).toHaveCount(0);
  for (let i = 1; i < shown; i += 1) {
    const child = options.nth(i);
    await expect(child).toHaveClass(/DocSearch-Hit--Child/);
    await expect(child.locator(".DocSearch-Hit-Tree")).toBeVisible();
    await expect(child.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^${pageUrl}#`),
    );
  }

  const query = "usePortal";
  await modal.input.fill(query);
  await expect(modal.hits.first()).toContainText(query);
  // DocSearch reports no click for the very first hit (its position, 0, reads as "none").
  const hit = modal.hits.nth(1);
  const href = (await hit.locator("a").getAttribute("href")) ?? "";
  const heading = page.locator("article h1").first();
  const before = (await heading.textContent()) ?? "";
  await hit.click();
  await expect
    .poll(() => new URL(page.url()).pathname)
    .toBe(new URL(href, page.url()).pathname);
  // The address changes before the next page's content has loaded. Recent
  // and favorite searches are listed by the page they open.
  await expect(heading).not.toHaveText(before);
  const title = (await heading.textContent()) ?? "";
  await expect
    .poll(() => insightsEvents(page, "clickedObjectIDsAfterSearch"))
    .toEqual([
      expect.objectContaining({
        eventName: "Item Selected",
        index: algolia.indexName,
        queryID: searchAnswer({ query }).queryID,
        objectIDs: [expect.any(String)],
        positions: [expect.any(Number)],
      }),
    ]);

  // The hit scrolled to its section, which hid the navbar: back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(searchButton(page)).toBeInViewport({ ratio: 1 });
  await openSearch(page);
  const recent = hitsIn("Recent");
  await expect(recent).toHaveText([title]);
  await recent.hover();
  await modal
    .section("Recent")
    .getByRole("button", { name: "Save this search" })
    .click();
  await expect(hitsIn("Favorite")).toHaveText([title]);
  await expect(modal.section("Recent")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await openSearch(page);
  await expect(hitsIn("Favorite")).toHaveText([title]);
  await page.keyboard.press("Escape");

  const stored = searchAnswer({ query: "", hitsPerPage: 12 }).hits.map(
    (hit) => ({ ...hit, __autocomplete_id: 0 }),
  );
  for (const [recent, favorite, shown] of [
    [9, 0, [7, 0]],
    [9, 1, [4, 1]],
    [0, 12, [0, 10]],
  ] as const) {
    // As earlier visits would have left DocSearch's storage; the modal reads
    // it each time it opens.
    await page.evaluate(
      ({ index, lists }) => {
        for (const [name, list] of Object.entries(lists))
          localStorage.setItem(
            `__DOCSEARCH_${name}_SEARCHES__${index}`,
            JSON.stringify(list),
          );
      },
      {
        index: algolia.indexName,
        lists: {
          RECENT: stored.slice(0, recent),
          FAVORITE: stored.slice(recent, recent + favorite),
        },
      },
    );
    await openSearch(page);
    await expect(hitsIn("Recent")).toHaveCount(shown[0]);
    await expect(hitsIn("Favorite")).toHaveCount(shown[1]);
    await page.keyboard.press("Escape");
  }
});

/** The hierarchy levels under lvl0, which DocSearch retrieves and snippets. */
const LEVELS = [1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`);

/** The first request went to the DSN host, any retry to a fallback one; each to the search path, with the credentials in its query string only. */
function expectCredentialsInQuery(calls: SearchCall[]) {
  expect(calls[0].host).toBe(DSN_HOST);
  for (const { host, url, headers } of calls) {
    expect([DSN_HOST, ...FALLBACK_HOSTS]).toContain(host);
    expect(url.pathname).toBe("/1/indexes/*/queries");
    expect(url.searchParams.get("x-algolia-application-id")).toBe(
      algolia.appId,
    );
    expect(url.searchParams.get("x-algolia-api-key")).toBe(algolia.apiKey);
    expect(
      Object.keys(headers).filter((h) => h.startsWith("x-algolia")),
    ).toEqual([]);
  }
}

test("the modal posts the spec's query to the preconnected DSN host and reads results[0]; See all N results leads to the search page, which asks the same API and shows a spinner while its answer is on its way", async ({
  page,
}) => {
  const index: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/search-index.json")) index.push(request.url());
  });
  // Set once the modal is done: the search page's answer waits for the test.
  let held = Promise.resolve();
  let release = () => {};
  // A total no page of hits could add up to, so the footer can only read it from nbHits.
  const { calls, modal } = await searchFor(
    page,
    "usePortal",
    async (call, route) => {
      await held;
      const results = call.requests.map((q) => ({
        ...searchAnswer(q),
        nbHits: 4242,
      }));
      // A host the client gave up on meanwhile is no longer listening.
      await route.fulfill({ json: { results } }).catch(() => {});
    },
  );
  await expect(
    page.locator(
      `link[rel="preconnect"][href="https://${algolia.appId}-dsn.algolia.net"]`,
    ),
  ).toHaveCount(1);
  await expect(modal.hits.first()).toBeVisible();
  expect(calls).toHaveLength(1);
  expectCredentialsInQuery(calls);
  // The modal's client, DocSearch's own; the search page bundles a newer one.
  expect(calls[0].url.searchParams.get("x-algolia-agent")).toContain(
    "Algolia for JavaScript (5.19.0)",
  );
  expect(calls[0].requests).toEqual([
    {
      query: "usePortal",
      indexName: algolia.indexName,
      attributesToRetrieve: [
        "hierarchy.lvl0",
        ...LEVELS,
        "content",
        "type",
        "url",
      ],
      attributesToSnippet: [...LEVELS, "content"].map((a) => `${a}:10`),
      snippetEllipsisText: "…",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: [
        "language:en",
        ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
      ],
    },
  ]);

  calls.length = 0;
  held = new Promise<void>((resolve) => (release = resolve));
  await modal.modal.getByRole("link", { name: "See all 4242 results" }).click();
  await expect(page).toHaveURL(/\/search\?q=usePortal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    'Search results for "usePortal"',
  );
  const spinner = page.locator('main [class*="loadingSpinner"]');
  await expect(spinner).toBeVisible();
  await expect(page.getByText("No results were found")).toBeHidden();
  await expect(page.getByRole("article")).toHaveCount(0);
  release();
  await expect(page.getByText("4242 documents found")).toBeVisible();
  // Algolia answers, so it is credited, with its logo.
  const logo = page
    .getByRole("link", { name: "Powered by Algolia" })
    .getByRole("img", { name: "Algolia" });
  await expect(logo).toBeVisible();
  const { hits } = searchAnswer({ query: "usePortal", hitsPerPage: 15 });
  const titles = page.locator("article h2 a");
  await expect(titles).toHaveCount(hits.length);
  const first = new URL(hits[0].url);
  await expect(titles.first()).toHaveAttribute(
    "href",
    first.pathname + first.hash,
  );
  await expect(spinner).toBeHidden();
  expectCredentialsInQuery(calls);
  for (const request of calls.flatMap((call) => call.requests))
    expect(request).toMatchObject({
      indexName: algolia.indexName,
      query: "usePortal",
    });
  // Production searches with Algolia: the local index never loads.
  expect(index).toEqual([]);
});

test("on a screen 768 px wide, snippets are 5 words; on the page clock: the modal stalls at 300 ms, leaves a silent DSN host at 1 s for another, and reports the hits shown as viewed 400 ms after they settle; the insights script's failure to load is logged", async ({
  page,
  thirdParty,
}) => {
  const logged = page.waitForEvent(
    "console",
    (m) =>
      m.type() === "error" &&
      m.text().includes("Could not load search-insights.js"),
  );
  // The page clock only moves when the test says so: 999 ms and 1000 ms are
  // told apart however busy the machine.
  await page.setViewportSize({ width: 768, height: 900 });
  await page.clock.install();
  const calls = await interceptSearch(page, async (call, route) => {
    // The first host never answers; the client gives up on it by itself.
    if (call.host !== DSN_HOST) await answerFromSite(call, route);
  });
  await open(page, "docs/intro");
  const modal = await openSearch(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const spinner = page.locator(".DocSearch-LoadingIndicator");
  await modal.input.fill("portal");
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0].requests[0].attributesToSnippet).toEqual(
    [...LEVELS, "content"].map((a) => `${a}:5`),
  );
  await page.clock.runFor(299);
  await expect(spinner).toBeHidden();
  await page.clock.runFor(1);
  await expect(spinner).toBeVisible();
  await page.clock.runFor(699);
  // Had a retry been sent by 999 ms, it reaches the test before a request
  // the page sends after it.
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith("?sent-after")),
    page.evaluate(() => void fetch("?sent-after")),
  ]);
  expect(calls.map((c) => c.host)).toEqual([DSN_HOST]);
  await page.clock.runFor(1);
  await expect.poll(() => calls.length).toBe(2);
  expect(FALLBACK_HOSTS).toContain(calls[1].host);
  await expect(modal.hits.first()).toBeVisible();
  await expect(spinner).toBeHidden();

  const viewed = () => insightsEvents(page, "viewedObjectIDs");
  await page.clock.runFor(399);
  expect(await viewed()).toEqual([]);
  await page.clock.runFor(1);
  const events = await viewed();
  const ids = events.flatMap((payload) => payload.objectIDs as string[]);
  expect(ids).toHaveLength(await modal.hits.count());
  for (const payload of events) {
    expect(payload).toMatchObject({
      eventName: "Items Viewed",
      index: algolia.indexName,
    });
  }
  await logged;
  expect(
    thirdParty.requests.some((url) =>
      /cdn\.jsdelivr\.net\/npm\/search-insights@/.test(url),
    ),
  ).toBe(true);
});
