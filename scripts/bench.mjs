#!/usr/bin/env node
// `npm run bench`: this site beside a reference build, medians of runs that
// alternate between the two so machine load hits both alike. Home-made
// because no tool interleaves two builds run by run; Lighthouse loads the pages.
//
//   npm run bench -- [--skip-build-times] [--runs 3] [--routes /docs/intro,…]
//                    [--dir <reference build>] [--site <this site's build>]
/* global window, performance, requestAnimationFrame, MessageChannel, MutationObserver */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { site } from "../src/config/site.ts";
import {
  algoliaStandIn,
  buildRecords,
  queriesOf,
} from "../tests/support/algolia.ts";
import { isAlgoliaSearch, isLocal } from "../tests/support/hosts.ts";
import { budgets, measureRoute } from "../tests/support/weight.ts";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const { values } = parseArgs({
  options: {
    // The library's current site, built (see its README).
    dir: { type: "string", default: "../shared/anchor-site/build" },
    site: { type: "string", default: process.env.E2E_BUILD_DIR ?? "build" },
    // Lighthouse and search runs per build; builds are timed --build-runs times.
    runs: { type: "string", default: "3" },
    "build-runs": { type: "string", default: "1" },
    "skip-build-times": { type: "boolean", default: false },
    routes: { type: "string", default: "/docs/intro,/docs/guides/portal" },
    // The builds are served from --port upwards, one port each.
    port: { type: "string", default: "4180" },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(",").map((r) => r.trim().replace(/^\//, ""));
const builds = [
  { name: "reference", dir: values.dir },
  { name: "this site", dir: values.site },
].map((b, i) => ({
  ...b,
  origin: `http://127.0.0.1:${Number(values.port) + i}`,
}));
const url = (build, path) => `${build.origin}${site.baseUrl}${path}`;

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length ? (s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2) : NaN;
};
// Rows of the table, in insertion order: figure → { build name → samples }.
const rows = new Map();
const record = (figure, build, value) => {
  if (!rows.has(figure)) rows.set(figure, {});
  (rows.get(figure)[build.name] ??= []).push(value);
};
const log = (line) => console.error(line);

function timedBuild(dir) {
  const started = performance.now();
  // Node itself runs the CLI, so no shell is needed on Windows.
  const cli = "node_modules/@docusaurus/core/bin/docusaurus.mjs";
  const result = spawnSync(process.execPath, [cli, "build", "--out-dir", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`the build into ${dir} failed`);
  return (performance.now() - started) / 1000;
}

/** Serves `build` like GitHub Pages; fails if its port is taken (another build would answer). */
async function serve(build) {
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/serve-build.mjs", "--dir", build.dir].concat([
      "--port",
      new URL(build.origin).port,
    ]),
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve);
    server.once("exit", () =>
      reject(new Error(`${build.dir} could not be served at ${build.origin}`)),
    );
  });
  return server;
}

/** Bytes per route, gzip, as every-route.spec.ts weighs them (no runs: they do not vary). */
async function weigh(browser) {
  for (const path of routes) {
    for (const build of builds) {
      // A page of its own (a new context): a first visit, nothing cached.
      const page = await browser.newPage();
      await page.route(
        (u) => !isLocal(u.href),
        (route) => route.abort(),
      );
      const w = await measureRoute(page, url(build, path));
      await page.close();
      const kb = (bytes) => bytes / 1024;
      record(
        `/${path} HTML + blocking CSS, KB`,
        build,
        kb(w.html + w.blockingCss),
      );
      record(`/${path} first-load JS, KB`, build, kb(w.firstLoadJs));
      record(`/${path} all JS, KB`, build, kb(w.js));
      record(`/${path} total, KB`, build, kb(w.total));
    }
  }
}

/** One Lighthouse load: DevTools throttling applies 4× CPU and slow 4G to the real load. */
async function lighthouseRun(port, build, path) {
  const { lhr } = await lighthouse(url(build, path), {
    port,
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: "devtools",
    onlyAudits: [
      "largest-contentful-paint",
      "total-blocking-time",
      "total-byte-weight",
    ],
    disableFullPageScreenshot: true,
    // Offline machine: third parties would only add failed requests.
    blockedUrlPatterns: [
      "*googletagmanager.com*",
      "*algolia*",
      "*google-analytics.com*",
    ],
  });
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  record(
    `/${path} Lighthouse LCP, ms`,
    build,
    value("largest-contentful-paint"),
  );
  record(`/${path} Lighthouse TBT, ms`, build, value("total-blocking-time"));
  record(
    `/${path} Lighthouse bytes, KB`,
    build,
    value("total-byte-weight") / 1024,
  );
}

/**
 * Arms a timer in the page: from the next keydown's own timestamp (so input
 * delay on a busy main thread counts) to the end of the first frame that
 * paints `selector`, less the time search requests were out (the stand-in's
 * round trip says nothing of Algolia's).
 */
const arm = (page, selector) =>
  page.evaluate((target) => {
    window.__timing = new Promise((resolve) => {
      let start = 0;
      const check = () => {
        const element = document.querySelector(target);
        if (!start || !element?.getBoundingClientRect().height) return;
        observer.disconnect();
        // rAF runs before the frame's layout and paint; a message posted
        // from it arrives once that frame is done.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const waited = performance
              .getEntriesByType("resource")
              .filter(
                (e) => e.name.endsWith("/queries") && e.startTime >= start,
              )
              .reduce((sum, e) => sum + e.duration, 0);
            resolve(performance.now() - start - waited);
          };
          channel.port2.postMessage(null);
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
      });
      window.addEventListener(
        "keydown",
        (e) => {
          start = e.timeStamp;
          check();
        },
        { capture: true, once: true },
      );
    });
  }, selector);

/** Ctrl+K to the painted modal, then "p" to the first painted hit, on a 4× slowed CPU. */
async function searchRun(browser, build, backend, answer) {
  const context = await browser.newContext();
  try {
    await context.route(
      (u) => !isLocal(u.href),
      (route) =>
        isAlgoliaSearch(route.request().url())
          ? route.fulfill({
              json: answer(queriesOf(route.request().postData())),
            })
          : route.abort("blockedbyclient"),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url(build, `docs/intro?search-backend=${backend}`));
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: "attached",
    });
    await page.waitForLoadState("networkidle");
    await arm(page, ".DocSearch-Modal #docsearch-input");
    await page.keyboard.press("Control+k");
    record(
      `search (${backend}) Ctrl+K to modal, ms`,
      build,
      await page.evaluate(() => window.__timing),
    );
    // A reader looks at the modal for a moment before typing.
    await page.waitForTimeout(300);
    await arm(page, ".DocSearch-Modal .DocSearch-Hit");
    await page.keyboard.press("p");
    record(
      `search (${backend}) key to first hit, ms`,
      build,
      await page.evaluate(() => window.__timing),
    );
  } finally {
    await context.close();
  }
}

function table() {
  const kb = /KB$/;
  const budget = {
    "first-load JS, KB": budgets.firstLoadJs,
    "total, KB": budgets.total,
  };
  const lines = [
    `| figure (median of ${runs} where timed) | ${builds.map((b) => b.name).join(" | ")} | budget |`,
    `| --- | ${builds.map(() => "---:").join(" | ")} | ---: |`,
  ];
  for (const [figure, samples] of rows) {
    const cells = builds.map((b) => {
      const m = median(samples[b.name] ?? []);
      return Number.isNaN(m) ? "–" : m.toFixed(kb.test(figure) ? 1 : 0);
    });
    const limit = Object.entries(budget).find(([end]) => figure.endsWith(end));
    lines.push(
      `| ${figure} | ${cells.join(" | ")} | ${limit ? (limit[1] / 1024).toFixed(0) : ""} |`,
    );
  }
  return lines.join("\n");
}

const servers = [];
let chrome;
const stop = () => {
  for (const server of servers) server.kill();
  chrome?.kill();
};
process.once("SIGINT", () => {
  stop();
  process.exit(130);
});
try {
  const current = builds[1];
  if (!values["skip-build-times"]) {
    for (let i = 0; i < Number(values["build-runs"]); i += 1) {
      record("build time, s", current, timedBuild(current.dir));
      log(
        `build ${i + 1}: ${rows.get("build time, s")[current.name].at(-1).toFixed(1)} s`,
      );
    }
  }
  for (const build of builds) servers.push(await serve(build));

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  await weigh(browser);
  // The reference ships no local index; the stand-in answers it from this site's records.
  const answers = builds.map((b) =>
    algoliaStandIn(
      buildRecords(
        existsSync(join(b.dir, "search-index.json")) ? b.dir : current.dir,
      ),
    ),
  );
  const cells = builds.flatMap((build, i) =>
    (build === current ? ["algolia", "local"] : ["algolia"]).map((backend) => ({
      build,
      backend,
      answer: answers[i],
    })),
  );
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  for (let run = 1; run <= runs; run += 1) {
    for (const path of routes) {
      for (const build of builds) {
        await lighthouseRun(chrome.port, build, path);
        log(`run ${run}: Lighthouse ${build.name} /${path}`);
      }
    }
    for (const { build, backend, answer } of cells) {
      await searchRun(browser, build, backend, answer);
      log(`run ${run}: search ${build.name} ${backend}`);
    }
  }
  await browser.close();

  const output = table();
  console.log(output);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(join(".bench", "bench.md"), `${output}\n`);
} finally {
  stop();
}
