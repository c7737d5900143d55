// `npm start`, the first command a newcomer runs: the dev server compiles
// without an error and serves the docs and the local search index.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { DOCUSAURUS_CLI } from "../../scripts/docusaurus.mjs";
import { withCopy } from "../support/site-copy";
import { site } from "../../src/config/site";

const PORT = 3071;

test("the dev server compiles without an error and serves a doc and the search index", () =>
  withCopy(async (dir) => {
    const server = spawn(
      process.execPath,
      [DOCUSAURUS_CLI, "start", "--port", String(PORT), "--no-open"],
      { cwd: dir, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } },
    );
    let output = "";
    try {
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk;
          if (/compiled with|Error:/i.test(output))
            reject(new Error(output.slice(-3000)));
          else if (/compiled successfully/.test(output)) resolve();
        };
        server.stdout.on("data", read);
        server.stderr.on("data", read);
        server.on("exit", () =>
          reject(new Error(`the dev server stopped:\n${output.slice(-3000)}`)),
        );
      });
      const base = `http://localhost:${PORT}${site.baseUrl}`;
      assert.equal((await fetch(`${base}docs/intro`)).status, 200);
      const index = await fetch(`${base}search-index.json`);
      assert.equal(index.status, 200);
      assert.ok(
        ((await index.json()) as { pages: unknown[] }).pages.length > 0,
      );
    } finally {
      server.kill();
    }
  }));
