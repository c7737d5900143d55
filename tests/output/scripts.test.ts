// The build's scripts. The library's code ships only in the live samples' own
// chunks, each within its budget, and in their editor's; the search modal's
// code is one chunk. All load when a reader shows intent, so no page's HTML
// names one. The modal and the main bundle alone open with V8's compile hint
// (src/plugins/compile-hints). Which sample chunks each page loads is checked
// in the browser (tests/e2e/demos.spec.ts); how fast pages start and the
// modal opens is measured, not tested: `npm run bench`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CHUNK_NAME, ENGINE_CHUNK_NAME } from "../../src/search";
import { COMPILE_HINT } from "../../src/plugins/compile-hints";
import { buildFiles, liveSamples, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

/** A live sample's chunk (its code and the library) stays small. */
const SAMPLE_BUDGET = 8 * 1024;

/** A name in react-native-teleport's web build that survives minification. */
const LIBRARY_MARK = "registerPendingPortal";
const JS_DIR = join(BUILD_DIR, "assets", "js");

const scripts = readdirSync(JS_DIR)
  .filter((file) => file.endsWith(".js"))
  .map((file) => ({ file, source: readFileSync(join(JS_DIR, file), "utf8") }));
const files = (list: typeof scripts) => list.map(({ file }) => file);
const withLibrary = scripts.filter(({ source }) =>
  source.includes(LIBRARY_MARK),
);
const modalChunks = scripts.filter(({ file }) =>
  file.startsWith(`${CHUNK_NAME}.`),
);

test("every live sample of a page has a chunk of its own; only those and the editor's chunk hold the library, each sample's within its gzip budget", () => {
  const onPages = sitemapRoutes().flatMap((route) => liveSamples(route));
  assert.deepEqual(
    files(scripts.filter(({ file }) => file.startsWith("live-")))
      .map((file) => file.replace(/\..*$/, ""))
      .sort(),
    [...new Set(onPages.map(({ key }) => `live-${key}`))].sort(),
  );
  // CodeMirror's; the editor lends the library to a reader's edit.
  const editor = withLibrary.filter(({ source }) =>
    source.includes("cm-editor"),
  );
  assert.equal(editor.length, 1, "one editor chunk holds the library");
  const samples = withLibrary.filter((chunk) => !editor.includes(chunk));
  assert.ok(files(samples).every((file) => file.startsWith("live-")));
  const over = samples
    .map(({ file, source }) => ({ file, bytes: gzipSync(source).length }))
    .filter(({ bytes }) => bytes >= SAMPLE_BUDGET)
    .map(({ file, bytes }) => `${file}: ${bytes} B`);
  assert.deepEqual(over, []);
});

test("the DocSearch modal is one chunk; it and the main bundle open with the compile hint, and no other script asks V8 to compile all of its functions", () => {
  assert.equal(modalChunks.length, 1, `one ${CHUNK_NAME} chunk`);
  assert.ok(modalChunks[0]!.source.includes("DocSearch-Modal"), "the modal");
  const hinted = scripts.filter(({ source }) => source.includes(COMPILE_HINT));
  assert.deepEqual(
    hinted.map(({ file }) => file.split(".")[0]).sort(),
    ["main", CHUNK_NAME].sort(),
  );
  for (const { file, source } of hinted)
    assert.equal(
      source.split("\n", 1)[0],
      COMPILE_HINT,
      `${file} opens with it`,
    );
});

test("the local engine's worker is one script, MiniSearch included: it fetches no other before it can load the index", () => {
  const engine = scripts.filter(({ file }) =>
    file.startsWith(`${ENGINE_CHUNK_NAME}.`),
  );
  assert.equal(engine.length, 1, `one ${ENGINE_CHUNK_NAME} script`);
  assert.ok(engine[0]!.source.includes("MiniSearch: "), "it holds MiniSearch");
  assert.ok(!engine[0]!.source.includes("importScripts"), "it loads no other");
});

test("no script the site ships contains Prism: code is highlighted by the build", () => {
  // Prism's grammar-extension helper, present in every copy of Prism.
  const withPrism = scripts.filter(({ source }) =>
    source.includes("insertBefore:function"),
  );
  assert.deepEqual(files(withPrism), []);
});

test("no page's HTML loads a chunk that holds the library or the modal's chunk", () => {
  const pages = buildFiles().filter((path) => path.endsWith(".html"));
  assert.ok(pages.length > 20, "the build has its pages");
  const offenders = pages.flatMap((path) => {
    const html = readFileSync(path, "utf8");
    return files([...withLibrary, ...modalChunks])
      .filter((file) => html.includes(file))
      .map((found) => `${path}: ${found}`);
  });
  assert.deepEqual(offenders, []);
});
