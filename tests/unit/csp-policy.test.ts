import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  baseDirectives,
  SEARCH_INSIGHTS_SCRIPT,
  serializePolicy,
} from "../../src/plugins/csp/policy";
import { algolia } from "../../src/config/site";

/**
 * Whether a CSP source list lets a page reach `url`: 'self', host sources
 * with an optional `*.` wildcard, and full-URL sources matching the path
 * exactly. Enough of CSP Level 3's matching for the sources this site uses.
 */
function allows(sources: readonly string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === "https://site.test";
    const match = /^(https):\/\/(\*\.)?([^/]+)(\/.*)?$/.exec(source);
    if (!match || target.protocol !== `${match[1]}:`) return false;
    const [, , wildcard, host, path] = match;
    const hostMatches = wildcard
      ? target.hostname.endsWith(`.${host}`)
      : target.hostname === host;
    return hostMatches && (!path || target.pathname === path);
  });
}

describe("baseDirectives", () => {
  const connect = baseDirectives["connect-src"];
  const script = baseDirectives["script-src"];
  const img = baseDirectives["img-src"];

  test("search reaches Algolia's hosts for the site's app id", () => {
    for (const host of [
      `https://${algolia.appId}-dsn.algolia.net/1/indexes/*/queries`,
      `https://${algolia.appId}-1.algolianet.com/1/indexes/*/queries`,
      `https://${algolia.appId}-3.algolianet.com/1/indexes/*/queries`,
      "https://insights.algolia.io/1/events",
    ]) {
      assert.ok(allows(connect, host), host);
    }
    assert.ok(allows(script, SEARCH_INSIGHTS_SCRIPT));
  });

  test("analytics loads gtag and sends hits to Google Analytics", () => {
    assert.ok(
      allows(
        script,
        "https://www.googletagmanager.com/gtag/js?id=G-W4KYGKY5MW",
      ),
    );
    for (const url of [
      "https://region1.google-analytics.com/g/collect",
      "https://www.google-analytics.com/g/collect",
      "https://region1.analytics.google.com/g/collect",
    ]) {
      assert.ok(allows(connect, url), url);
    }
    assert.ok(allows(img, "https://www.google-analytics.com/collect"));
  });

  test("nothing else: other hosts and other CDN files are refused", () => {
    assert.ok(!allows(connect, "https://evil.test/steal"));
    assert.ok(!allows(connect, "https://algolia.net.evil.test/"));
    assert.ok(!allows(script, "https://cdn.jsdelivr.net/npm/other@1.0.0/x.js"));
    assert.ok(!allows(script, "https://insights.algolia.io/x.js"));
    assert.ok(!allows(connect, `http://${algolia.appId}-dsn.algolia.net/`));
  });

  test("no eval, no inline script, no plugins, no foreign forms or base", () => {
    const all = Object.values(baseDirectives).flat();
    assert.ok(!all.includes("'unsafe-eval'"));
    assert.ok(!all.includes("'wasm-unsafe-eval'"));
    assert.ok(!all.includes("*"));
    assert.ok(!script.includes("'unsafe-inline'"));
    assert.ok(!script.includes("data:"));
    assert.deepEqual(baseDirectives["object-src"], ["'none'"]);
    assert.deepEqual(baseDirectives["base-uri"], ["'self'"]);
    assert.deepEqual(baseDirectives["form-action"], ["'self'"]);
    assert.deepEqual(baseDirectives["default-src"], ["'self'"]);
  });

  test("no directive that a <meta> policy cannot carry", () => {
    for (const name of ["frame-ancestors", "report-uri", "sandbox"]) {
      assert.equal(baseDirectives[name], undefined, name);
    }
  });
});

describe("serializePolicy", () => {
  test("joins directives with '; ' and quotes the hashes into script-src only", () => {
    const policy = serializePolicy(
      { "default-src": ["'self'"], "script-src": ["'self'"], "img-src": [] },
      ["sha256-AAA=", "sha256-BBB="],
    );
    assert.equal(
      policy,
      "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; img-src ",
    );
  });

  test("without hashes, the site's policy is its directives as listed", () => {
    const policy = serializePolicy(baseDirectives, []);
    const parsed = policy.split("; ").map((part) => part.split(" "));
    assert.deepEqual(
      parsed.map(([name]) => name),
      Object.keys(baseDirectives),
    );
    for (const [name, ...sources] of parsed) {
      assert.deepEqual(sources, baseDirectives[name]);
    }
    assert.doesNotMatch(policy, /sha256/);
  });

  test("does not change the directives it was given", () => {
    const directives = { "script-src": ["'self'"] };
    serializePolicy(directives, ["sha256-X="]);
    assert.deepEqual(directives, { "script-src": ["'self'"] });
  });
});
