// The parts of a doc page around its content as the server renders them.
// How a reader opens, folds, tabs through and scrolls them is
// navbar-footer-sidebars.spec.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { github, site, social } from "../../src/config/site";
import { builtHtml } from "../support/build";

const to = (path: string) => `${site.baseUrl}${path}`;
/** Each title, link and button under `node`: the name a screen reader reads, and where it leads. */
const items = (node: Element | undefined) =>
  selectAll(".footer__title, a, button", node).map((el) =>
    [el.properties.ariaLabel ?? toString(el).trim(), el.properties.href]
      .concat(el.properties.ariaCurrent ? ["(current)"] : [])
      .concat(el.properties.target ? [`(${el.properties.target})`] : [])
      .join(" ")
      .trim(),
  );

test("the navbar holds the home link, Guides, API and Blog on the left and the version, Example App, GitHub as an icon, colour toggle and search on the right; the footer has the spec's columns, the logo and the copyright; the docs sidebar cannot be hidden and its categories are expanded", () => {
  const intro = fromHtml(builtHtml("docs/intro"));
  const navbar = select('nav[aria-label="Main"]', intro);
  const [left, right] = selectAll(".navbar__items", navbar);
  assert.deepEqual(items(left), [
    "Toggle navigation bar",
    `React Native Teleport ${to("")}`,
    `Guides ${to("docs/intro")} (current)`,
    `API ${to("docs/category/api-reference")}`,
    `Blog ${to("blog")}`,
  ]);
  assert.deepEqual(items(right), [
    `Next ${to("docs/intro")} (current)`,
    `Example App ${github.exampleApp} (_blank)`,
    // Drawn by CSS (src/css/custom.css): the link holds no text.
    `GitHub ${github.repository} (_blank)`,
    "Switch between dark and light mode (currently system mode)",
    "Search",
  ]);
  assert.equal(toString(select(".navbar-github-link", navbar)!), "");
  const footer = select("footer.footer", intro)!;
  assert.deepEqual(
    items(footer),
    [
      "Docs",
      `Guides ${to("docs/category/guides")}`,
      `Recipes ${to("docs/category/recipes")}`,
      `API ${to("docs/category/api-reference")}`,
      "Community",
      `GitHub discussions ${github.discussions} (_blank)`,
      `X ${social.x} (_blank)`,
      "More",
      `Blog ${to("blog")}`,
      `GitHub ${github.repository} (_blank)`,
      `${to("")}`,
    ],
    "the spec's column titles: a rename in src/config/footer.ts changes them here",
  );
  assert.ok(select('a img[alt="React Native Teleport logo"]', footer));
  assert.match(
    toString(footer),
    new RegExp(`Copyright © ${new Date().getFullYear()} Kirill Zyusko\\.`),
  );
  assert.deepEqual(
    selectAll('[aria-label="Docs sidebar"] .menu__caret', intro).map(
      (caret) =>
        `${caret.properties.ariaLabel} ${caret.properties.ariaExpanded}`,
    ),
    ["Guides", "API reference", "📦 Components", "🎣 Hooks", "Recipes"].map(
      (name) => `Collapse sidebar category '${name}' true`,
    ),
  );
  assert.ok(
    !select('[aria-label="Collapse sidebar"]', intro),
    "no hide button",
  );
});

test("a doc's table of contents lists its h2 and h3 headings, and its footer shows when its file last changed in Git", () => {
  const html = fromHtml(builtHtml("docs/installation"));
  const headings = selectAll(
    "article .theme-doc-markdown :is(h2, h3)[id]",
    html,
  );
  assert.ok(headings.some((heading) => heading.tagName === "h3"));
  assert.deepEqual(
    selectAll(".theme-doc-toc-desktop a", html).map((a) => a.properties.href),
    headings.map((heading) => `#${heading.properties.id}`),
  );
  // The build reads the commit time of each doc; so does this test.
  const seconds = execFileSync(
    "git",
    ["log", "-1", "--format=%ct", "--", "docs/installation.mdx"],
    { encoding: "utf8" },
  );
  const changed = new Date(Number(seconds) * 1000);
  const time = select("article footer time", html)!;
  assert.equal(time.properties.dateTime, changed.toISOString());
  assert.equal(
    toString(select(".theme-last-updated", html)!),
    `Last updated on ${changed.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`,
  );
});
