// The compatibility and changelog pages, read as a reader reads them: their
// tables and release list against what the published packages say.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "../support/fixtures";
import { github } from "../../src/config/site";

/** Every release, newest first, with its tag date (see the fixture's "//" note). */
const { releases } = JSON.parse(
  readFileSync(join(__dirname, "..", "fixtures", "releases.json"), "utf8"),
) as { releases: { version: string; tagged: string | null }[] };

test("the compatibility page answers version, architecture, Expo and platform questions, gives the minimums, and sits in the sidebar after Installation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("docs/compatibility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Compatibility",
  );
  /** The table whose first column header reads `first`. */
  const table = (first: string) =>
    page.locator("table").filter({
      has: page.locator("thead th:first-child", { hasText: first }),
    });
  const versions = table("react-native-teleport");
  await expect(versions.locator("tbody td:first-child")).toHaveText([
    "1.2.x (1.2.0 to 1.2.2)",
    "1.1.x (1.1.0 to 1.1.13)",
    "1.0.x (1.0.0 to 1.0.2)",
    "0.x (0.1.0 to 0.5.6)",
  ]);
  await expect(versions.locator("thead th")).toHaveText([
    "react-native-teleport",
    "React Native",
    "Architecture",
    "Expo",
    "iOS",
    "Android",
    "tvOS",
    "Web",
  ]);
  const minimums = table("Setting");
  await expect(minimums.locator("tbody td:first-child")).toContainText([
    "Android minSdkVersion",
    "iOS deployment target",
    "tvOS deployment target",
  ]);
  // Every row answers every question the columns ask: Markdown fills a
  // short row with empty cells.
  for (const answers of [versions, minimums])
    await expect(
      answers.locator("tbody td").filter({ hasNotText: /\S/ }),
    ).toHaveCount(0);

  // Top-level doc links only: categories wrap theirs in a div.
  const labels = (
    await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .locator(":scope > ul > li > a.menu__link")
      .allInnerTexts()
  ).map((label) => label.trim());
  expect(labels.indexOf("Compatibility")).toBe(
    labels.indexOf("Installation") + 1,
  );
  expect(labels).toContain("Changelog");
});

test("the changelog lists every release newest first, with its tag date where it has one and what changed, and links to GitHub Releases", async ({
  page,
}) => {
  expect(releases.length).toBeGreaterThan(25);
  await page.goto("docs/changelog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Changelog");
  const shown = (
    await page
      .locator("article")
      .getByRole("heading", { level: 3 })
      .filter({ hasText: /^\d+\.\d+\.\d+\b/ })
      .allInnerTexts()
  ).map((text) => text.replace(/\u200b|#$/g, "").trim());
  expect(shown).toEqual(
    releases.map(({ version, tagged }) =>
      tagged ? `${version} (${tagged})` : version,
    ),
  );
  // The list right under each version's heading holds its changes.
  for (const { version } of releases)
    await expect(
      page.locator(`h3#v${version.replaceAll(".", "-")} + ul > li`).first(),
      version,
    ).toBeAttached();
  // Its rel is every-route.spec.ts's, with every external link's.
  await expect(
    page.locator("article").getByRole("link", { name: "GitHub Releases page" }),
  ).toHaveAttribute("href", `${github.repository}/releases`);
});
