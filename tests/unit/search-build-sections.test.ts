import { test } from "node:test";
import assert from "node:assert/strict";
import { SectionWriter } from "../../src/search/build/sections";

test("text before any heading is filed under the page title", () => {
  const writer = new SectionWriter("Page title");
  writer.text("  Hello\n\tworld  ");
  writer.flush();
  assert.deepEqual(writer.entries, [
    { anchor: "", headings: ["Page title"], content: "Hello world" },
  ]);
});

test("a block is only a record once it has a letter or digit", () => {
  const writer = new SectionWriter("T");
  for (const noise of ["", "   ", " · — ", "\u200b\u200b", "()"]) {
    writer.text(noise);
    writer.flush();
  }
  assert.equal(writer.entries.length, 0);
  writer.text("Éclair");
  writer.flush();
  writer.text("42");
  writer.flush();
  assert.deepEqual(
    writer.entries.map((e) => e.content),
    ["Éclair", "42"],
  );
});

test("zero-width spaces vanish from text and headings", () => {
  const writer = new SectionWriter("T");
  writer.heading(2, "a", "Props\u200b");
  writer.text("na\u200bme");
  writer.flush();
  assert.deepEqual(writer.entries[1], {
    anchor: "a",
    headings: ["T", "Props"],
    content: "name",
  });
});

test("an h1 replaces the page title and its records link to the page", () => {
  const writer = new SectionWriter("From <title>");
  writer.heading(1, "h1-id", "Real heading");
  writer.text("Body");
  writer.flush();
  assert.deepEqual(writer.entries, [
    { anchor: "", headings: ["Real heading"], content: null },
    { anchor: "", headings: ["Real heading"], content: "Body" },
  ]);
});

test("a heading ends the text before it, which stays in the previous section", () => {
  const writer = new SectionWriter("T");
  writer.heading(2, "one", "One");
  writer.text("under one");
  writer.heading(2, "two", "Two");
  assert.deepEqual(writer.entries[1], {
    anchor: "one",
    headings: ["T", "One"],
    content: "under one",
  });
  assert.deepEqual(writer.entries[2].headings, ["T", "Two"]);
});

test("skipped levels are empty strings and a shallower heading closes deeper ones", () => {
  const writer = new SectionWriter("T");
  writer.heading(2, "a", "A");
  writer.heading(5, "e", "E");
  writer.heading(3, "c", "C");
  assert.deepEqual(
    writer.entries.map((e) => [e.anchor, e.headings]),
    [
      ["a", ["T", "A"]],
      ["e", ["T", "A", "", "", "E"]],
      ["c", ["T", "A", "C"]],
    ],
  );
});

test("a heading without an id links to the nearest heading above that has one", () => {
  const writer = new SectionWriter("T");
  writer.heading(2, "usage", "Usage");
  writer.heading(3, "", "No id here");
  writer.text("text");
  writer.flush();
  assert.deepEqual(
    writer.entries.map((e) => e.anchor),
    ["usage", "usage", "usage"],
  );
});

test("an empty heading is ignored and keeps the current section", () => {
  const writer = new SectionWriter("T");
  writer.heading(2, "a", "A");
  writer.heading(2, "b", " \u200b ");
  writer.text("still under A");
  writer.flush();
  assert.equal(writer.entries.length, 2);
  assert.deepEqual(writer.entries[1].headings, ["T", "A"]);
  assert.equal(writer.entries[1].anchor, "a");
});

test("entries hold copies: later headings do not rewrite earlier records", () => {
  const writer = new SectionWriter("T");
  writer.heading(2, "a", "A");
  writer.heading(2, "b", "B");
  assert.deepEqual(writer.entries[0].headings, ["T", "A"]);
});
