// Misspelt and partial words are queries with typos and prefixes.
// cspell:ignore Présentation portail telport portl tele dextinaton telpirt
import { mock, test } from "node:test";
import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import {
  createEngine,
  loadEngine,
  shipIndex,
  type LocalRequest,
} from "../../src/search/client/engine";
import {
  compactIndex,
  expandIndex,
  type DocSearchRecord,
} from "../../src/search/indexer/records";
import { entry, extractedPage } from "../support/search-entries";

const index = compactIndex(
  [
    extractedPage("/base/docs/api/portal", "API reference", [
      entry("", ["Portal"]),
      entry("", ["Portal"], "Moves its children into a host elsewhere."),
      entry("props", ["Portal", "Props"]),
      entry("props", ["Portal", "Props"], "hostName names the destination."),
    ]),
    extractedPage("/base/docs/guides/modals", "Guides", [
      entry("", ["Modals"]),
      entry(
        "",
        ["Modals"],
        "A modal can teleport its content so it draws above everything else on the screen, even above headers and tab bars of every screen.",
      ),
    ]),
    extractedPage("/base/docs/guides/teleport", "Guides", [
      entry("", ["Moving views"]),
      entry("teleport", ["Moving views", "Teleport"]),
      entry("teleport", ["Moving views", "Teleport"], "Keeps native state."),
    ]),
    extractedPage(
      "/base/fr/docs/intro",
      "Documentation",
      [entry("", ["Présentation du portail"])],
      { language: "fr" },
    ),
  ],
  "https://example.github.io",
  "/base/",
);
const records = expandIndex(index);
const engine = createEngine(shipIndex(index));

const search = (query: string, options: Partial<LocalRequest> = {}) =>
  engine.search({ indexName: "docs", query, ...options });
const urls = ({ hits }: { hits: DocSearchRecord[] }) =>
  hits.map((hit) => hit.url.replace("https://example.github.io", ""));

test("a record whose own heading matches comes before text mentioning the word; a page title hit comes first, with no content snippet, and once: a section's records collapse into its best one", () => {
  assert.deepEqual(urls(search("teleport")), [
    "/base/docs/guides/teleport#teleport",
    "/base/docs/guides/modals",
  ]);
  assert.equal(search("teleport").hits[0].type, "lvl2");
  const { hits } = search("portal");
  assert.equal(hits[0].url, "https://example.github.io/base/docs/api/portal");
  assert.equal(hits[0].type, "lvl1");
  assert.equal(hits[0]._snippetResult.content, undefined);
  const all = urls({ hits });
  assert.equal(new Set(all).size, all.length);
});

test("every word must match (AND), in the record or the headings above it", () => {
  // "destination" is in the Props text, "portal" only in its lvl1 heading.
  assert.deepEqual(urls(search("portal destination")), [
    "/base/docs/api/portal#props",
  ]);
  // No match is an empty answer, not an error.
  const none = search("modal destination");
  assert.deepEqual([none.hits, none.nbHits, none.nbPages], [[], 0, 0]);
});

test("typos as Algolia allows them, one from four letters, two from eight, none below four; the last word matches as a prefix, earlier words do not", () => {
  const teleport = "/base/docs/guides/teleport#teleport";
  for (const [query, url] of [
    ["telport", teleport],
    ["portl", "/base/docs/api/portal"],
    ["tele", teleport],
  ])
    assert.ok(urls(search(query)).includes(url), query);
  assert.deepEqual(urls(search("dextinaton")), ["/base/docs/api/portal#props"]);
  // Two typos in seven letters, one in three, a prefix before the last word.
  for (const query of ["telpirt", "hst", "tele state"])
    assert.deepEqual(urls(search(query)), [], query);
});

test("hitsPerPage and page slice the ranked hits; counts cover all of them", () => {
  const { hits: all, ...first } = search("");
  const { hits, ...paged } = search("", { hitsPerPage: 4, page: 1 });
  // Without hitsPerPage, DocSearch's default of 20 applies.
  const counts = { nbHits: 6, query: "" };
  assert.deepEqual(first, {
    ...counts,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
  });
  assert.deepEqual(paged, { ...counts, page: 1, nbPages: 2, hitsPerPage: 4 });
  assert.deepEqual(urls({ hits }), urls({ hits: all }).slice(4, 6));
  // The search page drops an answer that does not echo its query.
  assert.equal(search("portal").query, "portal");
});

test("facetFilters: each entry must hold, an inner array is an OR", () => {
  const french = search("", { facetFilters: ["language:fr"] });
  assert.deepEqual(urls(french), ["/base/fr/docs/intro"]);
  const english = search("", {
    facetFilters: [
      "language:en",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
    ],
  });
  assert.equal(english.nbHits, 5);
  assert.equal(search("", { facetFilters: "type:lvl2" }).nbHits, 2);
});

test("a hit is its record, all of its fields, with highlights marked with DocSearch's default tag", () => {
  const [{ _highlightResult, _snippetResult, ...hit }] =
    search("portal destination").hits;
  // The record itself: the Props section's text.
  assert.deepEqual(hit, records[3]);
  const mark = (word: string) =>
    `<span class="algolia-docsearch-suggestion--highlight">${word}</span>`;
  assert.equal(_highlightResult.hierarchy.lvl1?.value, mark("Portal"));
  assert.equal(_highlightResult.hierarchy.lvl2?.value, "Props");
  // A text shorter than a snippet is its own snippet, marked in full.
  assert.equal(
    _snippetResult.content?.value,
    `hostName names the ${mark("destination")}.`,
  );
});

test("content snippets are 10 words by default, or as long as the request asks", () => {
  const request = { highlightPreTag: "<mark>", highlightPostTag: "</mark>" };
  const [modal] = search("headers", request).hits;
  assert.equal(
    modal._snippetResult.content?.value,
    "…the screen, even above <mark>headers</mark> and tab bars of every…",
  );
  const [short] = search("headers", {
    ...request,
    attributesToSnippet: ["content:5", "hierarchy.lvl1:5"],
    snippetEllipsisText: "...",
  }).hits;
  assert.equal(
    short._snippetResult.content?.value,
    "...even above <mark>headers</mark> and tab...",
  );
  assert.equal(short._snippetResult.hierarchy?.lvl1?.value, "Modals");
});

const load = async (fresh: boolean) => {
  mock.method(globalThis, "fetch", async () => Response.json(shipIndex(index)));
  const searches = mock.method(MiniSearch.prototype, "search");
  try {
    const loaded = await loadEngine("/base/search-index.json", fresh);
    const beforeAnyQuery = searches.mock.callCount();
    // The next task: where the warm-up search is queued.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { loaded, beforeAnyQuery, afterATask: searches.mock.callCount() };
  } finally {
    mock.restoreAll();
  }
};

test("a built site's engine runs one search of its own in the next task, so the reader's first key finds the search code compiled; the dev server's, built afresh for each search, skips it", async () => {
  const { loaded, beforeAnyQuery, afterATask } = await load(false);
  assert.equal(beforeAnyQuery, 0);
  assert.equal(afterATask, 1);
  const portal = { indexName: "docs", query: "portal" };
  assert.deepEqual(loaded.search(portal).hits, engine.search(portal).hits);
  assert.equal((await load(true)).afterATask, 0);
});
