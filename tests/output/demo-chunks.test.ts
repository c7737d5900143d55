// The library's code ships only in the live demos' own chunks, each within
// its budget, and no page's HTML names one: a reader who never scrolls to a
// demo never downloads it. Which chunk each page loads is checked in the
// browser (tests/e2e/demos.spec.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  buildFiles,
  DEMO_CHUNKS,
  JS_DIR,
  LIBRARY_MARK,
} from "../support/build";

/** A demo (example, its highlighted source, frame, library) stays small. */
const DEMO_BUDGET = 8 * 1024;

const withLibrary = readdirSync(JS_DIR).filter((file) =>
  readFileSync(join(JS_DIR, file), "utf8").includes(LIBRARY_MARK),
);

test("only the demos' own chunks hold the library, one for each demo, each within its gzip budget", () => {
  assert.deepEqual(
    withLibrary.map((file) => file.replace(/\..*$/, "")).sort(),
    [...new Set(Object.values(DEMO_CHUNKS))].sort(),
  );
  const over = withLibrary
    .map((file) => ({
      file,
      bytes: gzipSync(readFileSync(join(JS_DIR, file))).length,
    }))
    .filter(({ bytes }) => bytes >= DEMO_BUDGET)
    .map(({ file, bytes }) => `${file}: ${bytes} B`);
  assert.deepEqual(over, []);
});

test("no page's HTML loads a demo chunk", () => {
  const pages = buildFiles().filter((path) => path.endsWith(".html"));
  assert.ok(pages.length > 20, "the build has its pages");
  const offenders = pages.flatMap((path) => {
    const html = readFileSync(path, "utf8");
    return withLibrary
      .filter((file) => html.includes(file))
      .map((file) => `${path} names ${file}`);
  });
  assert.deepEqual(offenders, []);
});
