// markdownlint rule for this site's page conventions, which the built-in rules
// cannot express because they differ by folder:
// - docs pages: front matter with title, description and keywords, and exactly
//   one `#` heading (the page title shown above the content);
// - blog posts: front matter with title, description and keywords, and no `#`
//   heading, since the blog theme renders the title itself;
// - MDX partials (files starting with `_`) are fragments and are skipped;
// - everything else (README and similar) starts with a `#` heading.
import { basename, relative, sep } from "node:path";

const requiredFrontMatter = ["title", "description", "keywords"];

function kindOf(file) {
  const path = relative(process.cwd(), file).split(sep).join("/");
  if (basename(path).startsWith("_")) return "partial";
  if (path.startsWith("docs/")) return "doc";
  if (path.startsWith("blog/")) return "post";
  return "other";
}

// A markdownlint custom rule, as markdownlint-cli2 loads it (customRules).
export default {
  names: ["page-structure"],
  description: "Pages follow the site's front matter and heading conventions",
  tags: ["headings", "front_matter"],
  parser: "micromark",
  function(params, onError) {
    const kind = kindOf(params.name);
    if (kind === "partial") return;

    // Headings as markdownlint's parser reads them: a `#` in a code block is none.
    const headings = params.parsers.micromark.tokens
      .filter(
        (token) =>
          token.type === "atxHeading" &&
          token.children.some(
            (part) => part.type === "atxHeadingSequence" && part.text === "#",
          ),
      )
      .map((token) => token.startLine);
    if (kind === "other") {
      const first = params.lines.findIndex((line) => line.trim() !== "");
      if (first === -1 || !/^# /.test(params.lines[first])) {
        onError({
          lineNumber: Math.max(first, 0) + 1,
          detail: "Start the file with a `#` heading.",
        });
      }
      return;
    }

    const keys = new Set(
      params.frontMatterLines
        .map((line) => /^([A-Za-z_]+):/.exec(line)?.[1])
        .filter(Boolean),
    );
    for (const key of requiredFrontMatter) {
      if (!keys.has(key)) {
        onError({ lineNumber: 1, detail: `Front matter needs \`${key}\`.` });
      }
    }

    if (kind === "doc" && headings.length !== 1) {
      onError({
        lineNumber: headings[1] ?? 1,
        detail: `A docs page has exactly one \`#\` heading; found ${headings.length}.`,
      });
    }
    if (kind === "post" && headings.length > 0) {
      onError({
        lineNumber: headings[0],
        detail:
          "Blog posts take their `#` heading from the front matter title.",
      });
    }
  },
};
