import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  codeBlocks,
  isApiPage,
  isFragment,
  planSamples,
} from "../../scripts/check-code-samples/blocks.mjs";

const lines = (...text: string[]) => text.join("\n");
const GUIDE = join("docs", "guides", "toasts.mdx");
const API = join("docs", "api", "portal.mdx");

describe("codeBlocks", () => {
  test("finds fences with their language, meta and first code line", () => {
    const text = lines(
      "# Title", // 1
      "", // 2
      '```tsx title="App.tsx" showLineNumbers', // 3
      "export default function App() {}", // 4
      "```", // 5
      "~~~TS fragment", // 6
      "let a = 1;", // 7
      "let b = 2;", // 8
      "~~~", // 9
      "```", // 10
      "no language", // 11
      "```", // 12
    );
    assert.deepEqual(codeBlocks(text), [
      {
        lang: "tsx",
        meta: 'title="App.tsx" showLineNumbers',
        firstLine: 4,
        code: "export default function App() {}",
      },
      {
        lang: "ts",
        meta: "fragment",
        firstLine: 7,
        code: "let a = 1;\nlet b = 2;",
      },
      { lang: "", meta: "", firstLine: 11, code: "no language" },
    ]);
  });

  test("a fence closes only on the same character, at least as long", () => {
    const text = lines(
      "````md",
      "```tsx",
      "inner",
      "```",
      "~~~~",
      "````",
      "after",
    );
    const [block, ...rest] = codeBlocks(text);
    assert.equal(block.lang, "md");
    assert.equal(block.code, "```tsx\ninner\n```\n~~~~");
    assert.deepEqual(rest, []);
  });

  test("indented fences lose their indent; four spaces is not a fence", () => {
    const text = lines(
      "1. Step:",
      "   ```ts",
      "   const a = 1;",
      "     const b = 2;",
      "   ```",
      "    ```ts",
      "    indented code, not a fence",
    );
    assert.deepEqual(codeBlocks(text), [
      {
        lang: "ts",
        meta: "",
        firstLine: 3,
        code: "const a = 1;\n  const b = 2;",
      },
    ]);
  });

  test("an unclosed fence runs to the end of the file", () => {
    assert.deepEqual(codeBlocks("```ts\nconst a = 1;"), [
      { lang: "ts", meta: "", firstLine: 2, code: "const a = 1;" },
    ]);
  });
});

test("fragment is a whole word of the meta string", () => {
  assert.equal(isFragment("fragment"), true);
  assert.equal(isFragment('title="a.tsx" fragment {2}'), true);
  assert.equal(isFragment("fragments"), false);
  assert.equal(isFragment('title="fragment.tsx"'), false);
});

test("API pages are the ones under docs/api/", () => {
  assert.equal(isApiPage(API), true);
  assert.equal(isApiPage(join("docs", "api", "hooks", "use-portal.mdx")), true);
  assert.equal(isApiPage(GUIDE), false);
  assert.equal(isApiPage(join("docs", "api-notes.mdx")), false);
  assert.equal(isApiPage(join("blog", "docs", "api", "x.mdx")), false);
});

describe("planSamples", () => {
  test("only ts, typescript and tsx blocks are checked, each in its own module", () => {
    const text = lines(
      "```ts",
      "const a = 1;",
      "```",
      "```typescript",
      "const b = 2;",
      "```",
      "```tsx",
      "const c = <div />;",
      "```",
      "```js",
      "const d = 4;",
      "```",
      "```bash",
      "npm install",
      "```",
    );
    const page = GUIDE.replace(/[\\/.]/g, "_");
    const { files, problems, fragments } = planSamples([
      { source: GUIDE, text },
    ]);
    assert.deepEqual(
      [...files.keys()],
      [
        join(page, "block-0.ts"),
        join(page, "block-1.ts"),
        join(page, "block-2.tsx"),
      ],
    );
    assert.deepEqual(files.get(join(page, "block-0.ts")), {
      source: GUIDE,
      firstLine: 2,
      code: "const a = 1;\nexport {};\n",
    });
    assert.deepEqual(problems, []);
    assert.equal(fragments, 0);
  });

  test("a block titled like a file is written under that name, so others can import it", () => {
    const text = lines(
      '```tsx title="Toast.tsx"',
      "export function Toast() { return null; }",
      "```",
      '```tsx title="App.tsx"',
      'import { Toast } from "./Toast";',
      "```",
      '```tsx title="components/Sheet.tsx"',
      "export const Sheet = 1;",
      "```",
    );
    const page = GUIDE.replace(/[\\/.]/g, "_");
    const { files } = planSamples([{ source: GUIDE, text }]);
    assert.deepEqual(
      [...files.keys()],
      [
        join(page, "Toast.tsx"),
        join(page, "App.tsx"),
        join(page, "components", "Sheet.tsx"),
      ],
    );
    assert.match(
      files.get(join(page, "App.tsx"))?.code ?? "",
      /from "\.\/Toast"/,
    );
  });

  test("titles that are not ts files, or climb out with .., get a numbered name", () => {
    const text = lines(
      '```tsx title="Example"',
      "const a = 1;",
      "```",
      '```ts title="../../escape.ts"',
      "const b = 2;",
      "```",
      '```ts title="styles.css"',
      "const c = 3;",
      "```",
    );
    const page = GUIDE.replace(/[\\/.]/g, "_");
    const { files } = planSamples([{ source: GUIDE, text }]);
    assert.deepEqual(
      [...files.keys()],
      [
        join(page, "block-0.tsx"),
        join(page, "block-1.ts"),
        join(page, "block-2.ts"),
      ],
    );
  });

  test("a second version of a titled file gets a folder of its own", () => {
    const text = lines(
      '```tsx title="App.tsx"',
      "const before = 1;",
      "```",
      '```tsx title="App.tsx"',
      "const after = 2;",
      "```",
    );
    const page = GUIDE.replace(/[\\/.]/g, "_");
    const { files } = planSamples([{ source: GUIDE, text }]);
    assert.deepEqual(
      [...files.keys()],
      [join(page, "App.tsx"), join(page, "block-1", "App.tsx")],
    );
  });

  test("two pages whose folder names collide both keep their blocks", () => {
    // docs/a.b.mdx and docs/a/b.mdx share the folder docs_a_b_mdx.
    const text = "```ts\nconst a = 1;\n```";
    const { files } = planSamples([
      { source: join("docs", "a.b.mdx"), text },
      { source: join("docs", "a", "b.mdx"), text },
    ]);
    assert.equal(files.size, 2);
    assert.deepEqual(
      [...files.values()].map((f) => f.source),
      [join("docs", "a.b.mdx"), join("docs", "a", "b.mdx")],
    );
  });

  test("fragment opts a block out on guide pages", () => {
    const text = lines("```tsx fragment", "<Portal>", "```");
    const { files, problems, fragments } = planSamples([
      { source: GUIDE, text },
    ]);
    assert.equal(files.size, 0);
    assert.deepEqual(problems, []);
    assert.equal(fragments, 1);
  });

  test("fragment is refused on API pages, with the fence's line", () => {
    const text = lines("# Portal", "", "```tsx fragment", "<Portal>", "```");
    const { files, problems } = planSamples([{ source: API, text }]);
    assert.equal(files.size, 0);
    assert.deepEqual(problems, [
      `${API}:3: API pages may not opt out with "fragment"; make the example complete.`,
    ]);
  });

  test("JavaScript samples are refused on API pages only", () => {
    const text = lines("```jsx", "<Portal />", "```", "```js", "x", "```");
    assert.deepEqual(planSamples([{ source: API, text }]).problems, [
      `${API}:1: API pages show TypeScript (ts/tsx) so their examples are type-checked.`,
      `${API}:4: API pages show TypeScript (ts/tsx) so their examples are type-checked.`,
    ]);
    assert.deepEqual(planSamples([{ source: GUIDE, text }]).problems, []);
  });
});
