// Extracts DocSearch records from a page the build rendered, following the
// rules of DocSearch's Docusaurus crawler template: headings give lvl1–lvl6,
// paragraphs, list items and table rows give content records. parse5 parses
// like a browser does, which matters because the minified HTML leaves out
// every optional end tag.
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { SectionWriter } from "./sections";
import type { ExtractedPage } from "./records";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Elements whose text never belongs in the index. */
const skippedTags = new Set([
  "aside",
  "button",
  "footer",
  "iframe",
  "nav",
  "noscript",
  "pre",
  "script",
  "select",
  "style",
  "svg",
  "template",
  "textarea",
  "thead",
  "time",
]);

/** Stable theme and Infima classes of chrome that sits inside <main>. */
const skippedClasses = [
  "avatar",
  "button",
  "card",
  "hash-link",
  "pagination-nav",
  "tabs",
  "theme-code-block",
  "theme-doc-breadcrumbs",
  "theme-doc-toc-desktop",
  "theme-doc-toc-mobile",
  "theme-doc-version-badge",
  "theme-doc-version-banner",
  "theme-edit-this-page",
  "theme-last-updated",
];

const blockTags = new Set([
  "article",
  "blockquote",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "header",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "section",
  "summary",
  "table",
  "tbody",
  "tfoot",
  "tr",
  "ul",
]);

type PageKind = "docs" | "blog" | "pages";

const defaultLvl0: Record<PageKind, string> = {
  docs: "Documentation",
  blog: "Blog",
  pages: "Pages",
};

const isElement = (node: Node): node is Element => "tagName" in node;

const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((a) => a.name === name)?.value;

const classesOf = (element: Element): string[] =>
  (attr(element, "class") ?? "").split(/\s+/).filter(Boolean);

const headingLevel = (element: Element): number =>
  /^h[1-6]$/.test(element.tagName) ? Number(element.tagName[1]) : 0;

function children(node: Node): Node[] {
  return "childNodes" in node ? node.childNodes : [];
}

function find(node: Node, test: (e: Element) => boolean): Element | null {
  if (isElement(node) && test(node)) return node;
  for (const child of children(node)) {
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

function isSkipped(element: Element, parent: Element | null): boolean {
  const classes = classesOf(element);
  return (
    skippedTags.has(element.tagName) ||
    classes.some((c) => skippedClasses.includes(c)) ||
    attr(element, "role") === "tablist" ||
    attr(element, "aria-hidden") === "true" ||
    attr(element, "hidden") !== undefined ||
    // The "tip" / "warning" label an admonition opens with.
    (parent !== null &&
      classesOf(parent).includes("theme-admonition") &&
      parent.childNodes.find(isElement) === element)
  );
}

/** Visible text of an element, without the parts the index skips. */
function textOf(node: Node, parent: Element | null = null): string {
  if (node.nodeName === "#text") return (node as { value: string }).value;
  if (isElement(node) && isSkipped(node, parent)) return "";
  const self = isElement(node) ? node : parent;
  return children(node)
    .map((child) => textOf(child, self))
    .join("");
}

/** Docusaurus marks every page with its plugin; list pages only repeat posts. */
function pageKind(htmlElement: Element | null): PageKind | null {
  const classes = htmlElement ? classesOf(htmlElement) : [];
  if (classes.includes("plugin-docs")) return "docs";
  if (classes.includes("blog-post-page")) return "blog";
  if (classes.includes("plugin-pages")) return "pages";
  return null;
}

const meta = (document: Node, name: string): string | undefined => {
  const element = find(
    document,
    (e) => e.tagName === "meta" && attr(e, "name") === name,
  );
  return element ? attr(element, "content") : undefined;
};

/**
 * Returns the records of one rendered page, or null for pages that are not
 * content (the 404 page, redirects, blog lists, the search page).
 */
export function extractFromHtml(
  html: string,
  path: string,
  siteTitle: string,
): ExtractedPage | null {
  const document = parse(html);
  const kind = pageKind(find(document, (e) => e.tagName === "html"));
  if (!kind) return null;

  const titleElement = find(document, (e) => e.tagName === "title");
  const title = (titleElement ? textOf(titleElement) : "")
    .replace(` | ${siteTitle}`, "")
    .trim();
  // The sidebar's top-level category, as DocSearch's template picks for lvl0.
  const category = find(document, (e) => {
    const classes = classesOf(e);
    return (
      e.tagName === "a" &&
      classes.includes("menu__link--sublist") &&
      classes.includes("menu__link--active")
    );
  });

  const writer = new SectionWriter(title);
  const visit = (
    node: Node,
    parent: Element | null,
    inHeader: boolean,
    inArticle: boolean,
  ) => {
    if (node.nodeName === "#text") {
      if (!inHeader) writer.text((node as { value: string }).value);
      return;
    }
    if (!isElement(node)) return;
    if (isSkipped(node, parent)) return;
    const level = headingLevel(node);
    if (level) {
      writer.heading(level, attr(node, "id") ?? "", textOf(node, parent));
      return;
    }
    // An article's header holds its title, then dates and authors: skip those.
    if (inHeader) {
      node.childNodes.forEach((child) => visit(child, node, true, true));
      return;
    }
    const block = blockTags.has(node.tagName);
    if (block) writer.flush();
    if (["td", "th", "br"].includes(node.tagName)) writer.text(" ");
    const header = node.tagName === "header" && inArticle;
    const article = inArticle || node.tagName === "article";
    node.childNodes.forEach((child) => visit(child, node, header, article));
    if (block) writer.flush();
  };

  // Docusaurus puts every article inside <main>.
  const main = find(document, (e) => e.tagName === "main");
  if (main) visit(main, null, false, false);
  writer.flush();

  return {
    path,
    lvl0:
      (kind === "docs" && category && textOf(category).trim()) ||
      defaultLvl0[kind],
    language: meta(document, "docsearch:language") ?? "en",
    docusaurusTag: meta(document, "docsearch:docusaurus_tag") ?? "default",
    entries: writer.entries,
  };
}
