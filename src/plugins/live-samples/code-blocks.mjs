// The fenced code blocks of an MDX page, read as Docusaurus reads them: by
// the live samples' build (./index.ts) and the code-sample check
// (scripts/check-code-samples).
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { mdxjs } from "micromark-extension-mdxjs";
import { visit } from "unist-util-visit";

/**
 * Fenced code blocks of one page, parsed as MDX the way Docusaurus parses it
 * (a block inside <Tabs> included), with the line their code starts on.
 * @param {string} text
 */
export function codeBlocks(text) {
  const tree = fromMarkdown(text, {
    extensions: [mdxjs()],
    mdastExtensions: [mdxFromMarkdown()],
  });
  const blocks = [];
  visit(tree, "code", (node) => {
    blocks.push({
      lang: (node.lang ?? "").toLowerCase(),
      meta: node.meta ?? "",
      firstLine: node.position.start.line + 1,
      code: node.value,
    });
  });
  return blocks;
}
