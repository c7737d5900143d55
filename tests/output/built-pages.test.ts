// What src/plugins/built-pages does to every HTML page of the build. Each page
// that uses the site stylesheet carries it in a <style> in its head and links
// none, so its first paint has every rule but the one that hides Docusaurus's
// wrong-base-URL banner (that the banner still shows is shell.spec.ts's). Every page carries the same
// strict Content-Security-Policy first, with a hash for each inline script in
// script-src alone (that the browser enforces it is csp.spec.ts's).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { site } from "../../src/config/site";
import { LIVE_SAMPLE_SCRIPTS } from "../../src/plugins/csp/policy";
import { buildFiles } from "../support/build";
import { BUILD_DIR } from "../support/paths";

const all = buildFiles()
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({
    name: relative(BUILD_DIR, file),
    html: readFileSync(file, "utf8"),
  }));
const [sheet, ...others] = readdirSync(join(BUILD_DIR, "assets/css")).map(
  (name) => readFileSync(join(BUILD_DIR, "assets/css", name), "utf8"),
);
const inlined = `<style>${sheet!.replace(
  "#__docusaurus-base-url-issue-banner-container{display:none}",
  "",
)}</style>`;

// A stylesheet that arrives later with rules in a cascade layer makes
// Chromium lay out the whole page again: a modal stylesheet fetched on Ctrl+K
// cost a full relayout and repaint before the modal showed. Its rules ride in
// the site stylesheet.
test("every page but the redirects holds the site stylesheet, the search modal's rules included, in its head and links no stylesheet", () => {
  assert.deepEqual(
    others,
    [],
    "one stylesheet, no chunk of its own for search",
  );
  assert.ok(sheet!.includes(".DocSearch-Modal"), "the modal's styles");
  assert.ok(all.length > 30, "the build's pages");
  const wrong = all.flatMap(({ name, html }) => {
    const head = html.slice(0, html.indexOf("</head>"));
    const problems = [];
    if (/<link rel="?stylesheet/.test(html))
      problems.push("links a stylesheet");
    if (!head.includes(inlined) && !/http-equiv="refresh"/.test(head))
      problems.push("no stylesheet in its head");
    return problems.map((problem) => `${name}: ${problem}`);
  });
  assert.deepEqual(wrong, []);
});

test("every url() in the stylesheet is a data URL or a file the build has at that path from any page", () => {
  // Inlined, a relative url() would resolve against each page's own path.
  const broken = [
    ...sheet!.matchAll(/url\((?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^)]*))\)/g),
  ]
    .map(([, double, single, bare]) => (double ?? single ?? bare)!.trim())
    .filter(
      (url) =>
        !url.startsWith("data:") &&
        !(
          url.startsWith(site.baseUrl) &&
          existsSync(join(BUILD_DIR, url.slice(site.baseUrl.length)))
        ),
    )
    .map((url) => url.slice(0, 80));
  assert.deepEqual(broken, []);
});

test("every HTML page carries the same policy, with hashes for its inline scripts, before anything loads or runs; only pages with live samples add blob: to script-src", () => {
  assert.ok(
    all.some(({ name }) => name === "docs/index.html"),
    "the build has the /docs redirect page",
  );
  const policies = new Set<string>();
  for (const { name, html } of all) {
    const head = html.slice(html.search(/<head[\s>]/i));
    // Only the charset declaration may precede it in <head>.
    const policy =
      /^<head[^>]*>\s*(?:<meta charset=["']?utf-8["']?\s*\/?>)?\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)">/i.exec(
        head,
      )?.[1];
    assert.ok(policy, `${name} has no policy first`);
    const blob = ` ${LIVE_SAMPLE_SCRIPTS} `;
    assert.equal(
      policy.includes(blob),
      html.includes("data-live-sample="),
      `${name}: ${LIVE_SAMPLE_SCRIPTS} in the policy, as live samples`,
    );
    policies.add(policy.replace(blob, " "));
  }
  assert.equal(policies.size, 1);
  const [policy] = policies;
  // A <meta> policy cannot carry these, and only script-src gets hashes.
  assert.doesNotMatch(policy!, /frame-ancestors|report-uri|sandbox/);
  assert.doesNotMatch(policy!.replace(/script-src [^;]+/, ""), /sha256/);
  const scripts = /script-src ([^;]+)/.exec(policy!)![1]!.split(" ");
  assert.ok(!scripts.some((source) => /unsafe-(inline|eval)/.test(source)));
  assert.ok(scripts.filter((s) => s.startsWith("'sha256-")).length >= 3);
});
