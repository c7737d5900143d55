// Records straight from MDX sources, for the dev server, which renders
// nothing on the server: parsed as Docusaurus parses them (MDX, GFM tables,
// admonitions), with the heading ids it assigns, and cut by the HTML
// extractor's rules (no code, no table header, no admonition label, one record
// per paragraph, list item or table row).
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
import { SectionWriter } from "./sections";
import type { ExtractedEntry } from "./records";

/** The words a reader sees in inline content. */
function words(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "break") return " ";
  // A string literal (`{' '}`) shows; a comment or code does not.
  if (node.type === "mdxTextExpression")
    return /^\s*(['"])(.*)\1\s*$/.exec(node.value)?.[2] ?? "";
  return "children" in node ? node.children.map(words).join("") : "";
}

function parse(source: string): Root {
  const body = escapeMarkdownHeadingIds(
    source.replace(/^---\n[\s\S]*?\n---\n/, ""),
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

/** Records of one MDX file, with `title` as lvl1 when it has no `#` heading. */
export function extractFromMarkdown(
  source: string,
  title: string,
): ExtractedEntry[] {
  const tree = parse(source);
  const writer = new SectionWriter(title);
  const slugs = createSlugger();
  const block = (text: string) => {
    writer.text(text);
    writer.flush();
  };
  const walk = (node: Nodes): void => {
    if (node.type === "heading") {
      // `{/* #id */}` at its end is the id, as Docusaurus reads it.
      const last = node.children.at(-1);
      const commentId =
        last?.type === "mdxTextExpression"
          ? /^\s*\/\*\s*#(\S+)/.exec(last.value)?.[1]
          : undefined;
      const { text, id } = parseMarkdownHeadingId(words(node).trim());
      writer.heading(node.depth, commentId ?? id ?? slugs.slug(text), text);
    } else if (node.type === "paragraph") {
      if (!node.data?.directiveLabel) block(words(node));
    } else if (node.type === "table") {
      for (const row of node.children.slice(1))
        block(row.children.map(words).join(" "));
    } else if (node.type !== "code" && "children" in node) {
      node.children.forEach(walk);
    }
  };
  if (!tree.children.some((n) => n.type === "heading" && n.depth === 1))
    writer.heading(1, "", title);
  walk(tree);
  return writer.entries;
}
