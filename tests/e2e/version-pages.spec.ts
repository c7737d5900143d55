import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";

test.describe.configure({ mode: "parallel" });

type Release = { version: string; tagged: string | null };

/** Every release with its tag date (see the fixture's "//" note). */
const releases: Release[] = (
  JSON.parse(
    readFileSync(join(__dirname, "..", "fixtures", "releases.json"), "utf8"),
  ) as { releases: Release[] }
).releases;

/** Newest first, by semver. */
function bySemverDescending(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pb[i] - pa[i];
  }
  return 0;
}

/**
 * A table's body as rows of cell texts keyed by the header a reader sees
 * above each column.
 */
async function readTable(table: Locator): Promise<Record<string, string>[]> {
  const headers = (await table.locator("thead th").allInnerTexts()).map((h) =>
    h.trim(),
  );
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll("td"), (td) =>
          (td.textContent ?? "").trim(),
        ),
      ),
    );
  return rows.map((cells) =>
    Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? ""])),
  );
}

/** The table whose first column header reads `firstHeader`. */
function tableStartingWith(page: Page, firstHeader: string): Locator {
  return page.locator("table").filter({
    has: page.locator("thead th:first-child", { hasText: firstHeader }),
  });
}

test.describe("compatibility page", () => {
  test("the at-a-glance table answers version, architecture, Expo and platform questions", async ({
    page,
  }) => {
    await page.goto("docs/compatibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Compatibility",
    );
    const glance = tableStartingWith(page, "react-native-teleport");
    await expect(glance).toBeVisible();
    const rows = await readTable(glance);
    expect(rows.map((row) => row["react-native-teleport"])).toEqual([
      "1.2.x (1.2.0 to 1.2.2)",
      "1.1.x (1.1.0 to 1.1.13)",
      "1.0.x (1.0.0 to 1.0.2)",
      "0.x (0.1.0 to 0.5.6)",
    ]);
    for (const row of rows) {
      expect(row["React Native"]).toMatch(/^\*;/);
      expect(row["Architecture"]).toBe("New Architecture only");
      expect(row["Expo"]).toBe("Development build only, not Expo Go");
      expect(row["iOS"]).toBe("Yes");
      expect(row["Android"]).toBe("Yes");
    }
    const [v12, v11, v10, v05] = rows;
    expect(v12["tvOS"]).toBe("Yes");
    expect(v11["tvOS"]).toBe("From 1.1.11");
    expect(v10["tvOS"]).toBe("No: crashes at launch");
    expect(v05["tvOS"]).toBe("No: crashes at launch");
    expect(v10["React Native"]).toContain("0.83");
    expect(v12["Web"]).toBe("Yes");
    expect(v05["Web"]).toContain(".web.tsx");
  });

  test("the minimums table gives minSdkVersion 24 and the iOS target React Native sets", async ({
    page,
  }) => {
    await page.goto("docs/compatibility");
    const minimums = await readTable(tableStartingWith(page, "Setting"));
    const row = (name: string) => {
      const found = minimums.find((r) => r["Setting"] === name);
      expect(found, `row "${name}"`).toBeTruthy();
      return found ?? {};
    };
    expect(row("Android minSdkVersion")["Value"]).toContain("24");
    expect(row("Android minSdkVersion")["Where it comes from"]).toContain(
      "android/build.gradle",
    );
    expect(row("iOS deployment target")["Value"]).toContain("15.1");
    expect(row("iOS deployment target")["Where it comes from"]).toContain(
      "min_ios_version_supported",
    );
    expect(row("tvOS deployment target")["Value"]).toContain("1.1.11");
  });

  test("sits in the docs sidebar right after Installation, and the changelog is listed too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("docs/installation");
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
});

test.describe("changelog page", () => {
  test("lists every release newest first, with its tag date where it has a tag", async ({
    page,
  }) => {
    expect(releases.length).toBeGreaterThan(25);
    await page.goto("docs/changelog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Changelog",
    );
    const entries = page
      .locator("article")
      .getByRole("heading", { level: 3 })
      .filter({ hasText: /^\d+\.\d+\.\d+\b/ });
    const shown = (await entries.allInnerTexts()).map((text) =>
      text.replace(/\u200b|#$/g, "").trim(),
    );
    const expected = [...releases]
      .sort((a, b) => bySemverDescending(a.version, b.version))
      .map(({ version, tagged }) =>
        tagged ? `${version} (${tagged})` : version,
      );
    expect(shown).toEqual(expected);
  });

  test("every entry says what changed, and the page links to the GitHub Releases page", async ({
    page,
  }) => {
    await page.goto("docs/changelog");
    for (const { version } of releases) {
      const id = `v${version.replaceAll(".", "-")}`;
      // The list right under the version's heading holds its changes.
      const changes = page.locator(`h3#${id} + ul > li`);
      expect(await changes.count(), version).toBeGreaterThan(0);
    }
    const releasesLink = page
      .locator("article")
      .getByRole("link", { name: "GitHub Releases page" });
    await expect(releasesLink).toHaveAttribute(
      "href",
      "https://github.com/kirillzyusko/react-native-teleport/releases",
    );
    await expect(releasesLink).toHaveAttribute("rel", /noopener/);
  });
});
