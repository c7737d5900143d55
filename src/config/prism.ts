import type { PrismTheme } from "prism-react-renderer";

/** A theme's token colours: each entry, the types it colours and how. */
const styles = (
  entries: [string[], string, PrismTheme["styles"][number]["style"]?][],
): PrismTheme["styles"] =>
  entries.map(([types, color, style]) => ({
    types,
    style: { color, ...style },
  }));

/**
 * The two themes the build colours code with (src/plugins/static-code):
 * prism-react-renderer's GitHub and Dracula, each colour moved just far
 * enough towards black (light) or white (dark) to reach 4.5:1 on the block
 * and on a highlighted line (--docusaurus-highlighted-code-line-bg in
 * src/css/custom.css), and no opacity to fade it again. The stock themes dim
 * comments, numbers and punctuation to 2.6–3:1.
 * tests/unit/prism-contrast.test.ts holds every colour to 4.5:1.
 */
export const codeThemes = {
  light: {
    plain: { color: "#393a34", backgroundColor: "#f6f8fa" },
    styles: styles([
      [
        ["comment", "prolog", "doctype", "cdata"],
        "#636358",
        { fontStyle: "italic" },
      ],
      [["string", "attr-value"], "#bf0e5b"],
      [["punctuation", "operator"], "#393a34"],
      [["entity", "url", "symbol", "number", "boolean", "variable"], "#226c6b"],
      [["constant", "property", "regex", "inserted"], "#226c6b"],
      [["atrule", "keyword", "attr-name", "selector"], "#00698c"],
      [["function", "deleted", "tag"], "#b2303d"],
      [["function-variable"], "#6f42c1"],
      [["tag", "selector", "keyword"], "#00009f"],
    ]),
  },
  dark: {
    plain: { color: "#f8f8f2", backgroundColor: "#282A36" },
    styles: styles([
      [["prolog", "constant", "builtin"], "#bd93f9"],
      [["inserted", "function"], "#50fa7b"],
      [["deleted"], "#ff5757"],
      [["changed"], "#ffb86c"],
      [["punctuation", "symbol"], "#f8f8f2"],
      [["string", "char", "tag", "selector"], "#ff79c6"],
      [["keyword", "variable"], "#bd93f9", { fontStyle: "italic" }],
      [["comment"], "#8591b8"],
      [["attr-name"], "#f1fa8c"],
    ]),
  },
} satisfies Record<string, PrismTheme>;

// Code is highlighted at build time, which also registers the extra
// languages (bash, diff); the browser gets no Prism. The theme config
// travels in every page's JavaScript, and the browser only reads the plain
// colours from it (the code block's background), so it carries just those.
export const prism = {
  theme: { plain: codeThemes.light.plain, styles: [] },
  darkTheme: { plain: codeThemes.dark.plain, styles: [] },
} satisfies Record<string, PrismTheme>;
