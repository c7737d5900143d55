// Rehype plugin: highlights every fenced code block while the MDX compiles.
// The tokens travel to the code block as one JSON attribute (see
// src/theme/CodeBlock), so the page renders colours without Prism.
import { highlight, type Themes } from "./highlight.mjs";
import { HIGHLIGHTED_LINES_ATTRIBUTE } from "./attribute";

export type Node = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

const text = (node: Node): string =>
  node.type === "text"
    ? (node.value ?? "")
    : (node.children ?? []).map(text).join("");

function language(code: Node): string {
  const classes = code.properties?.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  const found = names.find((name) => name.startsWith("language-"));
  return found ? found.slice("language-".length) : "text";
}

// hast stores data-* attributes camel-cased: data-highlighted-lines is dataHighlightedLines.
const PROPERTY = HIGHLIGHTED_LINES_ATTRIBUTE.replace(
  /-([a-z])/g,
  (_, c: string) => c.toUpperCase(),
);

function visit(node: Node, themes: Themes): void {
  if (node.type === "element" && node.tagName === "pre") {
    const code = node.children?.find(
      (child) => child.type === "element" && child.tagName === "code",
    );
    if (code) {
      const highlighted = highlight(text(code), language(code), themes);
      code.properties = {
        ...code.properties,
        [PROPERTY]: JSON.stringify(highlighted),
      };
      return;
    }
  }
  node.children?.forEach((child) => visit(child, themes));
}

export default function rehypeStaticCode(themes: Themes) {
  return (tree: Node): void => visit(tree, themes);
}
