// The search modal as a reader uses it (opening, closing, results, the
// 64-character input, grouping, recent and favorite searches), answered from
// this site's own pages (support/search.ts).
// Failure paths beyond the basic ones live in search-faults.spec.ts.
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import {
  FAVORITE_KEY,
  RECENT_KEY,
  interceptSearch,
  openSearch,
  searchAnswer,
  searchFor,
  searchButton,
  searchModal,
  siteRecords,
  storedSearch,
} from "../support/search";

test.describe.configure({ mode: "parallel" });
// Routes may still be answering when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

async function docsPage(page: Page, path = "docs/intro"): Promise<void> {
  await interceptSearch(page);
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("opening", () => {
  test('the button reads "Search" with Ctrl K, and the button and Ctrl+K both open the modal with the input focused', async ({
    page,
  }) => {
    await docsPage(page);
    await expect(
      searchButton(page).locator(".DocSearch-Button-Placeholder"),
    ).toHaveText("Search");
    await expect(searchButton(page).locator("kbd")).toHaveText(["Ctrl", "K"]);
    await expect(searchButton(page)).toHaveAttribute(
      "aria-keyshortcuts",
      "Control+k",
    );

    const modal = await openSearch(page);
    await expect(modal.input).toBeFocused();
    await expect(modal.input).toHaveAttribute("placeholder", "Search docs");
    await page.keyboard.press("Escape");
    await expect(modal.modal).toHaveCount(0);

    await page.keyboard.press("Control+k");
    await expect(modal.input).toBeFocused();
  });

  test('opens with "/", but not while typing in a field', async ({ page }) => {
    await interceptSearch(page);
    await page.goto("search");
    await waitForHydration(page);
    const field = page.getByPlaceholder("Type your search here");
    await field.fill("portal");
    await field.press("/");
    await expect(field).toHaveValue("portal/");
    await expect(searchModal(page).modal).toHaveCount(0);

    await field.blur();
    await page.keyboard.press("/");
    await expect(searchModal(page).input).toBeFocused();
  });

  test.describe("on macOS", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    });

    test("the button shows ⌘ K and Cmd+K opens the modal", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "platform", {
          get: () => "MacIntel",
        });
      });
      await docsPage(page);
      await expect(searchButton(page).locator("kbd")).toHaveText(["⌘", "K"]);
      await expect(searchButton(page)).toHaveAttribute(
        "aria-keyshortcuts",
        "Meta+k",
      );
      await page.keyboard.press("Meta+k");
      await expect(searchModal(page).input).toBeFocused();
    });
  });
});

test.describe("closing", () => {
  test("Escape closes the modal, returns focus to the button and the query is gone when it reopens", async ({
    page,
  }) => {
    const { modal } = await searchFor(page, "portal");
    await expect(modal.hits.first()).toBeVisible();

    // DocSearch 4 closes the whole modal on the first Escape; the query goes with it.
    await page.keyboard.press("Escape");
    await expect(modal.modal).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await openSearch(page);
    await expect(modal.input).toHaveValue("");
    await expect(modal.hits).toHaveCount(0);
  });

  test("a click outside the modal closes it", async ({ page }) => {
    await docsPage(page);
    const modal = await openSearch(page);
    await page
      .locator(".DocSearch-Container")
      .click({ position: { x: 5, y: 5 } });
    await expect(modal.modal).toHaveCount(0);
  });

  test("Enter opens the highlighted hit and closes the modal", async ({
    page,
  }) => {
    const { modal } = await searchFor(page, "usePortal");
    const first = modal.hits.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    const href = await first.locator("a").getAttribute("href");

    await modal.input.press("Enter");
    await expect(modal.modal).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe("results", () => {
  test("hits are grouped by section, each page's headings nested under it, with highlighted snippets", async ({
    page,
  }) => {
    // Its answer has both page headings and paragraphs cut to snippets.
    const query = "teleport";
    const { hits } = searchAnswer({
      query,
      attributesToSnippet: ["content:15"],
    }).results[0];
    const perGroup = new Map<string, number>();
    for (const hit of hits)
      perGroup.set(
        hit.hierarchy.lvl0 ?? "",
        (perGroup.get(hit.hierarchy.lvl0 ?? "") ?? 0) + 1,
      );
    // The page's answer must be rich enough for the rule to show.
    expect(Math.max(...perGroup.values())).toBeGreaterThan(5);

    const { modal } = await searchFor(page, query);
    await expect(modal.groups).toHaveText([...perGroup.keys()]);
    // At most five hits per group (DocSearch's default grouping).
    for (const [group, count] of perGroup) {
      await expect(modal.section(group).getByRole("option")).toHaveCount(
        Math.min(5, count),
      );
    }
    // A page's sections sit under it, with the page as their path.
    const child = modal.modal.locator(".DocSearch-Hit--Child").first();
    await expect(child.locator(".DocSearch-Hit-Tree")).toBeVisible();
    await expect(child.locator(".DocSearch-Hit-path")).not.toBeEmpty();
    // The query is highlighted, and long text is cut to a snippet.
    await expect(modal.hits.locator("mark").first()).toHaveText(/teleport/i);
    await expect(modal.hits.filter({ hasText: "…" }).first()).toBeVisible();
  });

  test('the footer offers "See all N results" with the total from the answer, leading to the search page', async ({
    page,
  }) => {
    const { modal } = await searchFor(page, "portal");
    const total = searchAnswer({ query: "portal" }).results[0].nbHits;
    const seeAll = modal.modal.getByRole("link", {
      name: `See all ${total} results`,
    });
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=portal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      'Search results for "portal"',
    );
  });

  test('a query without hits shows the No results screen, reading No results for "{query}", with the "Let us know" link', async ({
    page,
  }) => {
    const { modal } = await searchFor(page, "xylophone");
    await expect(modal.noResults.locator(".DocSearch-Title")).toHaveText(
      'No results for "xylophone"',
    );
    await expect(modal.noResults.locator("strong")).toHaveText("xylophone");
    // src/theme/SearchBar passes getMissingResultsUrl: a pre-filled issue.
    await expect(modal.noResults).toContainText(
      "Believe this query should return results?",
    );
    const report = modal.noResults.getByRole("link", { name: "Let us know." });
    const href = new URL((await report.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe(
      "https://github.com/kirillzyusko/react-native-teleport/issues/new",
    );
    expect(href.searchParams.get("title")).toContain("xylophone");
  });

  test("the input keeps at most 64 characters", async ({ page }) => {
    const { calls, modal } = await searchFor(page, "p".repeat(70));
    await expect(modal.input).toHaveValue("p".repeat(64));
    // The query leaves the page a moment after the input shows it.
    await expect
      .poll(() =>
        Math.max(0, ...calls.map((c) => c.body.requests[0].query.length)),
      )
      .toBe(64);
  });
});

test.describe("recent and favorite searches", () => {
  test("an opened hit shows under Recent, and saving it moves it to Favorite", async ({
    page,
  }) => {
    await docsPage(page);
    let modal = await openSearch(page);
    await expect(modal.section("Recent")).toHaveCount(0);
    await modal.input.fill("usePortal");
    const hit = modal.hits.first();
    const href = (await hit.locator("a").first().getAttribute("href")) ?? "";
    const heading = page.locator("article h1").first();
    const before = (await heading.textContent()) ?? "";
    await hit.click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(new URL(href, page.url()).pathname);
    // The address changes before the next page's content has loaded.
    await expect(heading).not.toHaveText(before);
    // Recent and favorite searches are listed by the page they open.
    const title = (await heading.textContent()) ?? "";
    expect(title).not.toBe("");

    modal = await openSearch(page);
    const recent = modal.section("Recent");
    await expect(recent.getByRole("option")).toHaveText([title]);
    await recent.getByRole("option").hover();
    await recent.getByRole("button", { name: "Save this search" }).click();

    await expect(modal.section("Favorite").getByRole("option")).toHaveText([
      title,
    ]);
    await expect(modal.section("Recent")).toHaveCount(0);
    await page.keyboard.press("Escape");
    modal = await openSearch(page);
    await expect(modal.section("Favorite").getByRole("option")).toHaveText([
      title,
    ]);
  });

  /** Seeds DocSearch's storage, as earlier visits would have left it. */
  async function seed(
    page: Page,
    recent: number,
    favorite: number,
  ): Promise<void> {
    const records = siteRecords();
    expect(records.length).toBeGreaterThanOrEqual(recent + favorite);
    const stored = records.map(storedSearch);
    await page.addInitScript(
      ({ keys, values }) => {
        localStorage.setItem(keys[0], JSON.stringify(values[0]));
        localStorage.setItem(keys[1], JSON.stringify(values[1]));
      },
      {
        keys: [RECENT_KEY, FAVORITE_KEY],
        values: [
          stored.slice(0, recent),
          stored.slice(recent, recent + favorite),
        ],
      },
    );
  }

  for (const { recent, favorite, shown } of [
    { recent: 9, favorite: 0, shown: { recent: 7, favorite: 0 } },
    { recent: 9, favorite: 1, shown: { recent: 4, favorite: 1 } },
    { recent: 0, favorite: 12, shown: { recent: 0, favorite: 10 } },
  ]) {
    test(`with ${recent} recent and ${favorite} favorite searches stored, ${shown.recent} recent and ${shown.favorite} favorite show`, async ({
      page,
    }) => {
      await seed(page, recent, favorite);
      await docsPage(page);
      const modal = await openSearch(page);
      await expect(modal.section("Recent").getByRole("option")).toHaveCount(
        shown.recent,
      );
      await expect(modal.section("Favorite").getByRole("option")).toHaveCount(
        shown.favorite,
      );
    });
  }
});
