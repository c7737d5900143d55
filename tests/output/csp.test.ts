// The Content-Security-Policy as the build writes it: the same strict policy
// at the top of every HTML file, with a hash for each inline script. That the
// browser enforces it is csp.spec.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { buildFiles } from "../support/build";
import { BUILD_DIR } from "../support/paths";

test("every HTML page carries the same policy, with hashes for its inline scripts, before anything loads or runs", () => {
  const files = buildFiles().filter((file) => file.endsWith(".html"));
  assert.ok(
    files.map((file) => relative(BUILD_DIR, file)).includes("docs/index.html"),
    "the build has the /docs redirect page",
  );
  const policies = new Set<string>();
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const head = html.slice(html.search(/<head[\s>]/i));
    // Only the charset declaration may precede it in <head>.
    const policy =
      /^<head[^>]*>\s*(?:<meta charset=["']?utf-8["']?\s*\/?>)?\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)">/i.exec(
        head,
      )?.[1];
    assert.ok(policy, `${relative(BUILD_DIR, file)} has no policy first`);
    policies.add(policy);
  }
  assert.equal(policies.size, 1);
  const scripts = /script-src ([^;]+)/.exec([...policies][0]!)![1]!.split(" ");
  assert.ok(!scripts.includes("'unsafe-inline'"));
  assert.ok(scripts.filter((s) => s.startsWith("'sha256-")).length >= 3);
});
