// The build's scripts. The library's code ships only in chunks that live
// samples load, the editor in one of its own; the search modal's
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
import { buildFiles } from "../support/build";
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
// CodeMirror's class, and one of sucrase's messages.
const editorChunks = scripts.filter(({ source }) =>
  ["cm-editor", "Expected either /> or >"].some((mark) =>
    source.includes(mark),
  ),
);
const modalChunks = scripts.filter(({ file }) =>
  file.startsWith(`${CHUNK_NAME}.`),
);

test("every live sample's chunk is within its gzip budget; the editor and the transpiler are one chunk, apart from them", () => {
  const samples = scripts.filter(({ file }) => file.startsWith("live-"));
  assert.ok(samples.length > 10, "the build has the samples' chunks");
  const over = samples
    .map(({ file, source }) => ({ file, bytes: gzipSync(source).length }))
    .filter(({ bytes }) => bytes >= SAMPLE_BUDGET)
    .map(({ file, bytes }) => `${file}: ${bytes} B`);
  assert.deepEqual(over, []);
  assert.equal(
    editorChunks.length,
    1,
    "one chunk holds the editor and sucrase",
  );
  assert.ok(!editorChunks[0]!.file.startsWith("live-"));
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

test("no page's HTML loads a chunk that holds the library, the editor or the modal", () => {
  const pages = buildFiles().filter((path) => path.endsWith(".html"));
  assert.ok(pages.length > 20, "the build has its pages");
  const offenders = pages.flatMap((path) => {
    const html = readFileSync(path, "utf8");
    return files([...withLibrary, ...modalChunks, ...editorChunks])
      .filter((file) => html.includes(file))
      .map((found) => `${path}: ${found}`);
  });
  assert.deepEqual(offenders, []);
});
