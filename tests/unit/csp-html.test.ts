// cspell:ignore importmap
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  forbiddenInlineCode,
  inlineScripts,
  insertPolicy,
  scriptHash,
} from "../../src/plugins/csp/html";

describe("inlineScripts", () => {
  test("returns the bodies of inline scripts a browser runs, in order", () => {
    const html = [
      "<script>first()</script>",
      '<script type="module">second()</script>',
      "<SCRIPT TYPE='text/javascript'>third()</SCRIPT >",
      '<script type=" Application/JavaScript ">fourth()</script>',
    ].join("");
    assert.deepEqual(inlineScripts(html), [
      "first()",
      "second()",
      "third()",
      "fourth()",
    ]);
  });

  test("skips external, data and empty scripts", () => {
    const html = [
      '<script src="/main.js"></script>',
      "<script defer src=/a.js>ignored()</script>",
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="importmap">{"imports":{}}</script>',
      "<script>   \n </script>",
    ].join("");
    assert.deepEqual(inlineScripts(html), []);
  });

  test("an attribute merely ending in src does not make a script external", () => {
    assert.deepEqual(inlineScripts('<script data-src="x">run()</script>'), [
      "run()",
    ]);
  });

  test("keeps the body byte for byte, whitespace included", () => {
    assert.deepEqual(inlineScripts("<script>\n  a();\n</script>"), [
      "\n  a();\n",
    ]);
  });
});

describe("scriptHash", () => {
  test("is the CSP source for the body's sha256, base64", () => {
    const body = 'document.documentElement.dataset.theme="dark"';
    const expected = createHash("sha256").update(body).digest("base64");
    assert.equal(scriptHash(body), `sha256-${expected}`);
    // The empty string's digest, as published for SHA-256.
    assert.equal(
      scriptHash(""),
      "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
    );
  });

  test("hashes UTF-8 bytes, as browsers do", () => {
    const body = "console.log('café ✓')";
    const expected = createHash("sha256")
      .update(Buffer.from(body, "utf8"))
      .digest("base64");
    assert.equal(scriptHash(body), `sha256-${expected}`);
  });

  test("CRLF and lone CR count as LF, like the parsed script text", () => {
    assert.equal(
      scriptHash("a();\r\nb();\rc();"),
      scriptHash("a();\nb();\nc();"),
    );
    assert.notEqual(scriptHash("a();\nb();"), scriptHash("a(); b();"));
  });
});

describe("forbiddenInlineCode", () => {
  test("finds inline event handlers and javascript: URLs", () => {
    const html = [
      '<button onclick="go()">Go</button>',
      "<img src=x ONERROR=alert(1)>",
      '<a href="javascript:void(0)">link</a>',
      "<a href= ' JavaScript:run()'>link</a>",
    ].join("");
    assert.deepEqual(forbiddenInlineCode(html), [
      '<button onclick="go()">',
      "<img src=x ONERROR=alert(1)>",
      '<a href="javascript:void(0)">',
      "<a href= ' JavaScript:run()'>",
    ]);
  });

  test("ignores what only looks like it: data-on*, words in text, code in scripts", () => {
    const html = [
      '<div data-onload="x" class="only-one">onclick="in text"</div>',
      '<a href="/docs/javascript-notes">notes</a>',
      '<script>el.innerHTML = "<a onclick=\\"x()\\">";</script>',
    ].join("");
    assert.deepEqual(forbiddenInlineCode(html), []);
  });

  test("reports at most 120 characters of a long tag", () => {
    const tag = `<div onclick="x()" title="${"a".repeat(300)}">`;
    const [found] = forbiddenInlineCode(tag);
    assert.equal(found, tag.slice(0, 120));
  });
});

describe("insertPolicy", () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-abc='";
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;

  test("goes right after the charset when the head opens with it", () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><title>T</title><script>x()</script></head></html>';
    assert.equal(
      insertPolicy(html, policy),
      `<!doctype html><html><head><meta charset="utf-8">${meta}<title>T</title><script>x()</script></head></html>`,
    );
  });

  test("goes first in a head without a leading charset, attributes kept", () => {
    const html = "<html><head lang=en><title>T</title></head></html>";
    assert.equal(
      insertPolicy(html, policy),
      `<html><head lang=en>${meta}<title>T</title></head></html>`,
    );
  });

  test("replaces a policy already there instead of adding a second", () => {
    const once = insertPolicy("<head><meta charset=utf-8></head>", "a");
    const twice = insertPolicy(once, policy);
    assert.equal(twice, `<head><meta charset=utf-8>${meta}</head>`);
  });

  test("escapes quotes so the policy cannot end the attribute", () => {
    const out = insertPolicy("<head></head>", `x "><script>`);
    assert.equal(
      out,
      '<head><meta http-equiv="Content-Security-Policy" content="x &quot;><script>"></head>',
    );
  });

  test("refuses a page without <head>, even one with <header>", () => {
    assert.throws(
      () => insertPolicy("<body><header>Site</header></body>", policy),
      { message: "no <head> element" },
    );
  });
});
