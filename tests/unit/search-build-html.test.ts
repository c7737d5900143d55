import { test } from "node:test";
import assert from "node:assert/strict";
import { extractFromHtml } from "../../src/search/indexer/html";
import { entry } from "../support/search-entries";

const SITE = "Teleport";
const PATH = "/react-native-teleport/docs/api/portal";

/** A page shaped like the build's minified output: optional end tags left out. */
function page(
  htmlClass: string,
  main: string,
  { head = "", sidebar = "" } = {},
): string {
  return `<!doctype html><html lang=en class="${htmlClass}"><head><meta charset=utf-8><title>Portal | ${SITE}</title>${head}</head><body><nav class=navbar><a href=/>Navbar link</a></nav>${sidebar}<main class=container>${main}</main><footer class=footer>Footer words</footer></body></html>`;
}

const docsHead =
  '<meta name="docsearch:language" content="fr"><meta name="docsearch:docusaurus_tag" content="docs-default-current">';
const activeCategory =
  '<nav class=menu><a class="menu__link menu__link--sublist" href=/g>Guides</a><a class="menu__link menu__link--sublist menu__link--active" href=/a>API reference</a></nav>';

test("docs, blog posts and pages are content, with their default lvl0 and facets; other pages, the not-found and search pages among them, give no records", () => {
  const kinds: Array<[string, string | undefined]> = [
    ["plugin-docs plugin-id-default", "Documentation"],
    ["blog-wrapper blog-post-page plugin-blog", "Blog"],
    ["plugin-pages plugin-id-default", "Pages"],
    ["", undefined],
    ["plugin-native plugin-id-default", undefined],
    ["search-page-wrapper plugin-search-algolia plugin-id-default", undefined],
    // Blog list and tag pages only repeat posts.
    ["blog-wrapper blog-list-page plugin-blog", undefined],
  ];
  for (const [htmlClass, lvl0] of kinds) {
    const html = page(htmlClass, "<h1>Portal</h1><p>Words");
    const extracted = extractFromHtml(html, PATH, SITE);
    assert.equal(extracted?.lvl0, lvl0, htmlClass);
    // Without facets in <meta>, DocSearch's defaults.
    if (lvl0) assert.equal(extracted?.language, "en");
    if (lvl0) assert.equal(extracted?.docusaurusTag, "default");
  }
});

// The list is exact, so the chrome, code, table headers, admonition titles,
// hidden text and hash links' zero-width spaces of the page are proven out.
test("a docs page: its fields (path, lvl0 from the active sidebar category, meta facets) and one record per heading, paragraph, list item and table body row, under the headings above it; nothing else", () => {
  const html = page(
    "plugin-docs plugin-id-default docs-version-current",
    `<div class=row><div class=col><div class=theme-doc-breadcrumbs>Home API</div>
<span class="badge theme-doc-version-badge">Version: 1.2</span>
<article><div class=theme-doc-markdown><header><h1>Portal</h1></header>
<p>Renders its children <code>elsewhere</code>.<p>Second\u200b   paragraph
<h2 class=anchor id=props>Props<a href=#props class=hash-link aria-label="Direct link">\u200b</a></h2>
<ul><li>hostName: <b>string</b><li>name</ul>
<table><thead><tr><th>Prop<th>Type</thead><tbody><tr><td>name<td>string<tr><td>hostName<td>string</tbody></table>
<div class="theme-code-block language-tsx"><pre><code>const hidden = 1;</code></pre><button>Copy</button></div>
<div class="theme-admonition theme-admonition-tip alert"><div class=admonitionHeading>tip</div><div class=admonitionContent><p>Mount a host first.</div></div>
<h4>Deep <em>heading</em></h4><p>Deep text<span aria-hidden=true> hidden</span><span hidden> also hidden</span>
<h3 id=empty><a href=#empty class=hash-link>\u200b</a></h3><h3 id=after>After</h3><p>·
</div><nav class=pagination-nav><a>Previous page</a></nav></article>
<div class=theme-doc-toc-mobile>On this page</div></div></div>`,
    { head: docsHead, sidebar: activeCategory },
  );
  const extracted = extractFromHtml(html, PATH, SITE);
  assert.ok(extracted);
  assert.equal(extracted.path, PATH);
  assert.equal(extracted.lvl0, "API reference");
  assert.equal(extracted.language, "fr");
  assert.equal(extracted.docusaurusTag, "docs-default-current");
  assert.deepEqual(extracted.entries, [
    entry("", ["Portal"]),
    entry("", ["Portal"], "Renders its children elsewhere."),
    entry("", ["Portal"], "Second paragraph"),
    entry("props", ["Portal", "Props"]),
    entry("props", ["Portal", "Props"], "hostName: string"),
    entry("props", ["Portal", "Props"], "name"),
    entry("props", ["Portal", "Props"], "name string"),
    entry("props", ["Portal", "Props"], "hostName string"),
    entry("props", ["Portal", "Props"], "Mount a host first."),
    // No id: it links to the nearest heading above that has one.
    entry("props", ["Portal", "Props", "", "Deep heading"]),
    entry("props", ["Portal", "Props", "", "Deep heading"], "Deep text"),
    // A heading with no words is none; a block with no words is none.
    entry("after", ["Portal", "Props", "After"]),
  ]);
});

// The h1 replaces the <title> and, being the page, has no anchor.
test("a blog post keeps its title heading but not the dates and authors under it", () => {
  const html = page(
    "blog-wrapper blog-post-page plugin-blog",
    `<article><header><h1 class=title id=welcome>Welcome post</h1><div><time datetime=2025-08-12>August 12, 2025</time> · 4 min read</div>
<div class=avatar><a>Kirill Zyusko</a><small>Maintainer</small></div></header>
<div class=markdown><p>First words of the post.<h2 id=why>Why</h2><p>Because.</div>
<footer><a>Tags: portal</a></footer></article>`,
  );
  assert.deepEqual(extractFromHtml(html, "/blog/welcome", SITE)?.entries, [
    entry("", ["Welcome post"]),
    entry("", ["Welcome post"], "First words of the post."),
    entry("why", ["Welcome post", "Why"]),
    entry("why", ["Welcome post", "Why"], "Because."),
  ]);
});

test("text before any h1 is filed under the <title>, site name removed; a page whose <main> holds no words has no entries", () => {
  const html = page("plugin-pages", "<p>Intro words<h2 id=a>A</h2><p>More");
  const entries = extractFromHtml(html, "/x", SITE)?.entries;
  assert.deepEqual(entries?.[0], entry("", ["Portal"], "Intro words"));
  assert.deepEqual(entries?.[1].headings, ["Portal", "A"]);
  const empty = page("plugin-docs", "<div> · </div><p>\u200b()");
  assert.deepEqual(extractFromHtml(empty, PATH, SITE)?.entries, []);
});
