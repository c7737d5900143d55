/**
 * The attribute that carries a code block's highlighted lines (JSON of
 * HighlightedCode, ./highlight.mjs) from the build to src/theme/CodeBlock. Shared by both
 * sides, which run in different worlds (MDX compiler and browser).
 */
export const HIGHLIGHTED_LINES_ATTRIBUTE = "data-highlighted-lines";
