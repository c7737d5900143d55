// Code blocks are highlighted by the build (src/plugins/static-code): the
// colours must be the theme's, in both modes and before any script runs, the
// block must keep the stock features (title, copy, highlighted lines), and no
// page may ship Prism.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Highlight, type PrismTheme } from "prism-react-renderer";
import { test, expect, waitForHydration } from "../support/fixtures";
import { BUILD_DIR } from "../support/page-checks";
import { codeThemes } from "../../src/config/prism";
import { parseColor } from "../../src/utils/contrast";
import {
  highlight,
  tokenCss,
} from "../../src/plugins/static-code/highlight.mjs";

const rgb = (color: string) => `rgb(${parseColor(color).join(", ")})`;

/** "char colour" for every visible character, as prism-react-renderer's own component paints it. */
function stockColours(code: string, language: string, theme: PrismTheme) {
  const html = renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({ tokens, getTokenProps }) =>
        createElement(
          "pre",
          null,
          tokens.map((line, i) =>
            createElement(
              "div",
              { key: i },
              line.map((token, key) =>
                createElement("span", { key, ...getTokenProps({ token }) }),
              ),
            ),
          ),
        ),
    }),
  );
  const colours: string[] = [];
  for (const [, style, text] of html.matchAll(
    /<span class="[^"]*"(?: style="([^"]*)")?>([^<]*)<\/span>/g,
  )) {
    const colour = /(?:^|;)color:([^;]+)/.exec(style ?? "")?.[1];
    const plain = theme.plain.color!;
    const decoded = text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
    for (const char of decoded) {
      if (char.trim())
        colours.push(`${char} ${(colour ?? plain).toLowerCase()}`);
    }
  }
  return colours;
}

/** The same, from the build's tokens and the stylesheet it writes. */
function staticColours(code: string, language: string, mode: "light" | "dark") {
  const css = tokenCss(codeThemes);
  const colourOf = new Map(
    [...css.matchAll(new RegExp(`\\.([ld]c\\d+)\\{color:([^}]+)\\}`, "g"))].map(
      ([, name, colour]) => [name, colour.toLowerCase()],
    ),
  );
  const plain = codeThemes[mode].plain.color!.toLowerCase();
  const { classes, lines } = highlight(code, language, codeThemes);
  const colours: string[] = [];
  for (const tokens of lines) {
    for (let i = 0; i < tokens.length; i += 2) {
      const names = classes[tokens[i] as number]?.split(" ") ?? [];
      const colour =
        names
          .filter((name) => name.startsWith(mode === "light" ? "lc" : "dc"))
          .map((name) => colourOf.get(name))
          .find(Boolean) ?? plain;
      for (const char of String(tokens[i + 1])) {
        if (char.trim()) colours.push(`${char} ${colour}`);
      }
    }
  }
  return colours;
}

const SAMPLE = `import { Portal } from "react-native-teleport";

// The player keeps playing while it moves.
export function Player({ mini }: { mini: boolean }) {
  const count = 42 + \`\${mini}\`.length;
  return <Portal hostName={mini ? "mini" : undefined}>{count}</Portal>;
}`;

test.describe("build-time highlighting", () => {
  for (const [mode, theme] of [
    ["light", codeThemes.light],
    ["dark", codeThemes.dark],
  ] as const) {
    test(`every character has the ${mode} theme's colour, as the stock component paints it`, () => {
      const stock = stockColours(SAMPLE, "tsx", theme);
      const ours = staticColours(SAMPLE, "tsx", mode);
      expect(ours.length).toBeGreaterThan(100);
      expect(ours).toEqual(stock);
    });
  }

  test("an unknown language comes out as escaped plain text", () => {
    const { classes, lines } = highlight("<b> & </b>\n", "klingon", codeThemes);
    expect(classes).toEqual([]);
    expect(lines).toEqual([[-1, "<b> & </b>"]]);
  });
});

test.describe("code blocks on the page", () => {
  const page = "docs/guides/teleport";
  const slot = (p: import("@playwright/test").Page) =>
    p.locator(".theme-code-block", { hasText: "PlayerSlot.tsx" });

  test.describe("before any script runs", () => {
    test.use({ javaScriptEnabled: false });

    test("keywords are coloured in light and dark mode", async ({
      page: p,
    }) => {
      await p.goto(page);
      const keyword = slot(p)
        .locator("span", { hasText: /^import$/ })
        .first();
      // The last entry naming a type wins, as in prism-react-renderer.
      const keywordColour = (theme: PrismTheme) =>
        rgb(
          [...theme.styles]
            .reverse()
            .find(({ types }) => types.includes("keyword"))!.style.color!,
        );
      await expect(keyword).toHaveCSS("color", keywordColour(codeThemes.light));
      await p
        .locator("html")
        .evaluate((html) => html.setAttribute("data-theme", "dark"));
      await expect(keyword).toHaveCSS("color", keywordColour(codeThemes.dark));
      await expect(slot(p).locator("pre")).toHaveCSS(
        "background-color",
        rgb(codeThemes.dark.plain.backgroundColor!),
      );
    });
  });

  test("title, highlighted line and copy button work as in the stock block", async ({
    page: p,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await p.goto(page);
    await waitForHydration(p);
    const block = slot(p);
    await expect(block.locator("pre")).not.toContainText("highlight-next-line");
    await expect(
      block.locator(".theme-code-block-highlighted-line"),
    ).toHaveText(
      "  return <Portal hostName={hostFor[placement]}>{children}</Portal>;",
    );
    await block.hover();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    const copied = await p.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("export function PlayerSlot({");
    expect(copied).not.toContain("highlight-next-line");
    expect(copied.split("\n")).toHaveLength(20);
  });
});

test("no script the site ships contains Prism", () => {
  const dir = join(BUILD_DIR, "assets", "js");
  const withPrism = readdirSync(dir).filter((file) =>
    // Prism's grammar-extension helper, present in every copy of Prism.
    readFileSync(join(dir, file), "utf8").includes("insertBefore:function"),
  );
  expect(withPrism).toEqual([]);
});
