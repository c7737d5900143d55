import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  codeBlocks,
  planSamples,
} from "../../scripts/check-code-samples/blocks.mjs";

const lines = (...text: string[]) => text.join("\n");
const GUIDE = join("docs", "guides", "toasts.mdx");
const PAGE = GUIDE.replace(/[\\/.]/g, "_");

test("codeBlocks finds fenced blocks as MDX does, inside JSX too, with language, meta and first code line", () => {
  const text = lines(
    '```tsx title="App.tsx" showLineNumbers', // 1
    "export default function App() {}", // 2
    "```",
    '<TabItem value="npm">', // 4
    "",
    // Indented as MDX allows inside JSX, where Markdown would see indented code.
    "    ~~~TS fragment",
    "    let a = 1;", // 7
    "    ~~~",
    "",
    "</TabItem>",
  );
  assert.deepEqual(codeBlocks(text), [
    {
      lang: "tsx",
      meta: 'title="App.tsx" showLineNumbers',
      firstLine: 2,
      code: "export default function App() {}",
    },
    { lang: "ts", meta: "fragment", firstLine: 7, code: "let a = 1;" },
  ]);
});

test("only ts, typescript and tsx blocks are checked, each in its own module", () => {
  const text = lines(
    ...["ts", "typescript", "tsx", "js", "bash"].flatMap((lang) => [
      `\`\`\`${lang}`,
      "const a = 1;",
      "```",
    ]),
  );
  const { files, problems, fragments } = planSamples([{ source: GUIDE, text }]);
  assert.deepEqual(
    [...files.keys()],
    ["block-0.ts", "block-1.ts", "block-2.tsx"].map((f) => join(PAGE, f)),
  );
  assert.deepEqual(files.get(join(PAGE, "block-0.ts")), {
    source: GUIDE,
    firstLine: 2,
    code: "const a = 1;\nexport {};\n",
  });
  assert.deepEqual(problems, []);
  assert.equal(fragments, 0);
});

test("a block titled like a ts file is written under that name, so others can import it", () => {
  const titled = (title: string) =>
    lines(`\`\`\`tsx title="${title}"`, "export const a = 1;", "```");
  const text = [
    "Toast.tsx",
    "components/Sheet.tsx",
    "Example",
    "../../escape.ts",
    "styles.css",
    "fragment.tsx",
    // A page may show two versions of one file.
    "Toast.tsx",
  ]
    .map(titled)
    .join("\n");
  assert.deepEqual(
    [...planSamples([{ source: GUIDE, text }]).files.keys()],
    [
      "Toast.tsx",
      join("components", "Sheet.tsx"),
      "block-2.tsx",
      "block-3.tsx",
      "block-4.tsx",
      "fragment.tsx",
      join("block-6", "Toast.tsx"),
    ].map((file) => join(PAGE, file)),
  );
});

test("two pages whose folder names collide both keep their blocks", () => {
  // docs/a.b.mdx and docs/a/b.mdx share the folder docs_a_b_mdx.
  const text = "```ts\nconst a = 1;\n```";
  const pages = [join("docs", "a.b.mdx"), join("docs", "a", "b.mdx")];
  const { files } = planSamples(pages.map((source) => ({ source, text })));
  assert.deepEqual(
    [...files.values()].map((f) => f.source),
    pages,
  );
});

test("on API pages, those under docs/api/, JavaScript samples are refused and fragment, a whole word of the meta, may not opt a block out; elsewhere a fragment is left unchecked", () => {
  const text = lines(
    '```tsx title="a.tsx" fragment {2}',
    "<Portal>",
    "```",
    "```tsx fragments",
    "export {};",
    "```",
    "```jsx",
    "<Portal />",
    "```",
    "```js",
    "x",
    "```",
  );
  const refusal =
    "API pages show TypeScript (ts/tsx) so their examples are type-checked.";
  const hook = join("docs", "api", "hooks", "use-portal.mdx");
  assert.deepEqual(planSamples([{ source: hook, text }]).problems, [
    `${hook}:1: API pages may not opt out with "fragment"; make the example complete.`,
    `${hook}:7: ${refusal}`,
    `${hook}:10: ${refusal}`,
  ]);
  for (const source of [
    GUIDE,
    join("docs", "api-notes.mdx"),
    join("blog", "docs", "api", "x.mdx"),
  ]) {
    const plan = planSamples([{ source, text }]);
    assert.deepEqual(
      [plan.problems, plan.files.size, plan.fragments],
      [[], 1, 1],
      source,
    );
  }
});
