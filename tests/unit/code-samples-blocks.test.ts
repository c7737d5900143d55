import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { planSamples } from "../../scripts/check-code-samples/blocks.mjs";

const lines = (...text: string[]) => text.join("\n");
const GUIDE = join("docs", "guides", "toasts.mdx");

test("ts, typescript and tsx blocks, found as MDX finds them (inside JSX too), are each checked in its own module, from their first code line", () => {
  const text = lines(
    '```tsx title="App.tsx" showLineNumbers', // 1
    "export default function App() {}", // 2
    "```",
    '<TabItem value="npm">', // 4
    "",
    // Indented as MDX allows inside JSX, where Markdown would see indented code.
    "    ~~~TS",
    "    let a = 1;", // 7
    "    ~~~",
    "",
    "</TabItem>",
    ...["typescript", "js", "bash"].flatMap((lang) => [
      `\`\`\`${lang}`, // 11, 14, 17
      "const a = 1;",
      "```",
    ]),
  );
  const { files, problems, fragments } = planSamples([{ source: GUIDE, text }]);
  const file = (firstLine: number, code: string) => ({
    source: GUIDE,
    firstLine,
    code: `${code}\nexport {};\n`,
  });
  assert.deepEqual(Object.fromEntries(files), {
    [join(GUIDE, "App.tsx")]: file(2, "export default function App() {}"),
    [join(GUIDE, "block-1.ts")]: file(7, "let a = 1;"),
    [join(GUIDE, "block-2.ts")]: file(12, "const a = 1;"),
  });
  assert.deepEqual([problems, fragments], [[], 0]);
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
    ].map((file) => join(GUIDE, file)),
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
