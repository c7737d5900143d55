#!/usr/bin/env node
// `npm run bench`: build time (Faster on vs off, median of several runs),
// then per route the first-visit bytes and a Lighthouse mobile run against
// the production build served like GitHub Pages. Prints a table and writes
// JSON to .bench/ (git-ignored). Too slow and noisy for `npm test`.
//
// `--dir a --dir b` compares existing builds instead (no build, no build
// times): the Lighthouse runs alternate between them route by route, so a
// burst of load on this shared machine hits every variant alike.
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
import { waitForServer } from "./lib/wait-for-server.mjs";
import { median } from "./lib/median.mjs";

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
    // "simulated": Lighthouse's default, which estimates a slow phone from an
    // unthrottled load. "applied": the page really runs on a 4x slower CPU
    // and a throttled network (DevTools throttling), so main-thread work
    // that the simulation models poorly (task splitting, idle callbacks)
    // shows in LCP and TBT as a phone would feel it.
    throttling: { type: "string", default: "simulated" },
    // Only these routes (comma-separated, as in the table: /docs/intro).
    routes: { type: "string" },
    // Existing build folders to measure (repeatable); each is served on its
    // own port from --port upwards.
    dir: { type: "string", multiple: true },
  },
});
if (!["simulated", "applied"].includes(values.throttling)) {
  throw new Error(
    `--throttling must be "simulated" or "applied", not "${values.throttling}"`,
  );
}

const OUT = ".bench";
const BASE = "/react-native-teleport/";
const PORT = Number(values.port);
const origin = (index) => `http://127.0.0.1:${PORT + index}`;
const DIRS = values.dir?.length ? values.dir : [join(OUT, "build")];
const chromePath = chromiumPath();
const chromeFlags = ["--headless=new", ...chromiumArgs];

function build(outDir, env = {}) {
  if (values.cold) {
    for (const dir of ["node_modules/.cache", ".docusaurus"]) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const started = process.hrtime.bigint();
  // Node itself, not npx: Windows starts npx only through a shell.
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/@docusaurus/core/bin/docusaurus.mjs",
      "build",
      "--out-dir",
      outDir,
    ],
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

const APPLIED_AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
];

async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    // The default mobile profile (4x CPU, slow 4G) either way; "devtools"
    // applies it to the real load instead of simulating it afterwards.
    throttlingMethod: values.throttling === "applied" ? "devtools" : "simulate",
    // Applied throttling measures the metrics only: the other audits do not
    // depend on throttling, and gathering them on a 4x slower CPU (coverage,
    // screenshots, image checks) made each run several times longer.
    ...(values.throttling === "applied"
      ? { onlyAudits: APPLIED_AUDITS, disableFullPageScreenshot: true }
      : {
          onlyCategories: [
            "performance",
            "accessibility",
            "best-practices",
            "seo",
          ],
        }),
    // Offline machine: third parties would only add failed requests.
    blockedUrlPatterns: [
      "*googletagmanager.com*",
      "*algolia*",
      "*google-analytics.com*",
    ],
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => {
    const audit = lhr.audits[id];
    if (audit?.errorMessage) console.error(`${id}: ${audit.errorMessage}`);
    return audit?.numericValue ?? NaN;
  };
  return {
    // Scores only when every audit ran: applied runs gather the metrics alone.
    ...(values.throttling === "applied"
      ? {}
      : {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        }),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
  };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const runs = Number(values.runs);
  const compare = Boolean(values.dir?.length);
  const buildTime =
    compare || values["skip-build-times"] ? null : buildTimes(runs);
  if (!compare && !existsSync(join(OUT, "build", "index.html"))) {
    build(join(OUT, "build"));
  }

  let chrome;
  const servers = DIRS.map((dir, index) =>
    spawn(
      process.execPath,
      ["scripts/serve-build.mjs", "--dir", dir, "--port", String(PORT + index)],
      { stdio: "ignore" },
    ),
  );
  // An interrupted bench would otherwise leave its servers holding the ports.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      for (const server of servers) server.kill();
      chrome?.kill();
      process.exit(130);
    });
  }
  try {
    const sitemap = readFileSync(join(DIRS[0], "sitemap.xml"), "utf8");
    const wanted = values.routes?.split(",").map((r) => r.trim());
    const paths = ["", ...sitemapPaths(sitemap, BASE)]
      .filter((p, i, all) => all.indexOf(p) === i)
      .filter((p) => !wanted || wanted.includes(`/${p}`));
    if (paths.length === 0)
      throw new Error(`no route matches ${values.routes}`);

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
      for (const [index, dir] of DIRS.entries()) {
        await waitForServer(`${origin(index)}${BASE}`);
        const weight = await measureRoute(
          page,
          `${origin(index)}${BASE}${path}`,
        );
        delete weight.resources;
        rows.push({
          route: `/${path}`,
          ...(compare ? { build: dir } : {}),
          url: `${origin(index)}${BASE}${path}`,
          ...weight,
          samples: [],
        });
      }
    }
    await browser.close();

    if (!values["skip-lighthouse"]) {
      const lhRuns = Number(values["lh-runs"]);
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
      try {
        // Run by run, so every row's samples spread over the whole session.
        for (let i = 0; i < lhRuns; i += 1) {
          for (const row of rows) {
            row.samples.push(await lighthouseRun(chrome.port, row.url));
            const last = row.samples.at(-1);
            console.error(
              `lighthouse ${i + 1}/${lhRuns} ${row.build ?? ""} ${row.route}: LCP ${last.lcpMs} ms, TBT ${last.tbtMs} ms`,
            );
          }
        }
        for (const row of rows) {
          const figures = Object.fromEntries(
            Object.keys(row.samples[0]).map((key) => [
              key,
              median(row.samples.map((sample) => sample[key])),
            ]),
          );
          Object.assign(row, figures);
        }
      } finally {
        await chrome.kill();
      }
    }
    for (const row of rows) {
      if (row.samples.length) row.lighthouseSamples = row.samples;
      delete row.samples;
      delete row.url;
    }

    const kb = (n) => (n / 1024).toFixed(1);
    const table = rows.map((r) => ({
      route: r.route,
      ...(compare ? { build: r.build } : {}),
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
          }),
      ...(r.lcpMs === undefined
        ? {}
        : { "LCP ms": r.lcpMs, "TBT ms": r.tbtMs, CLS: r.cls }),
    }));
    console.table(table);
    if (rows[0]?.lcpMs !== undefined) {
      const worst = (key, pick) => pick(...rows.map((r) => r[key]));
      const scores =
        rows[0].performance === undefined
          ? ""
          : `performance ${worst("performance", Math.min)}–${worst("performance", Math.max)}, ` +
            `accessibility min ${worst("accessibility", Math.min)}, best practices min ${worst("bestPractices", Math.min)}, SEO min ${worst("seo", Math.min)}, `;
      console.log(
        `Lighthouse medians of ${values["lh-runs"]} runs, ${values.throttling} throttling; across routes: ${scores}` +
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
    const json = JSON.stringify(
      { throttling: values.throttling, buildTime, routes: rows },
      null,
      2,
    );
    writeFileSync(file, json);
    writeFileSync(join(OUT, "latest.json"), json);
    console.log(`JSON written to ${file}`);
  } finally {
    for (const server of servers) server.kill();
  }
}

// Then search: Ctrl+K to a painted modal and keystroke to first hit, 4× CPU,
// on the same builds as the table (several `--dir`s are compared interleaved).
const benchSearch = () =>
  import("./lib/search-timing.mjs").then(({ benchSearch }) =>
    benchSearch({ dirs: DIRS, port: PORT + DIRS.length }),
  );

main()
  .then(benchSearch)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
