// Code samples that promise a layout keep it when run: the sample's source is
// taken from its page, bundled with the package's web build and a minimal
// React Native (support/react-native-dom.tsx), and measured in the browser.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { codeBlocks } from "../../scripts/check-code-samples/blocks.mjs";
import { test, expect } from "../support/fixtures";
import { ROOT_DIR } from "../support/paths";

/** The block titled `title` on an MDX page of docs/. */
function sample(page: string, title: string): string {
  const text = readFileSync(join(ROOT_DIR, "docs", page), "utf8");
  const block = codeBlocks(text).find((b) =>
    b.meta.includes(`title="${title}"`),
  );
  if (!block) throw new Error(`no block titled ${title} in docs/${page}`);
  return block.code;
}

/** `files` bundled for the browser from `entry`, with React Native stood in. */
async function bundle(files: Record<string, string>, entry: string) {
  const dir = mkdtempSync(join(tmpdir(), "sample-"));
  try {
    for (const [name, code] of Object.entries(files))
      writeFileSync(join(dir, name), code);
    const result = await build({
      entryPoints: [join(dir, entry)],
      bundle: true,
      write: false,
      format: "iife",
      jsx: "automatic",
      nodePaths: [join(ROOT_DIR, "node_modules")],
      alias: {
        "react-native": join(ROOT_DIR, "tests/support/react-native-dom.tsx"),
      },
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    return result.outputFiles[0].text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.use({ failOnProblems: true });

test("StagedChart: a flex: 1 chart fills the 320×240 slot, shown and staged", async ({
  page,
}) => {
  const script = await bundle(
    {
      "StagedChart.tsx": sample("guides/teleport.mdx", "StagedChart.tsx"),
      "main.tsx": `
        import { createRoot } from "react-dom/client";
        import { View } from "react-native";
        import { PortalProvider } from "react-native-teleport";
        import { StagedChart, StagingArea } from "./StagedChart";

        const root = createRoot(document.getElementById("root")!);
        Object.assign(window, {
          show: (visible: boolean) =>
            root.render(
              <PortalProvider>
                <StagingArea />
                <StagedChart
                  visible={visible}
                  chart={<View testID="chart" style={{ flex: 1 }} />}
                />
              </PortalProvider>,
            ),
        });
      `,
    },
    "main.tsx",
  );
  await page.setContent('<div id="root"></div>');
  await page.addScriptTag({ content: script });
  const chart = page.getByTestId("chart");

  for (const visible of [true, false]) {
    await page.evaluate(
      (v) => (window as unknown as { show(v: boolean): void }).show(v),
      visible,
    );
    await expect
      .poll(
        async () => {
          const box = await chart.boundingBox();
          return box && { width: box.width, height: box.height };
        },
        `chart size, ${visible ? "shown" : "staged"}`,
      )
      .toEqual({ width: 320, height: 240 });
  }
});
