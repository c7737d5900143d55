// Extracts DocSearch records from a page the build rendered, following the
// rules of DocSearch's Docusaurus crawler template: headings give lvl1–lvl6,
// paragraphs, list items and table rows give content records. The HTML is
// parsed as a browser parses it (parse5, under hast-util-from-html), which
// matters because the minified HTML leaves out every optional end tag.
import type { Nodes } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { SectionWriter } from "./sections";
import type { ExtractedPage } from "./records";

/**
 * What in <main> never belongs in the index: chrome (by its stable theme and
 * Infima classes), code, table headers, hidden text, and the "tip" or
 * "warning" label an admonition opens with.
 */
const skipped = `aside, button, footer, iframe, nav, noscript, pre, script,
  select, style, svg, template, textarea, thead, time, [role=tablist],
  [aria-hidden=true], [hidden], .avatar, .button, .card, .hash-link,
  .pagination-nav, .tabs, .theme-code-block, .theme-doc-breadcrumbs,
  .theme-doc-toc-desktop, .theme-doc-toc-mobile, .theme-doc-version-badge,
  .theme-doc-version-banner, .theme-edit-this-page, .theme-last-updated,
  .theme-admonition > :first-child`;

const blockTags = new Set(
  `article blockquote dd details div dl dt figcaption figure header hr li
  main ol p section summary table tbody tfoot tr ul`.split(/\s+/),
);

/** Docusaurus marks every page with its plugin; list pages only repeat posts. */
const pageKinds = [
  ["plugin-docs", "Documentation"],
  ["blog-post-page", "Blog"],
  ["plugin-pages", "Pages"],
] as const;

/**
 * Returns the records of one rendered page, or null for pages that are not
 * content (the 404 page, redirects, blog lists, the search page).
 */
export function extractFromHtml(
  html: string,
  path: string,
  siteTitle: string,
): ExtractedPage | null {
  const tree = fromHtml(html);
  const classes = (select("html", tree)?.properties.className ??
    []) as string[];
  const kind = pageKinds.find(([name]) => classes.includes(name));
  const main = select("main", tree);
  if (!kind || !main) return null;
  const text = (selector: string) => {
    const element = select(selector, tree);
    return element ? toString(element).trim() : "";
  };
  const meta = (name: string) =>
    select(`meta[name="docsearch:${name}"]`, tree)?.properties.content;

  const drop = new Set(selectAll(skipped, main));
  visit(main, "element", (node, index, parent) => {
    if (!drop.has(node) || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return index;
  });

  const writer = new SectionWriter(
    text("title").replace(` | ${siteTitle}`, ""),
  );
  const walk = (node: Nodes, inHeader: boolean, inArticle: boolean) => {
    if (node.type === "text" && !inHeader) writer.text(node.value);
    if (node.type !== "element") return;
    const level = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (level) {
      const id = String(node.properties.id ?? "");
      writer.heading(Number(level), id, toString(node));
      return;
    }
    // An article's header holds its title, then dates and authors: skip those.
    const block = !inHeader && blockTags.has(node.tagName);
    if (block) writer.flush();
    if (!inHeader && ["td", "th", "br"].includes(node.tagName))
      writer.text(" ");
    const header = inHeader || (node.tagName === "header" && inArticle);
    const article = inArticle || node.tagName === "article";
    for (const child of node.children) walk(child, header, article);
    if (block) writer.flush();
  };
  walk(main, false, false);
  writer.flush();

  return {
    path,
    // The sidebar's top-level category, as DocSearch's template picks for lvl0.
    lvl0:
      (kind[0] === "plugin-docs" &&
        text("a.menu__link--sublist.menu__link--active")) ||
      kind[1],
    language: String(meta("language") ?? "en"),
    docusaurusTag: String(meta("docusaurus_tag") ?? "default"),
    entries: writer.entries,
  };
}
