// The shape of build-time highlighting. That a page paints the theme's
// colours in both modes is checked in tests/e2e/code-blocks.spec.ts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { codeThemes as themes } from "../../src/config/prism";
import {
  highlight,
  tokenCss,
} from "../../src/plugins/static-code/highlight.mjs";
import rehypeStaticCode from "../../src/plugins/static-code/rehype";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";

test("one entry per source line (magic comments and blank lines stay, the final line break goes, CRLF alike); plain text is -1, neighbours of one colour share a pair, and each class string is listed once and used", () => {
  assert.deepEqual(highlight("a   b", "tsx", themes), {
    classes: [],
    lines: [[-1, "a   b"]],
  });
  const code =
    "// highlight-next-line\nconst size: number = 42;\n\nexport function App() {\n  return <View />;\n}\n";
  const { classes, lines } = highlight(code, "tsx", themes);
  assert.deepEqual(
    lines.map((pairs) => pairs.filter((_, i) => i % 2 === 1).join("")),
    code.replace(/\n$/, "").split("\n"),
  );
  assert.deepEqual(highlight(code.replace(/\n/g, "\r\n"), "tsx", themes), {
    classes,
    lines,
  });
  assert.equal(new Set(classes).size, classes.length);
  const used = lines.flatMap((pairs) => pairs.filter((_, i) => i % 2 === 0));
  assert.deepEqual(
    [...new Set(used.filter((i) => i !== -1))].sort(
      (a, b) => Number(a) - Number(b),
    ),
    [...classes.keys()],
  );
  for (const pairs of lines) {
    const indices = pairs.filter((_, i) => i % 2 === 0);
    indices.forEach((index, i) => assert.notEqual(index, indices[i - 1]));
  }
});

test("language names are case-insensitive, and the extra grammars are there", () => {
  for (const [language, sample] of [
    ["BASH", "# a comment"],
    ["diff", "+ added\n- removed"],
  ]) {
    assert.ok(highlight(sample, language, themes).classes.length > 0, language);
  }
});

test("tokenCss gives each mode its theme's plain colours, light also to a page without a theme", () => {
  const css = tokenCss(themes);
  for (const [scope, { plain }] of [
    [':root:not([data-theme="dark"])', themes.light],
    ['[data-theme="dark"]', themes.dark],
  ] as const) {
    assert.ok(
      css.includes(
        `${scope} .theme-code-block{--prism-color:${plain.color} !important;--prism-background-color:${plain.backgroundColor} !important}`,
      ),
      scope,
    );
  }
});

test("the rehype plugin gives every fenced block, however deep, its highlighted lines and changes nothing else", () => {
  const code = "// highlight-next-line\nconst a = 1;\n";
  const tree = fromHtml(
    [
      `<pre><code class="language-tsx" data-meta="{2}">${code}</code></pre>`,
      '<div><details><pre><code class="language-ts">let a<span> = 1;</span></code></pre></details></div>',
      "<pre><code>&lt;b>as is&lt;/b></code></pre>",
      '<p><code class="language-ts">x</code></p>',
      "<pre>preformatted</pre>",
    ].join(""),
    { fragment: true },
  );
  const before = structuredClone(tree);
  rehypeStaticCode(themes)(tree);

  const [tsx, split, noLanguage, inline] = selectAll("code", tree);
  const highlighted = (element: Element) =>
    JSON.parse(String(element.properties.dataHighlightedLines));
  assert.deepEqual(highlighted(tsx), highlight(code, "tsx", themes));
  assert.deepEqual(highlighted(split), highlight("let a = 1;", "ts", themes));
  assert.deepEqual(highlighted(noLanguage), {
    classes: [],
    lines: [[-1, "<b>as is</b>"]],
  });
  // Only the attribute is added: the code a reader copies, the other
  // properties, inline code and a bare <pre> are as they were.
  for (const element of [tsx, split, noLanguage])
    delete element.properties.dataHighlightedLines;
  assert.equal(inline.properties.dataHighlightedLines, undefined);
  assert.deepEqual(tree, before);
});
