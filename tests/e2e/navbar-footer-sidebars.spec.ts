// The parts of the page around the content, as a reader uses them: skip
// link, announcement bar, navbar, layout breakpoint, footer, docs and blog sidebars.
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "../support/fixtures";
import { interceptDocChunk, withExtraTocEntries } from "../support/chunks";
import { github, social } from "../../src/config/site";

test.describe.configure({ mode: "parallel" });
// Chunk routes may still be fetching when a test ends; let them go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

const navbar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const docsSidebar = (page: Page) =>
  page.getByRole("navigation", { name: "Docs sidebar" });
const pathOf = (href: string | null): string =>
  new URL(href ?? "", "http://x").pathname;

test.describe("skip to content", () => {
  test("the first Tab reaches the skip link, and after it the next Tab lands inside the main content", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    // Docusaurus focuses <main> for an instant (tabindex is removed at once), which
    // moves the keyboard's starting point there: the navbar and sidebar are skipped.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        () => document.activeElement?.closest("main") !== null,
      ),
    ).toBe(true);
  });
});

test.describe("doc footer", () => {
  test("a doc page shows when its file last changed in Git", async ({
    page,
  }) => {
    // The build reads the commit time of each doc; so does this test.
    const seconds = execFileSync(
      "git",
      ["log", "-1", "--format=%ct", "--", "docs/installation.mdx"],
      { encoding: "utf8" },
    ).trim();
    const changed = new Date(Number(seconds) * 1000);
    await page.goto("docs/installation");
    const footer = page.locator("article footer");
    await expect(footer).toContainText(
      `Last updated on ${changed.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`,
    );
    await expect(footer.locator("time")).toHaveAttribute(
      "datetime",
      changed.toISOString(),
    );
  });
});

test.describe("announcement bar", () => {
  const bar = (page: Page) =>
    page.getByRole("banner").filter({ hasText: "is out" });

  test("closes and stays closed across reloads and pages", async ({ page }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await expect(
      bar(page).getByRole("link", { name: "the launch post" }),
    ).toHaveAttribute("href", /\/react-native-teleport\/blog\/welcome$/);

    await bar(page).getByRole("button", { name: "Close" }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    await page.goto("docs/installation");
    await expect(bar(page)).toHaveCount(0);
  });

  test("a dismissal is remembered per announcement id: a new announcement shows again", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    // Dismissed long ago, when another announcement was up.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith("docusaurus.announcement.id"))
          localStorage.setItem(key, "an-older-announcement");
        if (key.startsWith("docusaurus.announcement.dismiss"))
          localStorage.setItem(key, "true");
      }
    });
    // The first load still hides it: Docusaurus's inline script reads the old
    // dismissal before the app notices the new id and resets it.
    await page.reload();
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
  });
  const dismissed = (page: Page) =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("docusaurus.announcement.dismiss"))
        .map((key) => localStorage.getItem(key)),
    );

  test("following its own link keeps it up, also after a reload; only Close hides it, for good", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await bar(page).getByRole("link", { name: "the launch post" }).click();
    await expect(page).toHaveURL(/\/react-native-teleport\/blog\/welcome$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bar(page)).toBeVisible();
    expect(await dismissed(page)).not.toContain("true");

    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();

    await bar(page).getByRole("button", { name: "Close" }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test("landing straight on the announced post, on a later visit, shows it", async ({
    page,
  }) => {
    // A first visit stores the announcement's id; from then on a dismissal would stick.
    await page.goto("docs/intro");
    await waitForHydration(page);
    await page.goto("blog/welcome");
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect(await dismissed(page)).not.toContain("true");
  });
});

test.describe("navbar", () => {
  test("left and right groups hold the configured items, each pointing at its target", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    const left = navbar(page).locator(
      ".navbar__items:not(.navbar__items--right)",
    );
    const right = navbar(page).locator(".navbar__items--right");

    await expect(left.locator("a.navbar__item")).toHaveText([
      "Guides",
      "API",
      "Blog",
    ]);
    const leftTargets = await left
      .locator("a.navbar__item")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(leftTargets.map(pathOf)).toEqual([
      "/react-native-teleport/docs/intro",
      "/react-native-teleport/docs/category/api-reference",
      "/react-native-teleport/blog",
    ]);

    await expect(
      right.getByRole("link", { name: "Next", exact: true }),
    ).toHaveAttribute("href", "/react-native-teleport/docs/intro");
    const example = right.getByRole("link", { name: /Example App/ });
    await expect(example).toHaveAttribute("href", github.exampleApp);
    await expect(example).toHaveAttribute("target", "_blank");
    const repository = right.getByRole("link", { name: "GitHub", exact: true });
    await expect(repository).toHaveAttribute("href", github.repository);
    await expect(repository.locator("svg")).toBeVisible();
    await expect(
      right.getByRole("button", { name: /Switch between dark and light mode/ }),
    ).toBeVisible();
    await expect(navbar(page).locator("button.DocSearch-Button")).toBeVisible();
    // Items in configured order: version, Example App, GitHub, then the toggle and search.
    const order = await right
      .locator("a.navbar__item, button")
      .evaluateAll((els) =>
        els.map((el) =>
          (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
        ),
      );
    // The search button is named by its visible text ("Search", then the shortcut keys).
    const names = order.map((label) =>
      label.replace(/\s*\(.*$/, "").replace(/^Search.*$/, "Search"),
    );
    expect(names).toEqual([
      "Next",
      "Example App",
      "GitHub",
      "Switch between dark and light mode",
      "Search",
    ]);
  });

  test('"Guides" opens Introduction and "API" opens API reference', async ({
    page,
  }) => {
    await page.goto("");
    await waitForHydration(page);
    for (const { label, heading } of [
      { label: "Guides", heading: "Introduction" },
      { label: "API", heading: "API reference" },
    ]) {
      await navbar(page)
        .getByRole("link", { name: label, exact: true })
        .click();
      await expect(page.locator("main h1").first()).toHaveText(heading);
    }
  });

  test("hides on scroll down and shows again on scroll up", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("docs/installation");
    await waitForHydration(page);
    await page.mouse.move(640, 300);

    // The first step only records where scrolling started; the next one hides.
    await page.mouse.wheel(0, 150);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(100);
    await page.mouse.wheel(0, 150);
    await expect(navbar(page)).not.toBeInViewport();

    await page.mouse.wheel(0, -100);
    await expect(navbar(page)).toBeInViewport();
  });
});

test.describe("layout breakpoint", () => {
  const toggle = (page: Page) =>
    page.getByRole("button", { name: "Toggle navigation bar" });

  test("996 px is mobile (the menu button replaces the navbar links and the docs sidebar), 997 px is desktop", async ({
    page,
  }) => {
    const blog = navbar(page).getByRole("link", { name: "Blog", exact: true });
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(toggle(page)).toBeVisible();
    await expect(blog).toBeHidden();
    await expect(docsSidebar(page)).toBeHidden();

    await page.setViewportSize({ width: 997, height: 800 });
    await expect(toggle(page)).toBeHidden();
    await expect(blog).toBeVisible();
    await expect(docsSidebar(page)).toBeVisible();
  });

  test("the mobile sidebar shows the docs menu and the main menu, and closes itself past 996 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto("docs/intro");
    await waitForHydration(page);
    const sidebar = page.locator(".navbar-sidebar");

    await toggle(page).click();
    await expect(sidebar).toBeVisible();
    // On a docs page the secondary menu (the docs sidebar) opens first.
    await expect(
      sidebar.getByRole("link", { name: "Installation", exact: true }),
    ).toBeVisible();
    await sidebar.getByRole("button", { name: /Back to main menu/ }).click();
    const mainMenu = sidebar.locator(".navbar-sidebar__item").first();
    for (const label of ["Guides", "API", "Blog", "Next"]) {
      await expect(
        mainMenu.getByRole("link", { name: label, exact: true }),
      ).toBeVisible();
    }
    await expect(
      mainMenu.getByRole("link", { name: /^Example App/ }),
    ).toBeVisible();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator(".navbar-sidebar--show")).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(sidebar).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("footer", () => {
  test("has the Docs, Community and More columns with their links, the logo and the copyright", async ({
    page,
  }) => {
    await page.goto("");
    const footer = page.locator("footer.footer");
    await expect(footer.locator(".footer__title")).toHaveText([
      "Docs",
      "Community",
      "More",
    ]);
    const links = await footer
      .locator(".footer__col")
      .evaluateAll((columns) =>
        columns.map((column) =>
          Array.from(
            column.querySelectorAll("a"),
            (a) => `${a.textContent?.trim()} ${a.getAttribute("href")}`,
          ),
        ),
      );
    expect(links).toEqual([
      [
        "Guides /react-native-teleport/docs/category/guides",
        "Recipes /react-native-teleport/docs/category/recipes",
        "API /react-native-teleport/docs/category/api-reference",
      ],
      [`GitHub discussions ${github.discussions}`, `X ${social.x}`],
      ["Blog /react-native-teleport/blog", `GitHub ${github.repository}`],
    ]);
    await expect(
      footer.getByRole("img", { name: "React Native Teleport logo" }),
    ).toBeVisible();
    await expect(footer).toContainText(
      `Copyright © ${new Date().getFullYear()} Kirill Zyusko.`,
    );
  });

  test("footer links navigate inside the site", async ({ page }) => {
    await page.goto("");
    await waitForHydration(page);
    await page.locator("footer").getByRole("link", { name: "Recipes" }).click();
    await expect(page).toHaveURL(/\/docs\/category\/recipes$/);
    await expect(page.locator("main h1").first()).toHaveText("Recipes");
  });
});

test.describe("docs", () => {
  test("the table of contents lists the page's h2 and h3 headings and nothing deeper", async ({
    page,
  }) => {
    // The docs have no h4 yet; one is added to this page's outline to prove it stays out.
    await interceptDocChunk(
      page,
      "docs/installation.mdx",
      (route, response, body) =>
        route.fulfill({
          response,
          body: withExtraTocEntries(body, [
            {
              value: "A third-level section",
              id: "a-third-level-section",
              level: 3,
            },
            {
              value: "A fourth-level detail",
              id: "a-fourth-level-detail",
              level: 4,
            },
          ]),
        }),
    );
    await page.goto("docs/installation");
    await waitForHydration(page);
    const toc = page.locator(".theme-doc-toc-desktop");
    const headings = await page
      .locator("article .theme-doc-markdown")
      .locator("h2[id], h3[id]")
      .evaluateAll((els) => els.map((el) => `#${el.id}`));
    expect(headings.length).toBeGreaterThan(0);

    const entries = await toc
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(entries).toEqual([...headings, "#a-third-level-section"]);
    await expect(
      toc.getByRole("link", { name: "A fourth-level detail" }),
    ).toHaveCount(0);
  });

  test("the docs sidebar cannot be hidden and its categories stay expanded", async ({
    page,
  }) => {
    await page.goto("docs/intro");
    await waitForHydration(page);
    await expect(
      page.getByRole("button", { name: "Collapse sidebar", exact: true }),
    ).toHaveCount(0);
    const caret = (name: string) =>
      docsSidebar(page).getByRole("button", {
        name: new RegExp(`sidebar category '${name}'`),
      });

    await expect(caret("Guides")).toHaveAttribute("aria-expanded", "true");
    await expect(caret("API reference")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // Opening one category leaves the others open. The carets are pressed
    // from the keyboard: a category folding or unfolding moves the carets
    // below it for a moment, and a click aimed then can land elsewhere.
    for (const [name, expanded] of [
      ["Guides", "false"],
      ["API reference", "false"],
      ["Guides", "true"],
      ["API reference", "true"],
    ] as const) {
      await caret(name).press("Enter");
      await expect(caret(name)).toHaveAttribute("aria-expanded", expanded);
    }
    await expect(caret("Guides")).toHaveAttribute("aria-expanded", "true");
    await expect(caret("API reference")).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await docsSidebar(page).getByRole("link", { name: "usePortal" }).click();
    await expect(page.locator("article h1").first()).toHaveText("usePortal");
    await expect(caret("Guides")).toHaveAttribute("aria-expanded", "true");
    await expect(
      docsSidebar(page).getByRole("link", { name: "Teleport", exact: true }),
    ).toBeVisible();
  });

  test('the version dropdown shows "Next" and leads to the current docs', async ({
    page,
  }) => {
    await page.goto("");
    await waitForHydration(page);
    await navbar(page).getByRole("link", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(
      navbar(page).getByRole("link", { name: "Next", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });
});

test.describe("blog", () => {
  test("the blog sidebar groups posts by year", async ({ page }) => {
    await page.goto("blog/welcome");
    const sidebar = page.getByRole("navigation", {
      name: "Blog recent posts navigation",
    });
    const year = sidebar
      .getByRole("group")
      .filter({ has: page.getByRole("heading", { name: "2026" }) });
    await expect(
      year.getByRole("link", { name: "Welcome to React Native Teleport" }),
    ).toBeVisible();
  });

  test("the 1.2 launch post carries the 1.2.0 release date and credits the docs team, with no portrait", async ({
    page,
  }) => {
    await page.goto("blog/welcome");
    const post = page.getByRole("main").locator("article").first();
    await expect(post.locator("time")).toHaveAttribute(
      "datetime",
      /^2026-09-02/,
    );
    await expect(post.locator("time")).toHaveText("September 2, 2026");
    await expect(
      post.getByText("React Native Teleport docs team"),
    ).toBeVisible();
    await expect(post.getByText("Kirill Zyusko")).toHaveCount(0);
    await expect(post.locator("header img")).toHaveCount(0);
  });
});
