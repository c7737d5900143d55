// Facts about the library that the built pages state, checked against their
// sources: the package's web build as observed in Chromium, its Jest preset,
// Yoga's placement rules, the library's release history and the peers of the
// Testing Library the Jest guide installs; and what the compatibility page,
// the changelog and the blog show around those facts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Root, Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { github } from "../../src/config/site";
import { builtHtml } from "../support/build";
import { ROOT_DIR } from "../support/paths";

/** Resolves packages as the site does. */
const requireFromSite = createRequire(join(ROOT_DIR, "package.json"));

/** The text a reader sees in the section headed by `id`, up to the next heading of any level. */
function sectionText(route: string, id: string): string {
  const html = builtHtml(route);
  const start = html.search(new RegExp(`<h[1-6][^>]*\\bid="?${id}[\\s">]`));
  assert.ok(start >= 0, `/${route} has a heading #${id}`);
  const rest = html.slice(start);
  const end = rest.slice(1).search(/<h[1-6][\s>]/);
  const section = rest.slice(0, end < 0 ? undefined : end + 1);
  return toString(fromHtml(section, { fragment: true })).replace(/\s+/g, " ");
}

/** The text of each element `selector` matches under `node`, as a reader reads it. */
const texts = (node: Root | Element, selector: string) =>
  selectAll(selector, node).map((el) =>
    toString(el)
      .replace(/\u200b/g, "")
      .trim(),
  );

test("PortalHost: a style array on the web throws in Chromium and takes the tree down, on both components", () => {
  const text = sectionText(
    "docs/api/components/portal-host",
    "web-stable-props",
  );
  assert.match(text, /both components/);
  assert.match(
    text,
    /Failed to set an indexed property \[0\] on 'CSSStyleDeclaration'/,
  );
  assert.match(text, /blank/);
  assert.match(text, /error boundary/);
  assert.doesNotMatch(text, /not CSS/);
});

// React Native 0.84 lays out with YGErrataAll, so Yoga's AbsoluteLayout.cpp
// places a child without insets at the border edge, skipping the padding.
test("Lifecycle: a portal that falls back in place is placed by its parent's justifyContent and alignItems, over the padding", () => {
  const text = sectionText("docs/guides/lifecycle", "in-place-fallback");
  for (const word of [
    "justifyContent",
    "alignItems",
    "AbsolutePositionWithoutInsetsExcludesPadding",
  ])
    assert.match(text, new RegExp(`\\b${word}\\b`));
  assert.match(text, /over the padding/);
  assert.doesNotMatch(text, /inside the( parent's)? padding/);
});

test("Blog: the launch post is dated by 1.2.0's release commit and shows that date, credits the docs team with no portrait, sits under its year in the sidebar, and makes no claim on when it was written", () => {
  const html = builtHtml("blog/welcome");
  // The date of commit 60d85a4, 1.2.0's release on branch release/v1.2.0:
  // the library's history has no later date for the 1.2 line.
  assert.match(html, /<time datetime="?2026-08-21/);
  const page = fromHtml(html);
  const post = select("main article", page)!;
  assert.deepEqual(texts(post, "header time"), ["August 21, 2026"]);
  assert.match(toString(post), /React Native Teleport docs team/);
  assert.doesNotMatch(toString(post), /Kirill Zyusko/);
  assert.equal(select("header img", post), undefined);
  const year = selectAll(
    'nav[aria-label="Blog recent posts navigation"] [role="group"]',
    page,
  ).find((group) => texts(group, "h3")[0] === "2026");
  assert.ok(year, "the sidebar's group for 2026");
  assert.match(
    texts(year, "a").join("\n"),
    /^Welcome to React Native Teleport/m,
  );
  const text = sectionText("blog/welcome", "since-the-release");
  assert.doesNotMatch(
    text,
    /after (it|this post) was written|after publication/i,
  );
});

test("Compatibility: the version table answers version, architecture, Expo and platform questions, the minimums are given, every row fills every column, and the page sits in the sidebar after Installation", () => {
  const page = fromHtml(builtHtml("docs/compatibility"));
  /** The table whose first column header reads `first`. */
  const table = (first: string) => {
    const found = selectAll("article table", page).find(
      (el) => texts(el, "thead th")[0] === first,
    );
    assert.ok(found, `a table headed ${first}`);
    return found;
  };
  const versions = table("react-native-teleport");
  const minimums = table("Setting");
  assert.deepEqual(texts(versions, "tbody td:first-child"), [
    "1.2.x (1.2.0 to 1.2.2)",
    "1.1.x (1.1.0 to 1.1.13)",
    "1.0.x (1.0.0 to 1.0.2)",
    "0.x (0.1.0 to 0.5.6)",
  ]);
  assert.deepEqual(texts(versions, "thead th"), [
    "react-native-teleport",
    "React Native",
    "Architecture",
    "Expo",
    "iOS",
    "Android",
    "tvOS",
    "Web",
  ]);
  const settings = texts(minimums, "tbody td:first-child");
  for (const setting of [
    "Android minSdkVersion",
    "iOS deployment target",
    "tvOS deployment target",
  ])
    assert.ok(settings.includes(setting), setting);
  // Markdown fills a short row with empty cells.
  for (const answers of [versions, minimums])
    assert.ok(!texts(answers, "tbody td").includes(""), "an empty cell");

  // Top-level doc links only: categories wrap theirs in a div.
  const labels = texts(page, 'nav[aria-label="Docs sidebar"] > ul > li > a');
  assert.equal(
    labels.indexOf("Compatibility"),
    labels.indexOf("Installation") + 1,
  );
  assert.ok(labels.includes("Changelog"));
});

test("Changelog: every release newest first, with its tag date where it has one and what changed, and a link to GitHub Releases; 1.2.2's web fix says the leftover wrapper began in 0.5.0", () => {
  /** Every release, newest first, with its tag date (see the fixture's "//" note). */
  const { releases } = JSON.parse(
    readFileSync(join(ROOT_DIR, "tests", "fixtures", "releases.json"), "utf8"),
  ) as { releases: { version: string; tagged: string | null }[] };
  assert.ok(releases.length > 25);
  const page = fromHtml(builtHtml("docs/changelog"));
  assert.deepEqual(
    texts(page, "article h3").filter((text) => /^\d+\.\d+\.\d+\b/.test(text)),
    releases.map(({ version, tagged }) =>
      tagged ? `${version} (${tagged})` : version,
    ),
  );
  // The list right under each version's heading holds its changes.
  const unlisted = releases.filter(
    ({ version }) =>
      !select(`h3#v${version.replaceAll(".", "-")} + ul > li`, page),
  );
  assert.deepEqual(unlisted, []);
  // Its rel is every-route.spec.ts's, with every external link's.
  const link = selectAll("article a", page).find(
    (a) => toString(a) === "GitHub Releases page",
  );
  assert.equal(link?.properties.href, `${github.repository}/releases`);

  const text = sectionText("docs/changelog", "v1-2-2");
  const web = /Web: [^.]*\.[^]*?(?=Android|$)/.exec(text)?.[0] ?? "";
  assert.match(web, /\b0\.5\.0\b/);
  assert.match(web, /\b1\.2\.1\b/);
  assert.doesNotMatch(web, /Until 1\.2\.1/);
});

test("FAQ: the packages React Native's Jest preset transforms are the ones its pattern lets through", () => {
  const preset = requireFromSite("react-native/jest-preset") as {
    transformIgnorePatterns: string[];
  };
  const transformed = (name: string) =>
    !preset.transformIgnorePatterns.some((p) =>
      new RegExp(p).test(`/app/node_modules/${name}/index.js`),
    );
  const text = sectionText("docs/faq", "jest-without-mock");
  const claim = /Jest preset transforms only ([^.:]*)[.:]/.exec(text)?.[1];
  assert.ok(claim, "the FAQ names what the preset transforms");
  for (const pattern of text.match(/node_modules\/\S+\)/g) ?? [])
    assert.ok(
      preset.transformIgnorePatterns.includes(pattern),
      `${pattern} is the preset's`,
    );
  const named = [...claim.matchAll(/(@?[\w-]+(?:\/[\w*-]+)?)/g)]
    .map((m) => m[1])
    .filter((n) => /react-native/.test(n));
  for (const name of named)
    assert.ok(transformed(name.replace("*", "x")), `${name} is transformed`);
  for (const name of [
    "react-native",
    "jest-react-native",
    "@react-native/x",
    "@react-native-community/x",
    "react-native-teleport",
    "react-native-web",
    "@react-navigation/native",
  ]) {
    const listed = named.some((n) => n.replace("*", "x") === name);
    assert.equal(listed, transformed(name), `${name} on the FAQ's list`);
  }
});

test("Jest guide: every install line brings the required peers of the Testing Library version the page names", () => {
  const testingLibrary = requireFromSite(
    "@testing-library/react-native/package.json",
  ) as {
    version: string;
    peerDependencies: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const html = builtHtml("docs/recipes/jest-testing-guide");
  const named = /React Native Testing Library (\d+)/.exec(html)?.[1];
  assert.equal(
    testingLibrary.version.split(".")[0],
    named,
    "the page names the installed major",
  );
  // A React Native app already has react and react-native.
  const required = Object.keys(testingLibrary.peerDependencies).filter(
    (peer) =>
      !testingLibrary.peerDependenciesMeta?.[peer]?.optional &&
      !["react", "react-native"].includes(peer),
  );
  // Each code listing that installs the Testing Library, one per package manager's tab.
  const installs = [...html.matchAll(/<pre[^>]*>([^]*?)<\/pre>/g)]
    .map((pre) => pre[1].replace(/<[^>]+>/g, ""))
    .filter((code) =>
      /^(yarn|npm|pnpm|bun) .*@testing-library\/react-native\b/.test(code),
    );
  assert.ok(installs.length >= 2, "an install line per package manager");
  for (const line of installs)
    for (const peer of required)
      assert.match(line, new RegExp(` ${peer}\\b`), `${line} installs ${peer}`);
});
