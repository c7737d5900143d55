// What src/plugins/built-pages does to every HTML page of the build. Each page
// that uses the site stylesheet paints from its own critical CSS: a <style>
// in the head, and the stylesheet itself only at the end of the body (that
// the inline rules are enough to look right is tests/e2e/first-paint.spec.ts's).
// Every page carries the same strict Content-Security-Policy first, with a
// hash for each inline script in script-src alone (that the browser enforces
// it is csp.spec.ts's).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { site } from "../../src/config/site";
import { buildFiles } from "../support/build";
import { BUILD_DIR } from "../support/paths";

const STYLESHEET = /<link rel="?stylesheet"?[^>]*>/;
const layers = (css: string) =>
  [...new Set(css.match(/@layer [^{;]+/g))].join("\n");

const all = buildFiles()
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({
    name: relative(BUILD_DIR, file),
    html: readFileSync(file, "utf8"),
  }));
const pages = all.filter(({ html }) => STYLESHEET.test(html));

test("each page's head holds its critical CSS, and the site stylesheet waits at the end of the body", () => {
  assert.ok(pages.length > 30, "the build's pages use the site stylesheet");
  const wrong = pages.flatMap(({ name, html }) => {
    const head = html.slice(0, html.indexOf("</head>"));
    const problems = [];
    if (!/<style>[\s\S]+?<\/style>/.test(head)) problems.push("no inline CSS");
    if (STYLESHEET.test(head)) problems.push("a stylesheet in the head");
    if (!/<link rel="?stylesheet"?[^>]*><\/body>/.test(html))
      problems.push("no stylesheet at the end of the body");
    return problems.map((problem) => `${name}: ${problem}`);
  });
  assert.deepEqual(wrong, []);
});

test("the critical CSS declares the cascade layers in the stylesheet's order", () => {
  // The first sheet to name a layer fixes its place: the inline CSS comes
  // first, so a layer missing or out of order there would reorder the cascade.
  const wrong = pages.filter(({ html }) => {
    const [href] = html.match(/assets\/css\/styles\.[^"\s>]+\.css/)!;
    const inline = html.match(/<style>([\s\S]+?)<\/style>/)![1];
    return (
      layers(inline) !== layers(readFileSync(`${BUILD_DIR}/${href}`, "utf8"))
    );
  });
  assert.deepEqual(
    wrong.map(({ name }) => name),
    [],
  );
});

test("every url() in the critical CSS is a data URL or a file the build has", () => {
  const broken = pages.flatMap(({ name, html }) => {
    const inline = html.match(/<style>([\s\S]+?)<\/style>/)![1];
    const urls = [
      ...inline.matchAll(/url\((?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^)]*))\)/g),
    ].map(([, double, single, bare]) => (double ?? single ?? bare).trim());
    return urls
      .filter(
        (url) =>
          !url.startsWith("data:") &&
          !(
            url.startsWith(site.baseUrl) &&
            existsSync(join(BUILD_DIR, url.slice(site.baseUrl.length)))
          ),
      )
      .map((url) => `${name}: ${url.slice(0, 80)}`);
  });
  assert.deepEqual(broken, []);
});

test("every HTML page carries the same policy, with hashes for its inline scripts, before anything loads or runs", () => {
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
    policies.add(policy);
  }
  assert.equal(policies.size, 1);
  const [policy] = policies;
  // A <meta> policy cannot carry these, and only script-src gets hashes.
  assert.doesNotMatch(policy!, /frame-ancestors|report-uri|sandbox/);
  assert.doesNotMatch(policy!.replace(/script-src [^;]+/, ""), /sha256/);
  const scripts = /script-src ([^;]+)/.exec(policy!)![1]!.split(" ");
  assert.ok(!scripts.includes("'unsafe-inline'"));
  assert.ok(scripts.filter((s) => s.startsWith("'sha256-")).length >= 3);
});
