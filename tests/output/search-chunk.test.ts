// The search modal's code is one chunk that no page loads up front (it loads
// when a reader shows intent). It and the main bundle alone open with V8's
// compile hint (src/plugins/compile-hints). How fast pages start and the modal
// opens is measured, not tested: `npm run bench`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHUNK_NAME, ENGINE_CHUNK_NAME } from "../../src/search";
import { COMPILE_HINT } from "../../src/plugins/compile-hints";
import { buildFiles, JS_DIR } from "../support/build";

const scripts = readdirSync(JS_DIR).filter((file) => file.endsWith(".js"));
const modalChunks = scripts.filter((file) => file.startsWith(`${CHUNK_NAME}.`));

test("the DocSearch modal is one chunk; it and the main bundle open with the compile hint, and no other script asks V8 to compile all of its functions", () => {
  assert.equal(modalChunks.length, 1, `one ${CHUNK_NAME} chunk`);
  const modal = readFileSync(join(JS_DIR, modalChunks[0]!), "utf8");
  assert.ok(modal.includes("DocSearch-Modal"), "it holds the modal");
  const hinted = scripts.filter((file) =>
    readFileSync(join(JS_DIR, file), "utf8").includes(COMPILE_HINT),
  );
  assert.deepEqual(
    hinted.map((file) => file.split(".")[0]).sort(),
    ["main", CHUNK_NAME].sort(),
  );
  for (const file of hinted)
    assert.equal(
      readFileSync(join(JS_DIR, file), "utf8").split("\n", 1)[0],
      COMPILE_HINT,
      `${file} opens with it`,
    );
});

test("no page's HTML loads the modal's chunk", () => {
  const pages = buildFiles().filter((path) => path.endsWith(".html"));
  assert.ok(pages.length > 20, "the build has its pages");
  const offenders = pages.filter((path) =>
    readFileSync(path, "utf8").includes(`/${CHUNK_NAME}.`),
  );
  assert.deepEqual(offenders, []);
});

// A stylesheet that arrives later with rules in a cascade layer makes
// Chromium lay out the whole page again: a modal stylesheet fetched on Ctrl+K
// cost a full relayout and repaint before the modal showed. Its rules ride in
// the site stylesheet, which every page carries inline.
test("opening search adds no stylesheet: the modal's styles are in the site's", () => {
  const css = buildFiles().filter((path) => path.endsWith(".css"));
  assert.deepEqual(
    css.filter((path) => path.includes(`/${CHUNK_NAME}.`)),
    [],
    `no ${CHUNK_NAME} stylesheet`,
  );
  const stylesheets = css.filter((path) =>
    /\/styles\.[0-9a-f]+\.css$/.test(path),
  );
  assert.equal(stylesheets.length, 1, "one site-wide stylesheet");
  const site = readFileSync(stylesheets[0]!, "utf8");
  assert.ok(site.includes(".DocSearch-Button"), "the button's styles");
  assert.ok(site.includes(".DocSearch-Modal"), "the modal's styles");
});

test("the local engine's worker is one script, MiniSearch included: it fetches no other before it can load the index", () => {
  const engine = scripts.filter((file) =>
    file.startsWith(`${ENGINE_CHUNK_NAME}.`),
  );
  assert.equal(engine.length, 1, `one ${ENGINE_CHUNK_NAME} script`);
  const source = readFileSync(join(JS_DIR, engine[0]!), "utf8");
  assert.ok(source.includes("MiniSearch: "), "it holds MiniSearch");
  assert.ok(!source.includes("importScripts"), "it loads no other script");
});
