// The search modal's code is one chunk that no page loads up front (it loads
// when a reader shows intent), and that chunk alone opens with V8's compile
// hint, so its functions compile off the main thread before Ctrl+K.
// How fast the modal opens is measured, not tested: `npm run bench`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHUNK_NAME, COMPILE_HINT } from "../../src/search/chunk";
import { buildFiles, JS_DIR } from "../support/build";

const scripts = readdirSync(JS_DIR).filter((file) => file.endsWith(".js"));
const modalChunks = scripts.filter((file) => file.startsWith(`${CHUNK_NAME}.`));

test("the DocSearch modal is one chunk that opens with the compile hint, and no other script asks V8 to compile all of its functions", () => {
  assert.equal(modalChunks.length, 1, `one ${CHUNK_NAME} chunk`);
  const source = readFileSync(join(JS_DIR, modalChunks[0]!), "utf8");
  assert.equal(source.split("\n", 1)[0], COMPILE_HINT);
  assert.ok(source.includes("DocSearch-Modal"), "it holds the modal");
  const hinted = scripts.filter(
    (file) =>
      file !== modalChunks[0] &&
      readFileSync(join(JS_DIR, file), "utf8").includes(COMPILE_HINT),
  );
  assert.deepEqual(hinted, []);
});

test("no page's HTML loads the modal's chunk", () => {
  const pages = buildFiles().filter((path) => path.endsWith(".html"));
  assert.ok(pages.length > 20, "the build has its pages");
  const offenders = pages.filter((path) =>
    readFileSync(path, "utf8").includes(`/${CHUNK_NAME}.`),
  );
  assert.deepEqual(offenders, []);
});

test("the modal's styles load with it, outside the stylesheet every page blocks on", () => {
  const css = buildFiles().filter((path) => path.endsWith(".css"));
  const modalCss = css.filter((path) => path.includes(`/${CHUNK_NAME}.`));
  assert.equal(modalCss.length, 1, `one ${CHUNK_NAME} stylesheet`);
  assert.ok(readFileSync(modalCss[0]!, "utf8").includes(".DocSearch-Modal"));
  const blocking = css.filter((path) => /\/styles\.[0-9a-f]+\.css$/.test(path));
  assert.equal(blocking.length, 1, "one site-wide stylesheet");
  const site = readFileSync(blocking[0]!, "utf8");
  assert.ok(site.includes(".DocSearch-Button"), "the button's styles stay");
  assert.ok(!site.includes(".DocSearch-Modal"), "the modal's styles left");
});
