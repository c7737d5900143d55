// The library's code ships only in the live demos' own chunks, each within
// its budget, and no page's HTML names one: a reader who never scrolls to a
// demo never downloads it. Which chunk each page loads is checked in the
// browser (tests/e2e/demos.spec.ts). The demo apps' styles ride with them.
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
    Object.values(DEMO_CHUNKS).sort(),
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

test("the demo apps' styles load with their code, outside the stylesheet every page blocks on", () => {
  const css = buildFiles().filter((path) => path.endsWith(".css"));
  const blocking = css.filter((path) => /\/styles\.[0-9a-f]+\.css$/.test(path));
  assert.equal(blocking.length, 1, "one site-wide stylesheet");
  const site = readFileSync(blocking[0]!, "utf8");
  // CSS module classes keep their name before the hash: the phone's frame
  // (PhoneDemo/styles) is the placeholder's too; its app (PhoneDemo/app) is not.
  assert.ok(site.includes(".phone_"), "the phone's frame stays");
  assert.ok(!site.includes(".miniHost_"), "the phone app's styles left");
  const app = css.filter((path) =>
    readFileSync(path, "utf8").includes(".miniHost_"),
  );
  assert.equal(app.length, 1, "one stylesheet holds the phone app's styles");
});
