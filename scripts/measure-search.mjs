#!/usr/bin/env node
// Measures the local search backend in a real browser: the time from a
// keystroke in the DocSearch modal to its results on screen, cold (the first
// keystroke after opening, which loads the index) and warm. Serve a build
// first: `npm run serve -- --port 4205 &` then
// `node scripts/measure-search.mjs --port 4205`.
/* global window, performance, requestAnimationFrame, MutationObserver */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4173" },
    runs: { type: "string", default: "7" },
  },
});
const base = `http://127.0.0.1:${values.port}/react-native-teleport/`;
const runs = Number(values.runs);
const executablePath =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox"],
});

/** A page with the modal open on the local backend, offline for third parties. */
async function openModal() {
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${base}docs/intro?search-backend=local`);
  await page.waitForSelector("html[data-has-hydrated=true]");
  await page
    .getByRole("button", { name: /search/i })
    .first()
    .click();
  await page.getByRole("searchbox").waitFor();
  return { context, page };
}

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

const cold = [];
for (let i = 0; i < runs; i++) {
  const { context, page } = await openModal();
  cold.push(await timeKey(page, "t", "t"));
  await context.close();
}

const warm = [];
const { context, page } = await openModal();
const queries = ["useportal", "teleport", "portalhost", "ishostavailable"];
for (let i = 0; i < runs; i++) {
  for (const query of queries) {
    await page.getByRole("searchbox").fill(query.slice(0, -1));
    await page.waitForTimeout(100);
    warm.push(await timeKey(page, query.at(-1), query));
  }
}
await context.close();
await browser.close();

const list = (values) => values.map((v) => v.toFixed(0)).join(", ");
console.log(
  `cold, first keystroke after opening: median ${median(cold).toFixed(0)} ms (${cold.length} runs: ${list(cold)})`,
);
console.log(
  `warm, keystroke to results: median ${median(warm).toFixed(0)} ms (${warm.length} runs: ${list(warm)})`,
);
