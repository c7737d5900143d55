#!/usr/bin/env node
// Times search in a real browser against served builds: Ctrl+K to the painted
// modal and the first keystroke to the first hit, on a 4× slowed CPU, for both
// backends (scripts/lib/search-timing.mjs, also run by `npm run bench`); then,
// unthrottled, the local backend's keystroke to results once its index is
// loaded. Serve a build first: `npm run serve -- --port 4205 &` then
// `node scripts/measure-search.mjs --port 4205`. Give `--port` twice (two
// builds, e.g. before and after a change) to compare them, interleaved.
// `--cpu-slowdown 1` times a desktop-class CPU instead of a phone's;
// `--breakdown` adds where each median open and first hit spent its time.
/* global window, performance, requestAnimationFrame, MutationObserver */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import {
  BASE,
  CPU_SLOWDOWN,
  measureSearchOpen,
  printBreakdowns,
  printSearchOpen,
} from "./lib/search-timing.mjs";
import { median } from "./lib/median.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", multiple: true, default: ["4173"] },
    runs: { type: "string", default: "5" },
    "cpu-slowdown": { type: "string", default: String(CPU_SLOWDOWN) },
    "skip-typing": { type: "boolean", default: false },
    breakdown: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const targets = values.port.map((port) => ({
  name: `:${port}`,
  origin: `http://127.0.0.1:${port}`,
}));

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});

const rows = await measureSearchOpen(browser, targets, {
  runs,
  slowdown: Number(values["cpu-slowdown"]),
  breakdown: values.breakdown,
  log: (line) => console.error(line),
});
printSearchOpen(rows);
if (values.breakdown) printBreakdowns(rows);

/**
 * Times one key press: from its keydown to the frame after the first hit's
 * highlight reads `word`, i.e. the new query's results are on screen.
 */
async function timeKey(page, key, word) {
  await page.evaluate((expected) => {
    window.__searchTiming = new Promise((resolve) => {
      let start = 0;
      document.addEventListener(
        "keydown",
        () => {
          start = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        const mark = document.querySelector(".DocSearch-Hit mark");
        if (start && mark?.textContent?.toLowerCase() === expected) {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        }
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
  }, word.toLowerCase());
  await page.keyboard.press(key);
  return page.evaluate(() => window.__searchTiming);
}

if (!values["skip-typing"]) {
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${targets[0].origin}${BASE}docs/intro?search-backend=local`);
  await page.waitForSelector("html[data-has-hydrated=true]");
  await page.keyboard.press("Control+k");
  await page.getByRole("searchbox").waitFor();
  const warm = [];
  const queries = ["useportal", "teleport", "portalhost", "ishostavailable"];
  for (let i = 0; i < runs; i++) {
    for (const query of queries) {
      await page.getByRole("searchbox").fill(query.slice(0, -1));
      await page.waitForTimeout(100);
      warm.push(await timeKey(page, query.at(-1), query));
    }
  }
  await context.close();
  const list = (xs) => xs.map((v) => v.toFixed(0)).join(", ");
  console.log(
    `local, unthrottled, keystroke to results with the index loaded (${targets[0].name}): median ${median(warm).toFixed(0)} ms (${warm.length} runs: ${list(warm)})`,
  );
}
await browser.close();
