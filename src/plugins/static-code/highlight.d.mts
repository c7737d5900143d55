import type { PrismTheme } from "prism-react-renderer";

export type Themes = { light: PrismTheme; dark: PrismTheme };

/** Highlighted code as the browser receives it (see ./highlight.mjs). */
export type HighlightedCode = {
  /** Colour class strings, referred to by index from `lines`. */
  classes: string[];
  /** Per line, alternating class index (-1: plain colour) and text. */
  lines: Array<Array<number | string>>;
};

/** What a `?highlight` import of a source file gives (./highlight-loader.mjs). */
export type HighlightedSource = {
  /** The file's text. */
  code: string;
  /** Its extension, which names the Prism language. */
  language: string;
  /** Its tokens, highlighted at build time. */
  highlighted: HighlightedCode;
};

export function highlight(
  code: string,
  language: string,
  themes: Themes,
): HighlightedCode;
export function tokenCss(themes: Themes): string;
