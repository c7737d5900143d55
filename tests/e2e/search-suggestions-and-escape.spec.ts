// Search modal behaviours checked the way a reader meets them: up to 3
// suggested queries on the No results screen, with both backends; a query
// seeded from selected text, cut at 64 characters; and what Escape does (a
// deliberate deviation: see tests/README.md).
import type { Page } from "@playwright/test";
import { test, expect, isAlgolia, waitForHydration } from "../support/fixtures";
import {
  interceptSearch,
  openSearch,
  searchAnswer,
  searchButton,
  searchModal,
  type SearchAnswerer,
} from "../support/search";

test.describe.configure({ mode: "parallel" });
// Routes may still be answering when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

/** A word no page of the site contains. */
const NO_HITS = "xylophone";
/** Matches pages of several sidebar categories, so its answer has several groups. */
const MANY_GROUPS = "portal";

type Backend = "algolia" | "local";

/**
 * The site's answer cut to its first hit of each sidebar category: as many
 * groups as the docs have categories, whatever the ranking puts first.
 */
const onePerGroup: SearchAnswerer = async (call, route) => {
  const results = call.body.requests.map((request) => {
    const [all] = searchAnswer({ ...request, hitsPerPage: 1000 }).results;
    const hits = all.hits.filter(
      (hit, i) =>
        all.hits.findIndex((h) => h.hierarchy.lvl0 === hit.hierarchy.lvl0) ===
        i,
    );
    return { ...all, hits, nbHits: hits.length, nbPages: 1 };
  });
  await route.fulfill({ json: { results } });
};

/** Opens a docs page answered by `backend`: Algolia from the site's pages, or the local index with Algolia unreachable. */
async function docsPage(page: Page, backend: Backend): Promise<void> {
  if (backend === "algolia") {
    await interceptSearch(page, onePerGroup);
    await page.goto("docs/intro");
  } else {
    await page.route(
      (url) => isAlgolia(url.href),
      (route) => route.abort("internetdisconnected"),
    );
    await page.goto("docs/intro?search-backend=local");
  }
  await waitForHydration(page);
}

for (const backend of ["algolia", "local"] as const) {
  test.describe(`suggested queries (${backend} backend)`, () => {
    test("after an answer with several groups, No results offers the first three group names, and one runs as the next query", async ({
      page,
    }) => {
      await docsPage(page, backend);
      const modal = await openSearch(page);
      await modal.input.fill(MANY_GROUPS);
      await expect(modal.groups.first()).toBeVisible();
      const groups = await modal.groups.allTextContents();
      // More groups than suggestions, so the cap of 3 is what is checked.
      expect(groups.length).toBeGreaterThan(3);

      await modal.input.fill(NO_HITS);
      await expect(modal.noResults).toContainText(
        `No results for "${NO_HITS}"`,
      );
      const suggestions = modal.noResults.getByRole("button");
      await expect(suggestions).toHaveText(groups.slice(0, 3));
      await expect(modal.noResults).toContainText("Try searching for:");

      await suggestions.first().click();
      await expect(modal.input).toHaveValue(`${groups[0].toLowerCase()} `);
      await expect(modal.input).toBeFocused();
    });
  });
}

test.describe("a query seeded from selected text", () => {
  /** Selects the longest paragraph of the article and returns the selected text. */
  async function selectLongParagraph(page: Page): Promise<string> {
    return page.evaluate(() => {
      const paragraphs = Array.from(document.querySelectorAll("article p"));
      const longest = paragraphs.reduce((a, b) =>
        (b.textContent ?? "").length > (a.textContent ?? "").length ? b : a,
      );
      const range = document.createRange();
      range.selectNodeContents(longest);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return selection?.toString() ?? "";
    });
  }

  test("Ctrl+K over a selected paragraph shows and sends its first 64 characters only", async ({
    page,
  }) => {
    const calls = await interceptSearch(page);
    await page.goto("docs/guides/teleport");
    await waitForHydration(page);
    const selected = await selectLongParagraph(page);
    expect(selected.length).toBeGreaterThan(64);

    await page.keyboard.press("Control+k");
    const modal = searchModal(page);
    await expect(modal.input).toHaveValue(selected.slice(0, 64));
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    const queries = calls.flatMap((call) =>
      call.body.requests.map((request) => request.query),
    );
    expect(queries).toContain(selected.slice(0, 64));
    expect(Math.max(...queries.map((query) => query.length))).toBe(64);
  });

  test("the local backend shows the same 64 characters", async ({ page }) => {
    await page.route(
      (url) => isAlgolia(url.href),
      (route) => route.abort("internetdisconnected"),
    );
    await page.goto("docs/guides/teleport?search-backend=local");
    await waitForHydration(page);
    const selected = await selectLongParagraph(page);

    await page.keyboard.press("Control+k");
    await expect(searchModal(page).input).toHaveValue(selected.slice(0, 64));
  });
});

// Deliberate deviation (tests/README.md): the spec's two-step Escape is
// autocomplete-core's panel; DocSearch's modal closes on the first Escape.
test.describe("Escape", () => {
  test("the first Escape closes the modal with its query, focus goes back to the button, and a second Escape changes nothing", async ({
    page,
  }) => {
    await docsPage(page, "algolia");
    const modal = await openSearch(page);
    await modal.input.fill(MANY_GROUPS);
    await expect(modal.hits.first()).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(modal.modal).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(modal.modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/intro$/);

    await openSearch(page);
    await expect(modal.input).toHaveValue("");
    await expect(modal.hits).toHaveCount(0);
  });
});
