// Records straight from an MDX source, parsed as Docusaurus parses it (MDX,
// GFM tables, admonitions), with the heading ids it assigns, and cut by the
// rules of DocSearch's Docusaurus crawler template: headings give lvl1–lvl6;
// paragraphs, list items and table body rows give content records; code, a
// table's header and an admonition's label give none.
import {
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
} from "@docusaurus/utils";
import type { Nodes, Root } from "mdast";
import { directiveFromMarkdown } from "mdast-util-directive";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { directive } from "micromark-extension-directive";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";
import type { ExtractedEntry } from "./records";

/** The words a reader sees in inline content. */
function words(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "break") return " ";
  // Docusaurus prints an unknown directive as its name: `4:3` stays `4:3`.
  if (node.type === "textDirective") return `:${node.name}`;
  // A string literal (`{' '}`) shows; a comment or code does not.
  if (node.type === "mdxTextExpression")
    return /^\s*(['"])(.*)\1\s*$/.exec(node.value)?.[2] ?? "";
  return "children" in node ? node.children.map(words).join("") : "";
}

/** An MDX source's tree, its front matter left as blank lines so positions stay the file's; the live samples' build reads its code blocks too. */
export function parseMdx(source: string): Root {
  const body = escapeMarkdownHeadingIds(
    source.replace(/^---\n[\s\S]*?\n---\n/, (front) =>
      front.replace(/[^\n]/g, ""),
    ),
  );
  try {
    return fromMarkdown(body, {
      extensions: [mdxjs(), gfm(), directive()],
      mdastExtensions: [
        mdxFromMarkdown(),
        gfmFromMarkdown(),
        directiveFromMarkdown(),
      ],
    });
  } catch {
    // Docusaurus shows the syntax error on the page; its title still indexes.
    return { type: "root", children: [] };
  }
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** Records of one MDX file, with `title` as lvl1 when it has no `#` heading. */
export function extractFromMarkdown(
  source: string,
  title: string,
): ExtractedEntry[] {
  const entries: ExtractedEntry[] = [];
  /** The headings above the text, lvl1 first; "" where a level was skipped. */
  const headings = [{ text: title, anchor: "" }];
  /** A record under the current headings, linked to the deepest one with an id. */
  const record = (content: string | null) => {
    const anchors = headings.map((h) => h.anchor).filter(Boolean);
    const texts = headings.map((h) => h.text);
    entries.push({ anchor: anchors.at(-1) ?? "", headings: texts, content });
  };
  const heading = (level: number, id: string, text: string) => {
    if (!normalize(text)) return;
    headings.length = Math.min(headings.length, level - 1);
    while (headings.length < level - 1) headings.push({ text: "", anchor: "" });
    // The h1 is the page itself: its records link to the page, not an anchor.
    headings.push({ text: normalize(text), anchor: level === 1 ? "" : id });
    record(null);
  };
  const block = (text: string) => {
    const content = normalize(text);
    if (/[\p{L}\p{N}]/u.test(content)) record(content);
  };
  const slugs = createSlugger();
  const walk = (node: Nodes): void => {
    if (node.type === "heading") {
      // `{/* #id */}` at its end is the id, as Docusaurus reads it.
      const last = node.children.at(-1);
      const commentId =
        last?.type === "mdxTextExpression"
          ? /^\s*\/\*\s*#(\S+)/.exec(last.value)?.[1]
          : undefined;
      const { text, id } = parseMarkdownHeadingId(words(node).trim());
      heading(node.depth, commentId ?? id ?? slugs.slug(text), text);
    } else if (node.type === "paragraph") {
      if (!node.data?.directiveLabel) block(words(node));
    } else if (node.type === "table") {
      for (const row of node.children.slice(1))
        block(row.children.map(words).join(" "));
    } else if (node.type !== "code" && "children" in node) {
      node.children.forEach(walk);
    }
  };
  const tree = parseMdx(source);
  if (!tree.children.some((n) => n.type === "heading" && n.depth === 1))
    heading(1, "", title);
  walk(tree);
  return entries;
}
