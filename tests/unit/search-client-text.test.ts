// cspell:ignore portalhost telport
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  highlight,
  indexTokenize,
  processTerm,
  queryTokenize,
  queryWords,
  snippet,
  typosAllowed,
} from "../../src/search/client/text";

const MARKS = { pre: "<mark>", post: "</mark>" };
const matched = (...terms: string[]) => new Set(terms);

describe("tokenizing", () => {
  test("the index splits camel case so a part finds the whole name", () => {
    assert.deepEqual(indexTokenize("isHostAvailable <PortalHost/>"), [
      "isHostAvailable",
      "is",
      "Host",
      "Available",
      "PortalHost",
      "Portal",
      "Host",
    ]);
    // An acronym stays one part: `HTMLElement` is `HTML` + `Element`.
    assert.deepEqual(indexTokenize("HTMLElement"), [
      "HTMLElement",
      "HTML",
      "Element",
    ]);
  });

  test("punctuation and symbols separate words; queries are not split further", () => {
    assert.deepEqual(queryTokenize("<Portal hostName='x'>, usePortal()"), [
      "Portal",
      "hostName",
      "x",
      "usePortal",
    ]);
    assert.deepEqual(indexTokenize("a—b/c.d"), ["a", "b", "c", "d"]);
    assert.equal(processTerm("PortalHost"), "portalhost");
  });

  test("only the last query word is a prefix", () => {
    assert.deepEqual(queryWords("Portal  HOST"), [
      { term: "portal", prefix: false },
      { term: "host", prefix: true },
    ]);
    assert.deepEqual(queryWords("  "), []);
  });
});

test("typo tolerance follows Algolia: none under 4 letters, 1 from 4, 2 from 8", () => {
  assert.deepEqual(
    ["", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghijkl"].map(
      typosAllowed,
    ),
    [0, 0, 1, 1, 2, 2],
  );
});

describe("highlight", () => {
  test("marks matched words and reports a full match", () => {
    const result = highlight(
      "Render a Portal into a host",
      queryWords("portal host"),
      matched("portal", "host"),
      MARKS,
    );
    assert.deepEqual(result, {
      value: "Render a <mark>Portal</mark> into a <mark>host</mark>",
      matchLevel: "full",
      matchedWords: ["portal", "host"],
      fullyHighlighted: false,
    });
  });

  test("a prefix match marks only the typed letters", () => {
    const result = highlight(
      "Portal provider",
      queryWords("port"),
      matched("portal"),
      MARKS,
    );
    assert.equal(result.value, "<mark>Port</mark>al provider");
  });

  test("a typo match marks the whole word the engine found", () => {
    const result = highlight(
      "teleport",
      queryWords("telport"),
      matched("teleport"),
      MARKS,
    );
    assert.equal(result.value, "<mark>teleport</mark>");
    assert.deepEqual(result.matchedWords, ["telport"]);
    assert.equal(result.fullyHighlighted, true);
  });

  test("camel-case parts are marked inside the word, neighbours merge", () => {
    assert.equal(
      highlight("usePortal", queryWords("portal"), matched("portal"), MARKS)
        .value,
      "use<mark>Portal</mark>",
    );
    assert.equal(
      highlight(
        "PortalHost",
        queryWords("portal host"),
        matched("portal", "host"),
        MARKS,
      ).value,
      "<mark>PortalHost</mark>",
    );
  });

  test("only terms the engine matched are marked, so a partial match says so", () => {
    const result = highlight(
      "Portal and host",
      queryWords("portal host"),
      matched("portal"),
      MARKS,
    );
    assert.equal(result.value, "<mark>Portal</mark> and host");
    assert.equal(result.matchLevel, "partial");
    const none = highlight("Nothing", queryWords("portal"), matched(), MARKS);
    assert.deepEqual(none, {
      value: "Nothing",
      matchLevel: "none",
      matchedWords: [],
      fullyHighlighted: false,
    });
  });

  test("hostile text is escaped; only the marks are markup", () => {
    const result = highlight(
      `<img src=x onerror="alert('portal')"> & portal`,
      queryWords("portal"),
      matched("portal"),
      MARKS,
    );
    assert.equal(
      result.value,
      "&lt;img src=x onerror=&quot;alert(&#39;<mark>portal</mark>&#39;)&quot;&gt; &amp; <mark>portal</mark>",
    );
    assert.doesNotMatch(result.value, /<(?!\/?mark>)/);
  });
});

describe("snippet", () => {
  const words = Array.from({ length: 21 }, (_, i) => `w${i}`);
  words[12] = "portal";
  const text = words.join(" ");
  const run = (size: number, query = "portal", terms = ["portal"]) =>
    snippet(text, queryWords(query), matched(...terms), MARKS, size, "…");

  test("10 or 5 words around the first match, with ellipses on both sides", () => {
    assert.deepEqual(run(10), {
      value: "…w8 w9 w10 w11 <mark>portal</mark> w13 w14 w15 w16 w17…",
      matchLevel: "full",
    });
    assert.equal(run(5).value, "…w10 w11 <mark>portal</mark> w13 w14…");
  });

  test("a match near an end shifts the window instead of shrinking it", () => {
    assert.equal(run(5, "w1", ["w1"]).value, "w0 <mark>w1</mark> w2 w3 w4…");
    assert.equal(
      run(5, "w20", ["w20"]).value,
      "…w16 w17 w18 w19 <mark>w20</mark>",
    );
  });

  test("no match: the opening words", () => {
    assert.deepEqual(run(5, "absent", []), {
      value: "w0 w1 w2 w3 w4…",
      matchLevel: "none",
    });
  });

  test("text no longer than the window is whole, without ellipses", () => {
    const short = snippet(
      "A short <b>portal</b> line",
      queryWords("portal"),
      matched("portal"),
      MARKS,
      10,
      "…",
    );
    assert.equal(
      short.value,
      "A short &lt;b&gt;<mark>portal</mark>&lt;/b&gt; line",
    );
  });

  test("text outside the window is cut, and what is kept is escaped", () => {
    const hostile = `<script>alert(1)</script> ${words.join(" ")} "quoted" & more`;
    const start = snippet(
      hostile,
      queryWords("script"),
      matched("script"),
      MARKS,
      5,
      "…",
    );
    assert.equal(
      start.value,
      // script, alert, 1, script, w0: five words.
      "&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; w0…",
    );
  });
});
