#!/usr/bin/env node
// `npm run bench`: this site beside a reference build, medians of runs that
// alternate between the two so machine load hits both alike. Home-made
// because no tool interleaves two builds run by run; Lighthouse loads the pages.
// The reference is the base of the change, built from a temporary worktree
// (--base, by default the merge base with main), or built sites (--dir, once
// per site; the first is the one --max-work-rise compares with).
/* global window, performance, requestAnimationFrame, MessageChannel, MutationObserver */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { site } from "../src/config/site.ts";
import { algoliaStandIn, queriesOf } from "../tests/support/search.ts";
import { isAlgoliaSearch, isLocal } from "../tests/support/hosts.ts";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { DOCUSAURUS_CLI } from "./docusaurus.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    dir: { type: "string", multiple: true },
    // Lighthouse's CPU slowdown: a fast machine needs more to act a slow phone.
    cpu: { type: "string", default: "4" },
    // Fails when this site's main-thread work on a route exceeds the first
    // reference's by more than this fraction.
    "max-work-rise": { type: "string" },
  },
});
// Lighthouse and search runs per build.
const runs = 5;
const routes = ["", "docs/intro", "docs/guides/portal", "docs/guides/teleport"];
const references = values.dir
  ? values.dir.map((dir) => ({ name: dir, dir }))
  : [baseWorktree(values.base ?? git("merge-base", "HEAD", "main"))];
const [reference] = references;
const current = {
  name: "this site",
  dir: process.env.E2E_BUILD_DIR ?? "build",
};
const builds = [...references, current].map((b, i) =>
  Object.assign(b, { origin: `http://127.0.0.1:${4180 + i}` }),
);
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

function timedBuild(dir, cwd = ".") {
  const started = performance.now();
  // Node itself runs the CLI, so no shell is needed on Windows.
  const result = spawnSync(
    process.execPath,
    [DOCUSAURUS_CLI, "build", "--out-dir", resolve(dir)],
    { cwd, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`the build into ${dir} failed`);
  return (performance.now() - started) / 1000;
}

function git(...args) {
  return execFileSync("git", args, { encoding: "utf8" }).trim();
}

/**
 * The site at `ref`, checked out in a temporary worktree with this tree's
 * packages (or its own, when its lock file differs), built by `prepare()`.
 */
function baseWorktree(ref) {
  const worktree = mkdtempSync(join(tmpdir(), "bench-base-"));
  // The site's folder in the repository: "" on its own, "docs/" in the library.
  const site = join(worktree, git("rev-parse", "--show-prefix"));
  const commit = git("rev-parse", "--short", ref);
  const lock = (root) => readFileSync(join(root, "package-lock.json"), "utf8");
  return {
    name: `base ${commit}`,
    dir: join(site, "build"),
    prepare() {
      git("worktree", "add", "--detach", "--quiet", worktree, commit);
      if (lock(site) === lock("."))
        symlinkSync(
          resolve("node_modules"),
          join(site, "node_modules"),
          "junction",
        );
      else
        execFileSync("npm", ["ci", "--no-audit", "--no-fund"], {
          cwd: site,
          stdio: "ignore",
        });
      return timedBuild(join(site, "build"), site);
    },
    remove() {
      git("worktree", "remove", "--force", worktree);
    },
  };
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

// Search timings vary more than Lighthouse's and cost less: more samples a run.
const SEARCH_SAMPLES = 2;
const AUDITS = {
  "largest-contentful-paint": "LCP, ms",
  "total-blocking-time": "TBT, ms",
  "mainthread-work-breakdown": "main-thread work, ms",
  "bootup-time": "script time, ms",
  "total-byte-weight": "bytes, KB",
};

/**
 * One Lighthouse load as its CLI makes it, in a browser of its own started
 * with the CLI's flags, so the bench and `lighthouse` on the command line take
 * the same measurement. DevTools throttling applies `--cpu`× CPU and slow 4G
 * to the real load. Blocking time still varies by tens of ms from load to
 * load: read it from medians of 5.
 */
async function lighthouseRun(build, path) {
  const chrome = await launch({
    chromePath: chromiumPath() ?? chromium.executablePath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url(build, path), {
      port: chrome.port,
      logLevel: "error",
      throttlingMethod: "devtools",
      throttling: { cpuSlowdownMultiplier: Number(values.cpu) },
      onlyCategories: ["performance"],
      disableFullPageScreenshot: true,
      // Offline machine: third parties would only add failed requests.
      blockedUrlPatterns: [
        "*googletagmanager.com*",
        "*algolia*",
        "*google-analytics.com*",
      ],
    }));
  } finally {
    chrome.kill();
  }
  for (const [id, figure] of Object.entries(AUDITS)) {
    const value = lhr.audits[id]?.numericValue ?? NaN;
    const scale = figure.endsWith("KB") ? 1024 : 1;
    record(`/${path} Lighthouse ${figure}`, build, value / scale);
  }
}

/**
 * Arms a timer in the page: from the next keydown's own timestamp (so input
 * delay on a busy main thread counts) to the end of the first frame that
 * paints `selector`. It also lists the requests made meanwhile, for `elapsed`.
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
          channel.port1.onmessage = () =>
            resolve({
              time: performance.now() - start,
              requests: performance
                .getEntriesByType("resource")
                .filter((e) => e.startTime >= start)
                .map(({ name, duration }) => ({ name, duration })),
            });
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

/** The armed timer's time, less the time search requests were out: the stand-in's round trip says nothing of Algolia's. */
async function elapsed(page) {
  const { time, requests } = await page.evaluate(() => window.__timing);
  return requests
    .filter((r) => isAlgoliaSearch(r.name))
    .reduce((rest, r) => rest - r.duration, time);
}

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
      await elapsed(page),
    );
    // A reader looks at the modal for a moment before typing.
    await page.waitForTimeout(300);
    await arm(page, ".DocSearch-Modal .DocSearch-Hit");
    await page.keyboard.press("p");
    record(
      `search (${backend}) key to first hit, ms`,
      build,
      await elapsed(page),
    );
  } finally {
    await context.close();
  }
}

function table() {
  const lines = [
    `| figure (median of ${runs}, ${values.cpu}× CPU where timed, ${runs * SEARCH_SAMPLES} for search) | ${builds.map((b) => b.name).join(" | ")} |`,
    `| --- | ${builds.map(() => "---:").join(" | ")} |`,
  ];
  for (const [figure, samples] of rows) {
    const cells = builds.map((b) => {
      const m = median(samples[b.name] ?? []);
      return Number.isNaN(m) ? "–" : m.toFixed(/KB$/.test(figure) ? 1 : 0);
    });
    lines.push(`| ${figure} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

// Ctrl+C reaches the servers too: they share the bench's process group.
const servers = [];
try {
  const seconds = reference.prepare?.();
  if (seconds !== undefined) record("build time, s", reference, seconds);
  record("build time, s", current, timedBuild(current.dir));
  for (const build of builds) servers.push(await serve(build));

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  // Both builds get the same answers, from this site's records: a
  // reference may ship no local index.
  const answer = algoliaStandIn(current.dir);
  for (let run = 1; run <= runs; run += 1) {
    console.error(`run ${run} of ${runs}`);
    for (const path of routes)
      for (const build of builds) await lighthouseRun(build, path);
    for (let sample = 0; sample < SEARCH_SAMPLES; sample += 1) {
      for (const build of builds) {
        const backends = build === current ? ["algolia", "local"] : ["algolia"];
        for (const backend of backends)
          await searchRun(browser, build, backend, answer);
      }
    }
  }
  await browser.close();

  const output = table();
  console.log(output);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(join(".bench", "bench.md"), `${output}\n`);
  // Every sample, to read the run-to-run spread a margin must allow for.
  writeFileSync(
    join(".bench", "samples.json"),
    JSON.stringify(Object.fromEntries(rows), null, 1),
  );
  const rise = Number(values["max-work-rise"]);
  const risen = routes.filter((path) => {
    if (!values["max-work-rise"]) return false;
    const work = rows.get(`/${path} Lighthouse main-thread work, ms`);
    return (
      median(work[current.name]) > median(work[reference.name]) * (1 + rise)
    );
  });
  if (risen.length > 0) {
    console.error(
      `main-thread work rose more than ${rise * 100}% over ${reference.name} on /${risen.join(", /")}`,
    );
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) server.kill();
  reference.remove?.();
}
