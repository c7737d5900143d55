// cspell:ignore telport
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  indexTokenize,
  queryTerms,
  queryTokenize,
  snippet,
} from "../../src/search/client/text";

const MARKS = { pre: "<mark>", post: "</mark>" };
const matched = (...terms: string[]) => new Set(terms);

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

test("punctuation and symbols separate words; queries are not split further, and their terms are their words, lowercased", () => {
  assert.deepEqual(queryTokenize("<Portal hostName='x'>, usePortal()"), [
    "Portal",
    "hostName",
    "x",
    "usePortal",
  ]);
  assert.deepEqual(indexTokenize("a—b/c.d"), ["a", "b", "c", "d"]);
  assert.deepEqual(queryTerms("Portal  HOST"), ["portal", "host"]);
  assert.deepEqual(queryTerms("  "), []);
});

test("marks the words the engine matched: whole, the typed part of a prefix, a typo's whole word, camel-case parts, neighbours as one", () => {
  const cases: Array<[string, string, string[], string]> = [
    [
      "Render a Portal into a host",
      "portal host",
      ["portal", "host"],
      "Render a <mark>Portal</mark> into a <mark>host</mark>",
    ],
    ["Portal provider", "port", ["portal"], "<mark>Port</mark>al provider"],
    ["teleport", "telport", ["teleport"], "<mark>teleport</mark>"],
    ["usePortal", "portal", ["portal"], "use<mark>Portal</mark>"],
    [
      "PortalHost",
      "portal host",
      ["portal", "host"],
      "<mark>PortalHost</mark>",
    ],
    // Only terms the engine matched are marked.
    [
      "Portal and host",
      "portal host",
      ["portal"],
      "<mark>Portal</mark> and host",
    ],
    ["Nothing", "portal", [], "Nothing"],
    // Hostile text is escaped; only the marks are markup.
    [
      `<img src=x onerror="alert('portal')"> & portal`,
      "portal",
      ["portal"],
      "&lt;img src=x onerror=&quot;alert(&apos;<mark>portal</mark>&apos;)&quot;&gt; &amp; <mark>portal</mark>",
    ],
  ];
  for (const [text, query, terms, expected] of cases) {
    const result = snippet(text, queryTerms(query), matched(...terms), MARKS);
    assert.equal(result.value, expected, text);
  }
});

const words = Array.from({ length: 21 }, (_, i) => `w${i}`);
const snip = (size: number, term: string, text = words.join(" ")) =>
  snippet(text, [term], matched(term), MARKS, size, "…").value;

test("a snippet: a match near an end shifts the window instead of shrinking it; no match gives the opening words; text no longer than the window is whole, without ellipses; what is kept is escaped", () => {
  assert.equal(snip(5, "w1"), "w0 <mark>w1</mark> w2 w3 w4…");
  assert.equal(snip(5, "w20"), "…w16 w17 w18 w19 <mark>w20</mark>");
  assert.equal(snip(5, "absent"), "w0 w1 w2 w3 w4…");
  assert.equal(
    snip(10, "portal", "A short <b>portal</b> line"),
    "A short &lt;b&gt;<mark>portal</mark>&lt;/b&gt; line",
  );
  const hostile = `<script>alert(1)</script> ${words.join(" ")} "quoted" & more`;
  assert.equal(
    snip(5, "script", hostile),
    // script, alert, 1, script, w0: five words.
    "&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; w0…",
  );
});
