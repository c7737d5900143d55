// Rehype plugin: highlights every fenced code block while the MDX compiles.
// The tokens travel to the code block as one JSON attribute,
// data-highlighted-lines (read by src/theme/CodeBlock), so the page renders
// colours without Prism.
import type { Root } from "hast";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { highlight, type Themes } from "./highlight.mjs";

export default function rehypeStaticCode(themes: Themes) {
  return (tree: Root): void => {
    for (const code of selectAll("pre > code", tree)) {
      const classes = code.properties.className;
      const language = (Array.isArray(classes) ? classes : [])
        .map(String)
        .find((name) => name.startsWith("language-"));
      // hast names data-* attributes in camel case.
      code.properties.dataHighlightedLines = JSON.stringify(
        highlight(
          toString(code),
          language?.slice("language-".length) ?? "text",
          themes,
        ),
      );
    }
  };
}
