import { themes, type PrismTheme } from "prism-react-renderer";
import {
  composite,
  ensureContrast,
  parseColor,
  toHex,
  type Rgb,
} from "../utils/contrast";

/** WCAG AA for normal text: every token must reach it on every code background. */
export const MIN_CODE_CONTRAST = 4.5;

/**
 * Browsers round the composited highlighted-line background to whole RGB
 * values, which can shave a hundredth off a ratio computed at exactly 4.5.
 */
const ROUNDING_MARGIN = 0.05;

/**
 * Black overlays Docusaurus paints behind highlighted lines; must match
 * --docusaurus-highlighted-code-line-bg in src/css/custom.css.
 */
export const HIGHLIGHTED_LINE_ALPHA = { light: 0.1, dark: 0.3 } as const;

/** The backgrounds a token can sit on: the block itself and a highlighted line. */
export function codeBackgrounds(
  theme: PrismTheme,
  overlayAlpha: number,
): Rgb[] {
  const plain = parseColor(theme.plain.backgroundColor ?? "#ffffff");
  return [plain, composite(plain, [0, 0, 0], overlayAlpha)];
}

/**
 * The stock themes dim comments, numbers and punctuation to 2.6–3:1; this
 * keeps their hues and moves each colour just far enough towards black
 * (light theme) or white (dark theme) to reach the minimum. Opacity is
 * dropped for the same reason: it would fade the text again.
 */
function readable(theme: PrismTheme, overlayAlpha: number): PrismTheme {
  const backgrounds = codeBackgrounds(theme, overlayAlpha);
  const fix = (color: string) =>
    toHex(
      ensureContrast(
        parseColor(color),
        backgrounds,
        MIN_CODE_CONTRAST + ROUNDING_MARGIN,
      ),
    );
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color ?? "#000000") },
    styles: theme.styles.map(({ types, languages, style }) => {
      const rest = { ...style };
      delete rest.opacity;
      return {
        types,
        languages,
        style: rest.color ? { ...rest, color: fix(rest.color) } : rest,
      };
    }),
  };
}

/** The two themes the build colours code with (src/plugins/static-code). */
export const codeThemes = {
  light: readable(themes.github, HIGHLIGHTED_LINE_ALPHA.light),
  dark: readable(themes.dracula, HIGHLIGHTED_LINE_ALPHA.dark),
};

// Code is highlighted at build time, which also registers the extra
// languages (bash, ruby, diff); the browser gets no Prism. The theme config
// travels in every page's JavaScript, and the browser only reads the plain
// colours from it (the code block's background), so it carries just those.
export const prism = {
  theme: { plain: codeThemes.light.plain, styles: [] },
  darkTheme: { plain: codeThemes.dark.plain, styles: [] },
  additionalLanguages: [] as string[],
} satisfies {
  theme: PrismTheme;
  darkTheme: PrismTheme;
  additionalLanguages: string[];
};
