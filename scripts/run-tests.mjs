#!/usr/bin/env node
// Runs every *.test.ts of a folder with Node's test runner. The file list is
// read here rather than from a shell glob: Windows shells do not expand one,
// and Node 20's --test does not either. Start it with `node --import tsx`;
// the test files' own processes inherit that loader.
//   node --import tsx scripts/run-tests.mjs <folder> [--concurrency N]
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { run } from "node:test";
import { spec } from "node:test/reporters";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { concurrency: { type: "string" } },
});
const folder = positionals[0];
if (!folder) throw new Error("usage: run-tests.mjs <folder> [--concurrency N]");
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".test.ts"))
  .sort()
  .map((name) => join(folder, name));
if (files.length === 0) throw new Error(`${folder} has no *.test.ts file`);

run({ files, concurrency: Number(values.concurrency ?? 1) })
  .on("test:fail", () => {
    process.exitCode = 1;
  })
  .compose(spec)
  .pipe(process.stdout);
