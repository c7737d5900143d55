// The policy's pieces. Where it stands in every page is
// tests/output/built-pages.test.ts's; that the browser enforces it, runs the
// inline scripts it hashes and lets analytics through, tests/e2e/csp.spec.ts's;
// that search works under it, search-faults.spec.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { forbiddenInlineCode, inlineScripts } from "../../src/plugins/csp/html";
import { baseDirectives } from "../../src/plugins/csp/policy";

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

test("the policy holds every host Google's CSP guide lists for GA4 without Google signals, per directive", () => {
  const ga4 =
    "script-src https://*.googletagmanager.com; img-src https://*.google-analytics.com https://*.googletagmanager.com; connect-src https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";
  const policy: Record<string, string[]> = baseDirectives;
  for (const [name, ...hosts] of ga4.split("; ").map((d) => d.split(" ")))
    for (const host of hosts)
      assert.ok(policy[name].includes(host), `${name} lacks ${host}`);
});
