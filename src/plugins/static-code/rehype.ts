// Rehype plugin: highlights every fenced code block while the MDX compiles.
// The tokens travel to the code block as one JSON attribute (see
// src/theme/CodeBlock), so the page renders colours without Prism.
import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import { highlight, type Themes } from "./highlight.mjs";
import { HIGHLIGHTED_LINES_ATTRIBUTE } from "./attribute";

// hast stores data-* attributes camel-cased: data-highlighted-lines is dataHighlightedLines.
const PROPERTY = HIGHLIGHTED_LINES_ATTRIBUTE.replace(
  /-([a-z])/g,
  (_, c: string) => c.toUpperCase(),
);

export default function rehypeStaticCode(themes: Themes) {
  return (tree: Root): void =>
    visit(tree, "element", (pre) => {
      if (pre.tagName !== "pre") return;
      const code = pre.children.find(
        (child) => child.type === "element" && child.tagName === "code",
      );
      if (code?.type !== "element") return;
      const classes = code.properties.className;
      const language = (Array.isArray(classes) ? classes : [])
        .map(String)
        .find((name) => name.startsWith("language-"));
      code.properties[PROPERTY] = JSON.stringify(
        highlight(
          toString(code),
          language?.slice("language-".length) ?? "text",
          themes,
        ),
      );
      return SKIP;
    });
}
