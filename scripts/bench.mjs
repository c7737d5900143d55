#!/usr/bin/env node
// `npm run bench`: build time (Faster on vs off, median of several runs),
// then per route the first-visit bytes and a Lighthouse mobile run against
// the production build served like GitHub Pages. Prints a table and writes
// JSON to .bench/ (git-ignored). Too slow and noisy for `npm test`.
import { spawn, spawnSync } from "node:child_process";
import {
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets, measureRoute, sitemapPaths } from "./lib/weight.mjs";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    // Lighthouse runs per route; the table shows the median of each figure.
    "lh-runs": { type: "string", default: "3" },
    // Clears the bundlers' caches before every timed build.
    cold: { type: "boolean", default: false },
    "skip-build-times": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    port: { type: "string", default: "4180" },
  },
});

const OUT = ".bench";
const BASE = "/react-native-teleport/";
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const chromePath = chromiumPath();
const chromeFlags = ["--headless=new", ...chromiumArgs];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function build(outDir, env = {}) {
  if (values.cold) {
    for (const dir of ["node_modules/.cache", ".docusaurus"]) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const started = process.hrtime.bigint();
  const result = spawnSync(
    "npx",
    ["docusaurus", "build", "--out-dir", outDir],
    { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] },
  );
  if (result.status !== 0) {
    throw new Error(`build failed:\n${result.stderr.toString()}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function buildTimes(runs) {
  // One untimed build each first, so both sides are measured warm.
  const times = { faster: [], webpack: [] };
  build(join(OUT, "build"));
  build(join(OUT, "build-webpack"), { DOCUSAURUS_FASTER: "false" });
  for (let i = 0; i < runs; i += 1) {
    times.faster.push(build(join(OUT, "build")));
    times.webpack.push(
      build(join(OUT, "build-webpack"), { DOCUSAURUS_FASTER: "false" }),
    );
    console.error(
      `build run ${i + 1}/${runs}: faster ${times.faster.at(-1).toFixed(1)} s, webpack ${times.webpack.at(-1).toFixed(1)} s`,
    );
  }
  return {
    runs,
    fasterMedian: median(times.faster),
    webpackMedian: median(times.webpack),
    ratio: median(times.webpack) / median(times.faster),
    samples: times,
  };
}

async function waitForServer(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Offline machine: third parties would only add failed requests.
    blockedUrlPatterns: [
      "*googletagmanager.com*",
      "*algolia*",
      "*google-analytics.com*",
    ],
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
  };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const runs = Number(values.runs);
  const buildTime = values["skip-build-times"] ? null : buildTimes(runs);
  if (!existsSync(join(OUT, "build", "index.html"))) build(join(OUT, "build"));

  const server = spawn(
    process.execPath,
    [
      "scripts/serve-build.mjs",
      "--dir",
      join(OUT, "build"),
      "--port",
      String(PORT),
    ],
    { stdio: "ignore" },
  );
  try {
    await waitForServer(`${ORIGIN}${BASE}`);
    const sitemap = readFileSync(join(OUT, "build", "sitemap.xml"), "utf8");
    const paths = ["", ...sitemapPaths(sitemap, BASE)].filter(
      (p, i, all) => all.indexOf(p) === i,
    );

    const browser = await chromium.launch({
      executablePath: chromePath,
      args: chromiumArgs,
    });
    const page = await browser.newPage();
    await page.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort("blockedbyclient"),
    );
    const rows = [];
    for (const path of paths) {
      const weight = await measureRoute(page, `${ORIGIN}${BASE}${path}`);
      delete weight.resources;
      rows.push({ route: `/${path}`, ...weight });
    }
    await browser.close();

    if (!values["skip-lighthouse"]) {
      const lhRuns = Number(values["lh-runs"]);
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
      try {
        for (const row of rows) {
          const samples = [];
          for (let i = 0; i < lhRuns; i += 1) {
            samples.push(
              await lighthouseRun(
                chrome.port,
                `${ORIGIN}${BASE}${row.route.slice(1)}`,
              ),
            );
          }
          const figures = Object.fromEntries(
            Object.keys(samples[0]).map((key) => [
              key,
              median(samples.map((sample) => sample[key])),
            ]),
          );
          Object.assign(row, figures, { lighthouseSamples: samples });
          console.error(
            `lighthouse ${row.route}: performance ${samples.map((x) => x.performance).join(", ")}`,
          );
        }
      } finally {
        await chrome.kill();
      }
    }

    const kb = (n) => (n / 1024).toFixed(1);
    const table = rows.map((r) => ({
      route: r.route,
      "JS first-load KB": kb(r.firstLoadJs),
      "JS all KB": kb(r.js),
      "CSS KB": kb(r.css),
      "HTML KB": kb(r.html),
      "total KB": kb(r.total),
      ...(r.performance === undefined
        ? {}
        : {
            perf: r.performance,
            a11y: r.accessibility,
            bp: r.bestPractices,
            seo: r.seo,
            "LCP ms": r.lcpMs,
            "TBT ms": r.tbtMs,
            CLS: r.cls,
          }),
    }));
    console.table(table);
    if (rows[0]?.performance !== undefined) {
      const worst = (key, pick) => pick(...rows.map((r) => r[key]));
      console.log(
        `Lighthouse medians of ${values["lh-runs"]} runs; across routes: performance ${worst("performance", Math.min)}–${worst("performance", Math.max)}, ` +
          `accessibility min ${worst("accessibility", Math.min)}, best practices min ${worst("bestPractices", Math.min)}, SEO min ${worst("seo", Math.min)}, ` +
          `LCP max ${worst("lcpMs", Math.max)} ms, TBT max ${worst("tbtMs", Math.max)} ms, CLS max ${worst("cls", Math.max)}`,
      );
    }
    if (buildTime) {
      console.log(
        `${values.cold ? "cold" : "warm"} build time (median of ${runs}): Faster ${buildTime.fasterMedian.toFixed(1)} s, webpack + Babel ${buildTime.webpackMedian.toFixed(1)} s, ratio ${buildTime.ratio.toFixed(2)}x`,
      );
    }
    console.log(
      `budgets: first-load JS ${kb(budgets.firstLoadJs)} KB, total ${kb(budgets.total)} KB per route`,
    );
    const file = join(
      OUT,
      `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    writeFileSync(file, JSON.stringify({ buildTime, routes: rows }, null, 2));
    writeFileSync(
      join(OUT, "latest.json"),
      JSON.stringify({ buildTime, routes: rows }, null, 2),
    );
    console.log(`JSON written to ${file}`);
  } finally {
    server.kill();
  }
}

// Then search: Ctrl+K to a painted modal and keystroke to first hit, 4× CPU.
const benchSearch = () =>
  import("./lib/search-timing.mjs").then(({ benchSearch }) =>
    benchSearch({ dir: join(OUT, "build"), port: PORT + 1 }),
  );

main()
  .then(benchSearch)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
