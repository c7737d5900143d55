// Syntax highlighting at build time, so no page ships Prism: Prism (the copy
// prism-react-renderer bundles, plus the extra grammars below) turns code into
// tokens, and each gets classes naming its colours in the light and the dark
// theme. The classes resolve a token's style exactly as
// prism-react-renderer does at run time; `tokenCss` writes the rules for them.
import { Prism, normalizeTokens } from "prism-react-renderer";
// Grammars the docs use that prism-react-renderer does not bundle. Prism's
// language files extend whatever `Prism` is global when they run, so
// ./prism-global.mjs lends them the bundled instance first.
import "./prism-global.mjs";
import "prismjs/components/prism-bash.js";
import "prismjs/components/prism-diff.js";

delete (/** @type {{ Prism?: unknown }} */ (globalThis).Prism);

/** @typedef {import("prism-react-renderer").PrismTheme} PrismTheme */
/** @typedef {{ light: PrismTheme; dark: PrismTheme }} Themes */
/**
 * Highlighted code as the browser receives it: colour class strings, and per
 * line alternating class index (-1: plain colour) and text.
 * @typedef {{ classes: string[]; lines: Array<Array<number | string>> }} HighlightedCode
 */

// The style properties the themes in src/config/prism.ts set, each a class
// prefix: "c" colour, "s" font style.
const PROPERTIES = { color: "c", fontStyle: "s" };

/** Stable class-name part for a value: the value's index in the sorted list of all values a theme uses. */
function palette(theme) {
  /** @type {Record<string, string[]>} */
  const values = {};
  for (const property of Object.keys(PROPERTIES)) {
    const all = theme.styles
      .map(({ style }) => style[property])
      .filter((value) => typeof value === "string");
    values[property] = [...new Set(all)].sort();
  }
  return values;
}

/** The style prism-react-renderer gives a token of these types in this language (its themeToDict and getTokenProps). */
function tokenStyle(theme, language, types) {
  if (types.length === 1 && types[0] === "plain") return {};
  /** @type {Record<string, Record<string, unknown>>} */
  const dict = {};
  for (const { types: styled, languages, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of styled) dict[type] = { ...dict[type], ...style };
  }
  return Object.assign({}, ...types.map((type) => dict[type]));
}

function styleClasses(mode, values, style) {
  return Object.entries(PROPERTIES).flatMap(([property, prefix]) => {
    const index = values[property].indexOf(style[property]);
    return index < 0 ? [] : [`${mode}${prefix}${index}`];
  });
}

/**
 * Each line of `code` (its final line break dropped, as the theme does) as a
 * flat list of pairs: the index of a class string in `classes` (-1 for text
 * in the plain colour) and the text. Neighbours of the same colour share one
 * span, and Prism's own type classes are left out: a long listing stays a
 * few hundred elements instead of thousands, which phones lay out faster.
 * Compact, because it ships in the page's JavaScript. A language Prism does
 * not know comes out as plain text.
 * @param {string} code
 * @param {string} language
 * @param {Themes} themes
 * @returns {HighlightedCode}
 */
export function highlight(code, language, themes) {
  const text = code.replace(/\r?\n$/, "");
  const lang = language.toLowerCase();
  const grammar = Prism.languages[lang];
  const lines = normalizeTokens(
    grammar ? Prism.tokenize(text, grammar) : [text],
  );
  const light = palette(themes.light);
  const dark = palette(themes.dark);
  /** @type {Map<string, number>} The index in `classes` of each class string. */
  const indices = new Map();
  const classIndex = (types) => {
    const names = [
      ...styleClasses("l", light, tokenStyle(themes.light, lang, types)),
      ...styleClasses("d", dark, tokenStyle(themes.dark, lang, types)),
    ].join(" ");
    if (names === "") return -1;
    if (!indices.has(names)) indices.set(names, indices.size);
    return indices.get(names);
  };
  return {
    lines: lines.map((tokens) => {
      /** @type {Array<number | string>} */
      const pairs = [];
      for (const token of tokens) {
        if (token.empty || token.content === "") continue;
        const index = classIndex(token.types);
        if (pairs.length > 0 && pairs[pairs.length - 2] === index) {
          pairs[pairs.length - 1] += token.content;
        } else {
          pairs.push(index, token.content);
        }
      }
      return pairs;
    }),
    // Filled while the lines above were read.
    classes: [...indices.keys()],
  };
}

/**
 * The stylesheet for the colour classes, plus each theme's plain colours.
 * `!important` on the plain colours overrides the inline custom properties
 * the stock container sets for the theme it rendered with, so the server's
 * HTML is right in both modes without a re-render.
 * @param {Themes} themes
 * @returns {string}
 */
export function tokenCss(themes) {
  const rules = [];
  for (const mode of /** @type {const} */ (["light", "dark"])) {
    const theme = themes[mode];
    // Light is also what a page without JavaScript (no data-theme) shows.
    const scope =
      mode === "dark"
        ? '[data-theme="dark"]'
        : ':root:not([data-theme="dark"])';
    const { color, backgroundColor } = theme.plain;
    rules.push(
      `${scope} .theme-code-block{--prism-color:${color} !important;--prism-background-color:${backgroundColor} !important}`,
      `${scope} .theme-code-block .prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}`,
    );
    const values = palette(theme);
    for (const [property, short] of Object.entries(PROPERTIES)) {
      // fontStyle is font-style.
      const name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      values[property].forEach((value, index) => {
        // The class prefix is the mode's initial, as in `highlight`.
        rules.push(`${scope} .${mode[0]}${short}${index}{${name}:${value}}`);
      });
    }
  }
  return `${rules.join("\n")}\n`;
}
