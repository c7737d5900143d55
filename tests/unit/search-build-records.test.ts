import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  compactIndex,
  expandIndex,
  type ExtractedPage,
} from "../../src/search/build/records";

const BASE = "/react-native-teleport/";

const pages: ExtractedPage[] = [
  {
    path: `${BASE}docs/api/portal`,
    lvl0: "API reference",
    language: "en",
    docusaurusTag: "docs-default-current",
    entries: [
      { anchor: "", headings: ["Portal"], content: null },
      { anchor: "", headings: ["Portal"], content: "Renders elsewhere." },
      { anchor: "props", headings: ["Portal", "Props"], content: null },
      {
        anchor: "deep",
        headings: ["Portal", "Props", "", "Deep"],
        content: null,
      },
    ],
  },
  // A page without records must not shift the page numbers of the next ones.
  {
    path: `${BASE}docs/empty`,
    lvl0: "Documentation",
    language: "en",
    docusaurusTag: "docs-default-current",
    entries: [],
  },
  {
    path: BASE,
    lvl0: "Pages",
    language: "en",
    docusaurusTag: "default",
    entries: [{ anchor: "", headings: ["Home"], content: "Welcome." }],
  },
];

describe("compactIndex", () => {
  const index = compactIndex(pages, "https://example.github.io/", BASE);

  test("stores pages once, relative to the base URL, and skips empty pages", () => {
    assert.equal(index.version, 1);
    assert.equal(
      index.origin,
      "https://example.github.io/react-native-teleport/",
    );
    assert.deepEqual(index.pages, [
      ["docs/api/portal", "API reference", "en", "docs-default-current"],
      ["", "Pages", "en", "default"],
    ]);
    assert.equal(index.records.length, 5);
    assert.deepEqual(index.records[4], [1, "", ["Home"], "Welcome."]);
  });

  test("survives JSON, as the build ships it", () => {
    assert.deepEqual(JSON.parse(JSON.stringify(index)), index);
  });

  test("a path outside the base URL loses only its leading slash", () => {
    const other = compactIndex(
      [{ ...pages[2], path: "/elsewhere/page" }],
      "https://x.io",
      BASE,
    );
    assert.equal(other.pages[0][0], "elsewhere/page");
    assert.equal(other.origin, `https://x.io${BASE}`);
  });
});

describe("expandIndex", () => {
  const records = expandIndex(
    compactIndex(pages, "https://example.github.io", BASE),
  );
  const origin = "https://example.github.io/react-native-teleport/";

  test("rebuilds every DocSearch field of a heading record", () => {
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
      url: `${origin}docs/api/portal#props`,
      url_without_anchor: `${origin}docs/api/portal`,
      anchor: "props",
      language: "en",
      docusaurus_tag: "docs-default-current",
    });
  });

  test("content records are typed content and link to the page without an anchor", () => {
    assert.equal(records[1].type, "content");
    assert.equal(records[1].content, "Renders elsewhere.");
    assert.equal(records[1].url, `${origin}docs/api/portal`);
    assert.equal(records[1].anchor, null);
  });

  test("a skipped heading level is null and the record's type is its depth", () => {
    assert.equal(records[3].type, "lvl4");
    assert.equal(records[3].hierarchy.lvl3, null);
    assert.equal(records[3].hierarchy.lvl4, "Deep");
  });

  test("objectIDs are unique, numbered per page; the home page is 'index'", () => {
    const ids = records.map((r) => r.objectID);
    assert.deepEqual(ids, [
      "docs/api/portal-0",
      "docs/api/portal-1",
      "docs/api/portal-2",
      "docs/api/portal-3",
      "index-0",
    ]);
    assert.equal(records[4].url, origin);
    assert.equal(records[4].hierarchy.lvl0, "Pages");
    assert.equal(records[4].docusaurus_tag, "default");
  });

  test("an empty index expands to no records", () => {
    assert.deepEqual(expandIndex(compactIndex([], "https://x.io", "/")), []);
  });
});
