// Extracts records straight from MDX sources, for the dev server, which
// renders nothing on the server. It follows the same rules as the HTML
// extractor (no code blocks, no table headers, one record per paragraph,
// list item or table row) closely enough for writers to find their page.
import { SectionWriter } from "./sections";
import type { ExtractedEntry } from "./records";

/** GitHub-style heading ids, as Docusaurus generates them. */
function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}

/** Markdown and JSX inline syntax down to the words a reader sees. */
function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/<\/?[A-Za-z][^>]*>/g, "")
    .replace(/\{\s*(['"])(.*?)\1\s*\}/g, "$2")
    .replace(/(\*\*|__|~~|\*)/g, "")
    .replace(/\\(.)/g, "$1")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const fence = /^\s*(```|~~~)/;
const heading = /^(#{1,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*#*\s*$/;
const listItem = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const tableRow = /^\s*\|(.*)\|?\s*$/;
const tableDivider = /^\s*\|?\s*:?-{3,}/;
const jsxOnly = /^\s*<\/?[A-Za-z][^>]*>\s*$/;

/** Records of one MDX file, with `title` as lvl1 when it has no `#` heading. */
export function extractFromMarkdown(
  source: string,
  title: string,
): ExtractedEntry[] {
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    // A heading's id written as an MDX comment (`## Title {/* #id */}`) is the
    // same id as `{#id}`; every other comment is dropped.
    .replace(/^(#{1,6}\s.*?)\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/gm, "$1{#$2}")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const writer = new SectionWriter(title);
  const slug = createSlugger();
  let inFence = "";
  let inEsm = false;
  let tableRows = 0;

  if (!/^#\s/m.test(body)) writer.heading(1, "", title);

  for (const line of body.split("\n")) {
    const fenceMatch = fence.exec(line);
    if (inFence) {
      if (fenceMatch && fenceMatch[1] === inFence) inFence = "";
      continue;
    }
    if (fenceMatch) {
      writer.flush();
      inFence = fenceMatch[1];
      continue;
    }
    if (inEsm || /^(import|export)\s/.test(line)) {
      inEsm = line.trim() !== "";
      continue;
    }
    if (!tableRow.test(line)) tableRows = 0;

    const headingMatch = heading.exec(line);
    if (headingMatch) {
      const text = inlineText(headingMatch[2]);
      const id = headingMatch[3] ?? slug(text);
      writer.heading(headingMatch[1].length, id, text);
    } else if (tableRow.test(line)) {
      writer.flush();
      tableRows++;
      // The first row is the header and the second the divider.
      if (tableRows > 2 && !tableDivider.test(line)) {
        writer.text(inlineText(line.replace(/\|/g, " ")));
        writer.flush();
      }
    } else if (/^\s*:::/.test(line) || jsxOnly.test(line) || !line.trim()) {
      writer.flush();
    } else {
      const item = listItem.exec(line);
      if (item) writer.flush();
      writer.text(
        ` ${inlineText((item ? item[1] : line).replace(/^\s*>\s?/, ""))}`,
      );
    }
  }
  writer.flush();
  return writer.entries;
}
