// cspell:ignore useportal
import { test } from "node:test";
import assert from "node:assert/strict";
import { extractFromMarkdown } from "../../src/search/indexer/markdown";
import { compactIndex, expandIndex } from "../../src/search/indexer/records";
import { entry, extractedPage } from "../support/search-entries";

const lines = (...text: string[]) => text.join("\n");

test("front matter, imports, code fences and comments are left out", () => {
  const source = lines(
    "---",
    "title: Front matter title",
    "description: Not indexed",
    "---",
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "",
    "# Getting started",
    "",
    "{/* a note to writers */}",
    "```bash",
    "npm install react-native-teleport",
    "```",
    "~~~tsx",
    "const x = 1;",
    "```",
    "still code",
    "~~~",
    "Visible words.",
  );
  assert.deepEqual(extractFromMarkdown(source, "Title"), [
    entry("", ["Getting started"]),
    entry("", ["Getting started"], "Visible words."),
  ]);
});

test("one record per paragraph, list item and table body row, down to the words a reader sees; an admonition's label is left out", () => {
  const source = lines(
    "# Page",
    "Some **bold**, *italic* and ~~struck~~ text with a [link](./x.mdx),",
    "a [reference][ref], `code`, <Badge>JSX</Badge>{' '}and ![an image](a.png)",
    "an &amp; and &lt;tags&gt; at 4:3.",
    "",
    "[ref]: ./y.mdx",
    "",
    "- one item",
    "  continued",
    "* two",
    "1. three",
    "",
    "| Prop | Type |",
    "| ---- | ---- |",
    "| `name` | string |",
    "| hostName | string |",
    "",
    "> A quote.",
    ":::tip[Good to know]",
    "Inside the tip.",
    "<Tabs>",
    "Inside a tab.",
    "</Tabs>",
    ":::",
  );
  assert.deepEqual(
    extractFromMarkdown(source, "Page").map((e) => e.content),
    [
      null,
      "Some bold, italic and struck text with a link, a reference, code, JSX and an & and <tags> at 4:3.",
      "one item continued",
      "two",
      "three",
      "name string",
      "hostName string",
      "A quote.",
      "Inside the tip.",
      "Inside a tab.",
    ],
  );
});

test("headings get GitHub-style ids, numbered when repeated; explicit ids in both forms win over them", () => {
  const source = lines(
    "# Page",
    "## Props & more",
    "## Props & more",
    "### `usePortal()` hook",
    "## Déjà vu",
    "## Install it {#install}",
    "## What this library does differently {/* #how-it-works */}",
    "Text under it.",
  );
  assert.deepEqual(
    extractFromMarkdown(source, "Page").map((e) => [
      e.anchor,
      e.headings.at(-1),
      e.content,
    ]),
    [
      ["", "Page", null],
      ["props--more", "Props & more", null],
      ["props--more-1", "Props & more", null],
      ["useportal-hook", "usePortal() hook", null],
      ["déjà-vu", "Déjà vu", null],
      ["install", "Install it", null],
      ["how-it-works", "What this library does differently", null],
      ["how-it-works", "What this library does differently", "Text under it."],
    ],
  );
});

test("without a # heading, the title given stands in for lvl1, even in an empty file or one MDX cannot parse; a skipped heading level is empty, and null in DocSearch's hierarchy; a heading's type is its depth", () => {
  const source = lines("Intro text.", "## Usage", "More text.");
  assert.deepEqual(extractFromMarkdown(source, "Sidebar title"), [
    entry("", ["Sidebar title"]),
    entry("", ["Sidebar title"], "Intro text."),
    entry("usage", ["Sidebar title", "Usage"]),
    entry("usage", ["Sidebar title", "Usage"], "More text."),
  ]);
  assert.deepEqual(extractFromMarkdown("", "Empty"), [entry("", ["Empty"])]);
  assert.deepEqual(extractFromMarkdown("# Title\n<!-- HTML -->", "Broken"), [
    entry("", ["Broken"]),
  ]);
  const entries = extractFromMarkdown(lines("## Props", "#### Deep"), "Page");
  assert.deepEqual(
    entries.at(-1),
    entry("deep", ["Page", "Props", "", "Deep"]),
  );
  const page = extractedPage("/docs/x", "Docs", entries);
  const deep = expandIndex(compactIndex([page], "https://x.io", "/")).at(-1);
  assert.deepEqual(
    [deep?.type, deep?.hierarchy.lvl3, deep?.hierarchy.lvl4],
    ["lvl4", null, "Deep"],
  );
});
