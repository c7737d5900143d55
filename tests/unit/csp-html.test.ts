// The policy's pieces. That the browser enforces it, runs the inline scripts
// it hashes and lets analytics through, is tests/e2e/csp.spec.ts's; that
// search works under it, search-faults.spec.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  forbiddenInlineCode,
  inlineScripts,
  insertPolicy,
} from "../../src/plugins/csp/html";

test("inlineScripts returns the bodies of the inline scripts a browser runs, as it hashes them", () => {
  const html = [
    '<script>first()</script><script type="module">\r\n  second();\r</script>',
    "<SCRIPT TYPE=' Application/JavaScript '>third()</SCRIPT>",
    // External, data and empty scripts are skipped.
    "<script defer src=/a.js>ignored()</script><script>   \n </script>",
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  ].join("");
  assert.deepEqual(inlineScripts(html), [
    "first()",
    "\n  second();\n",
    "third()",
  ]);
});

test("forbiddenInlineCode finds event handlers and javascript: URLs, up to 120 characters of each tag", () => {
  const long = `<div onclick="x()" title="${"a".repeat(300)}">`;
  const html = [
    "<img src=x ONERROR=alert(1)>",
    "<a href= ' JavaScript:run()'>link</a>",
    long,
    // What only looks like it: data-on*, words in text, code in scripts.
    '<details open data-onload="x">onclick="in text"</details>',
    '<script>el.innerHTML = "<a onclick=\\"x()\\">";</script>',
  ].join("");
  assert.deepEqual(forbiddenInlineCode(html), [
    "<img src=x ONERROR=alert(1)>",
    "<a href= ' JavaScript:run()'>",
    long.slice(0, 120),
  ]);
});

test("insertPolicy goes first in <head>, after a leading charset, with quotes escaped", () => {
  const meta = (policy: string) =>
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  assert.equal(
    insertPolicy(
      '<html><head><meta charset="utf-8"><title>T</title></head></html>',
      "a",
    ),
    `<html><head><meta charset="utf-8">${meta("a")}<title>T</title></head></html>`,
  );
  assert.equal(
    insertPolicy("<head lang=en><title>T</title></head>", `x "><script>`),
    `<head lang=en>${meta("x &quot;><script>")}<title>T</title></head>`,
  );
  assert.throws(() => insertPolicy("<body><header>Site</header></body>", "a"), {
    message: "no <head> element",
  });
});
