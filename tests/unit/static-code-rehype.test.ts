import { test } from "node:test";
import assert from "node:assert/strict";
import { themes as prismThemes } from "prism-react-renderer";
import rehypeStaticCode from "../../src/plugins/static-code/rehype";
import { highlight } from "../../src/plugins/static-code/highlight.mjs";

const themes = { light: prismThemes.github, dark: prismThemes.dracula };

type Node = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

const textNode = (value: string): Node => ({ type: "text", value });
const element = (
  tagName: string,
  properties: Record<string, unknown>,
  children: Node[],
): Node => ({ type: "element", tagName, properties, children });
const fence = (code: string, properties: Record<string, unknown>) =>
  element("pre", {}, [element("code", properties, [textNode(code)])]);

function run(tree: Node): Node {
  rehypeStaticCode(themes)(tree);
  return tree;
}

const codeOf = (pre: Node) => pre.children?.[0] as Node;

test("a fenced block gets its highlighted lines; its meta and classes stay", () => {
  const code = "// highlight-next-line\nconst a = 1;\n";
  const pre = fence(code, {
    className: ["language-tsx"],
    metastring: 'title="App.tsx" {2} showLineNumbers',
  });
  run({ type: "root", children: [pre] });
  const { className, metastring, dataHighlightedLines } =
    codeOf(pre).properties ?? {};
  assert.deepEqual(className, ["language-tsx"]);
  assert.equal(metastring, 'title="App.tsx" {2} showLineNumbers');
  assert.deepEqual(
    JSON.parse(String(dataHighlightedLines)),
    highlight(code, "tsx", themes),
  );
  // The code a reader copies is untouched.
  assert.deepEqual(codeOf(pre).children, [textNode(code)]);
});

test("text split over several nodes is highlighted as one", () => {
  const pre = element("pre", {}, [
    element("code", { className: ["language-ts"] }, [
      textNode("let a"),
      element("span", {}, [textNode(" = 1;")]),
    ]),
  ]);
  run(pre);
  assert.deepEqual(
    JSON.parse(String(codeOf(pre).properties?.dataHighlightedLines)),
    highlight("let a = 1;", "ts", themes),
  );
});

test("a block without a language is plain text", () => {
  const pre = fence("<b>as is</b>", {});
  run(pre);
  assert.deepEqual(
    JSON.parse(String(codeOf(pre).properties?.dataHighlightedLines)),
    { classes: [], lines: [[-1, "<b>as is</b>"]] },
  );
});

test("blocks deep in the tree are found; inline code and bare pre are left alone", () => {
  const nested = fence("echo hi", { className: ["language-bash"] });
  const inline = element("code", { className: ["language-ts"] }, [
    textNode("x"),
  ]);
  const barePre = element("pre", {}, [textNode("preformatted")]);
  const tree = {
    type: "root",
    children: [
      element("div", {}, [element("details", {}, [nested])]),
      element("p", {}, [inline]),
      barePre,
    ],
  };
  run(tree);
  assert.ok(codeOf(nested).properties?.dataHighlightedLines);
  assert.deepEqual(inline.properties, { className: ["language-ts"] });
  assert.deepEqual(barePre.properties, {});
});
