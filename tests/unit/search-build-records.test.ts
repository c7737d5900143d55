import { test } from "node:test";
import assert from "node:assert/strict";
import { compactIndex, expandIndex } from "../../src/search/indexer/records";
import { entry, extractedPage } from "../support/search-entries";
import { site } from "../../src/config/site";

const BASE = site.baseUrl;
const ORIGIN = `https://example.github.io${BASE}`;

const pages = [
  extractedPage(`${BASE}docs/api/portal`, "API reference", [
    entry("", ["Portal"]),
    entry("", ["Portal"], "Renders elsewhere."),
    entry("props", ["Portal", "Props"]),
    entry("deep", ["Portal", "Props", "", "Deep"]),
  ]),
  // A page without records must not shift the page numbers of the next ones.
  extractedPage(`${BASE}docs/empty`, "Documentation", []),
  extractedPage(BASE, "Pages", [entry("", ["Home"], "Welcome.")], {
    docusaurusTag: "default",
  }),
];

const index = compactIndex(pages, "https://example.github.io/", BASE);
const records = expandIndex(index);

test("compactIndex stores pages once, relative to the base URL, and skips empty pages", () => {
  assert.equal(index.origin, ORIGIN);
  assert.deepEqual(index.pages, [
    ["docs/api/portal", "API reference", "en", "docs-default-current"],
    ["", "Pages", "en", "default"],
  ]);
  assert.equal(index.records.length, 5);
  assert.deepEqual(index.records[4], [1, "", ["Home"], "Welcome."]);
});

test("expandIndex rebuilds every DocSearch field of a heading record", () => {
  assert.deepEqual(records[2], {
    objectID: "docs/api/portal-2",
    type: "lvl2",
    hierarchy: {
      lvl0: "API reference",
      lvl1: "Portal",
      lvl2: "Props",
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    url: `${ORIGIN}docs/api/portal#props`,
    url_without_anchor: `${ORIGIN}docs/api/portal`,
    anchor: "props",
    language: "en",
    docusaurus_tag: "docs-default-current",
  });
});

test("content records link to the page without an anchor; a skipped level is null and a heading's type is its depth", () => {
  assert.deepEqual(
    [records[1].type, records[1].content, records[1].url, records[1].anchor],
    ["content", "Renders elsewhere.", `${ORIGIN}docs/api/portal`, null],
  );
  assert.equal(records[3].type, "lvl4");
  assert.equal(records[3].hierarchy.lvl3, null);
  assert.equal(records[3].hierarchy.lvl4, "Deep");
});

test("objectIDs are unique, numbered per page; the home page is 'index'", () => {
  assert.deepEqual(
    records.map((r) => r.objectID),
    [
      "docs/api/portal-0",
      "docs/api/portal-1",
      "docs/api/portal-2",
      "docs/api/portal-3",
      "index-0",
    ],
  );
  assert.equal(records[4].url, ORIGIN);
  assert.equal(records[4].hierarchy.lvl0, "Pages");
  assert.equal(records[4].docusaurus_tag, "default");
});
