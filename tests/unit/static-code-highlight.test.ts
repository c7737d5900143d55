import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { themes as prismThemes, type PrismTheme } from "prism-react-renderer";
import {
  highlight,
  tokenCss,
  type HighlightedCode,
} from "../../src/plugins/static-code/highlight.mjs";
import highlightLoader from "../../src/plugins/static-code/highlight-loader.mjs";

const themes = { light: prismThemes.github, dark: prismThemes.dracula };

const LIGHT_SCOPE = ':root:not([data-theme="dark"])';
const DARK_SCOPE = '[data-theme="dark"]';

/** `class → declarations` for one colour mode, read back from the stylesheet. */
function rules(css: string, scope: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of css.split("\n")) {
    const match = /^(.*?) \.([a-z]+\d+)\{(.*)\}$/.exec(line);
    if (match && match[1] === scope) map.set(match[2], match[3]);
  }
  return map;
}

/** The theme's own style for a token type: later rules win, as in prism-react-renderer. */
function themeStyle(theme: PrismTheme, type: string, language: string) {
  return Object.assign(
    {},
    ...theme.styles
      .filter((s) => s.types.includes(type))
      .filter((s) => !s.languages || s.languages.includes(language))
      .map((s) => s.style),
  ) as Record<string, string>;
}

/** The CSS declarations a token of `text` on `line` ends up with in one mode. */
function cssOf(
  out: HighlightedCode,
  line: number,
  text: string,
  mode: "light" | "dark",
): string[] {
  const pairs = out.lines[line];
  const at = pairs.findIndex((value, i) => i % 2 === 1 && value === text);
  assert.ok(at > 0, `no token "${text}" on line ${line}`);
  const index = pairs[at - 1] as number;
  if (index === -1) return [];
  const css = rules(
    tokenCss(themes),
    mode === "light" ? LIGHT_SCOPE : DARK_SCOPE,
  );
  return out.classes[index]
    .split(" ")
    .filter((name) => name.startsWith(mode === "light" ? "l" : "d"))
    .map((name) => css.get(name) ?? `missing rule for ${name}`)
    .sort();
}

describe("highlight", () => {
  const code =
    "// highlight-next-line\nconst size: number = 42;\n\nexport function App() {\n  return <View />;\n}\n";
  const out = highlight(code, "tsx", themes);

  test("a tsx keyword gets the theme's keyword colour in both modes", () => {
    const light = themeStyle(themes.light, "keyword", "tsx");
    const dark = themeStyle(themes.dark, "keyword", "tsx");
    assert.deepEqual(cssOf(out, 1, "const", "light"), [`color:${light.color}`]);
    assert.deepEqual(
      cssOf(out, 1, "const", "dark"),
      [`color:${dark.color}`, `font-style:${dark.fontStyle}`].sort(),
    );
  });

  test("comments, numbers and tags take their own theme colours", () => {
    const light = (type: string) => themeStyle(themes.light, type, "tsx");
    assert.ok(
      cssOf(out, 0, "// highlight-next-line", "light").includes(
        `color:${light("comment").color}`,
      ),
    );
    assert.deepEqual(cssOf(out, 1, "42", "light"), [
      `color:${light("number").color}`,
    ]);
    assert.notDeepEqual(
      cssOf(out, 1, "42", "light"),
      cssOf(out, 1, "const", "light"),
    );
  });

  test("one line per source line: magic comments and blank lines stay, the final newline goes", () => {
    assert.equal(out.lines.length, 6);
    const lineText = out.lines.map((pairs) =>
      pairs.filter((_, i) => i % 2 === 1).join(""),
    );
    assert.deepEqual(lineText, code.replace(/\n$/, "").split("\n"));
    assert.deepEqual(out.lines[2], []);
  });

  test("plain text is -1 and neighbours of one colour share a pair", () => {
    const plain = highlight("a   b", "tsx", themes);
    assert.deepEqual(plain, { classes: [], lines: [[-1, "a   b"]] });
    // Every class string is used, and listed once.
    assert.equal(new Set(out.classes).size, out.classes.length);
    const used = new Set(
      out.lines.flatMap((pairs) => pairs.filter((_, i) => i % 2 === 0)),
    );
    for (let i = 0; i < out.classes.length; i++) assert.ok(used.has(i));
  });

  test("an unknown language falls back to plain text, unchanged", () => {
    const text = 'const <x> = "&";\nsecond line';
    assert.deepEqual(highlight(text, "klingon", themes), {
      classes: [],
      lines: [
        [-1, 'const <x> = "&";'],
        [-1, "second line"],
      ],
    });
  });

  test("language names are case-insensitive, and the extra grammars are there", () => {
    const samples: Array<[string, string]> = [
      ["BASH", "# a comment"],
      ["ruby", "# a comment"],
      ["diff", "+ added\n- removed"],
    ];
    for (const [language, sample] of samples) {
      const result = highlight(sample, language, themes);
      assert.ok(result.classes.length > 0, language);
    }
  });

  test("Windows line endings give the same lines", () => {
    const unix = highlight("let a = 1;\nlet b = 2;\n", "ts", themes);
    const windows = highlight("let a = 1;\r\nlet b = 2;\r\n", "ts", themes);
    assert.deepEqual(windows, unix);
  });
});

describe("tokenCss", () => {
  const css = tokenCss(themes);

  test("writes each theme's plain colours for its mode, light also without a theme", () => {
    assert.ok(
      css.includes(
        `${LIGHT_SCOPE} .theme-code-block{--prism-color:${themes.light.plain.color} !important;--prism-background-color:${themes.light.plain.backgroundColor} !important}`,
      ),
    );
    assert.ok(
      css.includes(
        `${DARK_SCOPE} .theme-code-block{--prism-color:${themes.dark.plain.color} !important;`,
      ),
    );
  });

  test("one rule per distinct colour of each theme", () => {
    const distinct = (theme: PrismTheme) =>
      new Set(theme.styles.map((s) => s.style.color).filter(Boolean)).size;
    const colours = (scope: string) =>
      [...rules(css, scope).values()].filter((d) => d.startsWith("color:"));
    assert.equal(colours(LIGHT_SCOPE).length, distinct(themes.light));
    assert.equal(colours(DARK_SCOPE).length, distinct(themes.dark));
  });

  test("is stable: the same themes give the same stylesheet", () => {
    assert.equal(tokenCss(themes), css);
  });
});

test("the ?highlight loader exports the file's code, language and tokens", () => {
  const source = "export const a = 1;\n";
  const context = {
    getOptions: () => ({ themes }),
    resourcePath: "/site/src/examples/Demo.tsx",
  };
  const output = highlightLoader.call(context, source);
  const prefix = "export default ";
  assert.ok(output.startsWith(prefix));
  assert.deepEqual(JSON.parse(output.slice(prefix.length, -1)), {
    code: source,
    language: "tsx",
    highlighted: highlight(source, "tsx", themes),
  });
  const noExtension = highlightLoader.call(
    { ...context, resourcePath: "/site/LICENSE" },
    "MIT",
  );
  assert.match(noExtension, /"language":"text"/);
});
