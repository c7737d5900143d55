// The search modal as a reader uses it. Answers come from this site's own
// pages (support/search.ts).
import { test, expect, open, waitForHydration } from "../support/fixtures";
import { algolia, github } from "../../src/config/site";
import {
  insightsEvents,
  openSearch,
  searchAnswer,
  searchButton,
  searchFor,
  searchModal,
} from "../support/search";

// The modal's code loads when the reader points at or focuses the button
// (with the local backend, its engine and index too: local-search.spec.ts),
// or with the key.
const modalChunk = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;

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
  // Enter on the focused button opens it from the keyboard.
  await page.keyboard.press("Enter");
  const modal = searchModal(page);
  await expect(modal.input).toBeFocused();
  await expect(modal.input).toHaveAttribute("placeholder", "Search docs");
  await modal.input.fill("portal");
  await expect(modal.hits.first()).toBeVisible();
  expect(failures).toBe(2);
  // Focus stays inside the modal whichever way the reader tabs.
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

  // On a Mac, the button shows ⌘ K and Cmd+K opens the modal.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "platform", {
      get: () => "MacIntel",
    });
  });
  await page.reload();
  await waitForHydration(page);
  await expect(button.locator("kbd")).toHaveText(["⌘", "K"]);
  await expect(button).toHaveAttribute("aria-keyshortcuts", "Meta+k");
  await page.keyboard.press("Meta+k");
  await expect(modal.input).toBeFocused();
});

// The local backend's No results screen: local-search.spec.ts.
test("No results names the query, links a pre-filled issue and, under Try searching for, offers the last answer's first three groups as queries; hits are grouped by section, at most five a group, with highlighted snippets, the first one active; a page's sections that match are nested under its hit, each with a tree icon", async ({
  page,
}) => {
  const { modal } = await searchFor(page, "portal");
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
  const href = new URL((await report.getAttribute("href")) ?? "");
  expect(`${href.origin}${href.pathname}`).toBe(
    `${github.repository}/issues/new`,
  );
  expect(href.searchParams.get("title")).toContain("xylophone");
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
    await expect(modal.section(group).getByRole("option")).toHaveCount(
      Math.min(5, count(group)),
    );
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
  const options = modal.section("API reference").getByRole("option");
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
});

test("an opened hit is reported as clicked and shows under Recent; saving it moves it to Favorite, where it stays; stored searches show at most 7 recent ones, 4 beside favorites, and 10 favorites", async ({
  page,
}) => {
  const query = "usePortal";
  const { modal } = await searchFor(page, query);
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
  const recent = modal.section("Recent").getByRole("option");
  await expect(recent).toHaveText([title]);
  await recent.hover();
  await modal
    .section("Recent")
    .getByRole("button", { name: "Save this search" })
    .click();
  await expect(modal.section("Favorite").getByRole("option")).toHaveText([
    title,
  ]);
  await expect(modal.section("Recent")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await openSearch(page);
  await expect(modal.section("Favorite").getByRole("option")).toHaveText([
    title,
  ]);
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
    await expect(modal.section("Recent").getByRole("option")).toHaveCount(
      shown[0],
    );
    await expect(modal.section("Favorite").getByRole("option")).toHaveCount(
      shown[1],
    );
    await page.keyboard.press("Escape");
  }
});
