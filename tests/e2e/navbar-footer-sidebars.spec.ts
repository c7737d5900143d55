// The parts of the page around the content, as a reader uses them: skip
// link, announcement bar, navbar, layout breakpoint, docs sidebar. What they
// hold is tests/output/navbar-footer-sidebars.test.ts's; the blog's sidebar,
// tests/output/library-facts.test.ts's.
import type { Page } from "@playwright/test";
import { test, expect, open, waitForHydration } from "../support/fixtures";
import { interceptDocChunk } from "../support/chunks";
import { builtHtml } from "../support/build";
import { site } from "../../src/config/site";

const navbar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const docsSidebar = (page: Page) =>
  page.getByRole("navigation", { name: "Docs sidebar" });

test("a reader who closed an older announcement sees the new one, which stays up after following its link to the announced post; Close hides it on the pages loaded after", async ({
  page,
}) => {
  // The theme's storage keys, as the inline script of every page names them.
  const [dismissed] = /docusaurus\.announcement\.dismiss[\w-]*/.exec(
    builtHtml(""),
  )!;
  // Stored before the first load only: from then on the site's own writes stay.
  await page.addInitScript((key) => {
    if (localStorage.getItem(key.replace("dismiss", "id"))) return;
    localStorage.setItem(key.replace("dismiss", "id"), "older");
    localStorage.setItem(key, "true");
  }, dismissed);
  const bar = page.getByRole("banner").filter({ hasText: "is out" });
  // The first load still hides it: Docusaurus's inline script reads the old
  // dismissal before the app notices the new id and resets it. The next load
  // shows it, as every load does until it is dismissed.
  await open(page, "docs/intro");
  await page.reload();
  await expect(bar).toBeVisible();
  await bar.getByRole("link", { name: "the launch post" }).click();
  // The bar's content is plain HTML: its link loads the post as a new page.
  await expect(page).toHaveURL(new RegExp(`${site.baseUrl}blog/welcome$`));
  await waitForHydration(page);
  await expect(bar).toBeVisible();

  await bar.getByRole("button", { name: "Close" }).click();
  await expect(bar).toHaveCount(0);
  await open(page, "docs/installation");
  await expect(bar).toHaveCount(0);
});

test("996 px is mobile: the menu is built by the first press, from the keyboard, slides in on the docs sidebar, whose links Tab reaches, and holds the main menu; at 997 px, desktop, it closes itself", async ({
  page,
}) => {
  const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
  const blog = navbar(page).getByRole("link", { name: "Blog", exact: true });
  const menu = page.locator(".navbar-sidebar");
  await page.setViewportSize({ width: 996, height: 800 });
  await open(page, "docs/intro");
  await expect(blog).toBeHidden();
  await expect(docsSidebar(page)).toBeHidden();
  // Not built while the page loads: the press that opens it builds it.
  await expect(menu).not.toBeAttached();
  // transitionrun fires when the slide starts, however soon it ends.
  await page.evaluate(() =>
    document.addEventListener("transitionrun", (event) => {
      const target = event.target as HTMLElement;
      if (
        target.matches(".navbar-sidebar") &&
        event.propertyName === "transform"
      )
        target.dataset.slid = "true";
    }),
  );

  await toggle.press("Enter");
  await expect(menu).toHaveAttribute("data-slid", "true");
  // On a docs page the secondary menu (the docs sidebar) opens first.
  await expect(
    menu.getByRole("link", { name: "Installation", exact: true }),
  ).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.keyboard.press("Tab");
        return page.evaluate(() =>
          document.activeElement?.closest(".navbar-sidebar")
            ? document.activeElement.textContent
            : null,
        );
      },
      { intervals: [0] },
    )
    .toBe("Installation");
  await menu.getByRole("button", { name: /Back to main menu/ }).click();
  const mainMenu = menu.locator(".navbar-sidebar__item").first();
  for (const name of ["Guides", "API", "Blog", "Next", /^Example App/])
    await expect(
      mainMenu.getByRole("link", { name, exact: true }),
    ).toBeVisible();

  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.locator(".navbar-sidebar--show")).toHaveCount(0);
  await expect(toggle).toBeHidden();
  await expect(blog).toBeVisible();
  await expect(docsSidebar(page)).toBeVisible();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a phone loads a doc without hydrating the desktop sidebar and table of contents, and without locale data for dates or sorting", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seen });
    const { localeCompare } = String.prototype;
    String.prototype.localeCompare = function (
      ...args: Parameters<typeof localeCompare>
    ) {
      seen.push("localeCompare");
      return localeCompare.apply(this, args);
    };
    const DateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function (...args: []) {
      seen.push("Intl.DateTimeFormat");
      return new DateTimeFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    // React keys each node it hydrates "__reactFiber$…", and takes the key
    // off only after removing the node: the theme removes the desktop parts
    // once it has measured the window.
    const { removeChild } = Node.prototype;
    Node.prototype.removeChild = function <T extends Node>(
      this: Node,
      child: T,
    ) {
      if (child instanceof Element)
        for (const part of child.querySelectorAll(".menu, .table-of-contents"))
          if (Object.keys(part).some((key) => key.startsWith("__reactFiber")))
            seen.push(`hydrated ${part.className}`);
      return removeChild.call(this, child) as T;
    };
  });
  await open(page, "docs/intro");
  await expect(
    page.locator(".theme-doc-sidebar-menu, .theme-doc-toc-desktop"),
  ).toHaveCount(0);
  expect(await page.evaluate("window.seen")).toEqual([]);
});

test("the first Tab reaches the skip link, which leads past the navbar and sidebar; the GitHub link shows the mark; folding a docs sidebar category leaves the others open; the table of contents leaves out headings deeper than h3; the navbar hides on scroll down and shows on scroll up", async ({
  page,
}) => {
  // The docs have no h4 yet; one is added to this page's outline to prove it stays out.
  const extra = [3, 4].map((level) => ({
    value: `h${level}`,
    id: `h${level}`,
    level,
  }));
  await interceptDocChunk(
    page,
    "docs/installation.mdx",
    (route, response, body) =>
      route.fulfill({
        response,
        body: body.replace(
          /toc:\(\)=>([\w$]+)/,
          (_, toc: string) => `toc:()=>${toc}.concat(${JSON.stringify(extra)})`,
        ),
      }),
  );
  await page.setViewportSize({ width: 1280, height: 400 });
  await open(page, "docs/installation");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: "Skip to main content" }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  // Docusaurus focuses <main> for an instant (tabindex is removed at once), which
  // moves the keyboard's starting point there: the navbar and sidebar are skipped.
  await page.keyboard.press("Tab");
  await expect(page.locator("main :focus")).toBeAttached();

  const repository = navbar(page).getByRole("link", {
    name: "GitHub",
    exact: true,
  });
  await expect(repository).toBeVisible();
  expect(
    await repository.evaluate((a) => getComputedStyle(a, "::before").maskImage),
  ).toContain("data:image/svg+xml");

  const caret = (name: string) =>
    docsSidebar(page).getByRole("button", {
      name: new RegExp(`sidebar category '${name}'`),
    });
  // The caret is pressed from the keyboard: a category folding moves the
  // carets below it for a moment, and a click aimed then can land elsewhere.
  for (const expanded of ["false", "true"]) {
    await caret("Guides").press("Enter");
    await expect(caret("Guides")).toHaveAttribute("aria-expanded", expanded);
    await expect(caret("API reference")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  }

  const toc = page.locator(".theme-doc-toc-desktop");
  await expect(toc.locator('a[href="#h3"]')).toHaveCount(1);
  await expect(toc.locator('a[href="#h4"]')).toHaveCount(0);
  // The first step only records where scrolling started, the next one hides.
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 150);
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(100);
  await page.mouse.wheel(0, 150);
  await expect(navbar(page)).not.toBeInViewport();
  await page.mouse.wheel(0, -100);
  await expect(navbar(page)).toBeInViewport();
});
