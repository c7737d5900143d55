#!/usr/bin/env node
// Total blocking time from the main thread's CPU time rather than the clock:
// each task's thread time (the trace's `tdur`) ×4, Lighthouse's mobile CPU,
// summed over its excess above 50 ms. On a shared machine the clock also
// counts the time the renderer waited for a core, which made applied-
// throttling TBT vary by ±700 ms between runs; CPU time does not.
//
//   node scripts/bench-cpu-tbt.mjs --routes /docs/intro --runs 5 --dir a --dir b
//
// Builds are served like GitHub Pages from --port upwards and loaded in
// turn, route by route, in a fresh browser each time.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { median } from "./lib/median.mjs";

const { values } = parseArgs({
  options: {
    routes: { type: "string", default: "/docs/intro" },
    runs: { type: "string", default: "5" },
    dir: { type: "string", multiple: true, default: ["build"] },
    port: { type: "string", default: "4340" },
  },
});
const BASE = "/react-native-teleport";
const CPU_SLOWDOWN = 4;
const routes = values.routes.split(",");
const port = (index) => Number(values.port) + index;

/** CPU TBT of one trace: the renderer thread that ran the most script. */
function cpuTbt(traceEvents) {
  const scripts = new Map();
  for (const e of traceEvents) {
    if (e.name !== "EvaluateScript" && e.name !== "FunctionCall") continue;
    const thread = `${e.pid}:${e.tid}`;
    scripts.set(thread, (scripts.get(thread) ?? 0) + 1);
  }
  const main = [...scripts].sort((a, b) => b[1] - a[1])[0]?.[0];
  let total = 0;
  for (const e of traceEvents) {
    if (e.name !== "RunTask" || `${e.pid}:${e.tid}` !== main) continue;
    if (e.tdur === undefined) continue;
    total += Math.max(0, (CPU_SLOWDOWN * e.tdur) / 1000 - 50);
  }
  return Math.round(total);
}

async function measure(url) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
    });
    await page.route(
      (target) => target.hostname !== "127.0.0.1",
      (route) => route.abort("blockedbyclient"),
    );
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
      ],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() =>
      document.documentElement.hasAttribute("data-has-hydrated"),
    );
    // Idle-time work after hydration (route prefetching) counts too.
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return cpuTbt(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

const servers = values.dir.map((dir, index) =>
  spawn(
    process.execPath,
    ["scripts/serve-build.mjs", "--dir", dir, "--port", String(port(index))],
    { stdio: "ignore" },
  ),
);
try {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const samples = new Map();
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const route of routes) {
      for (const [index, dir] of values.dir.entries()) {
        const ms = await measure(
          `http://127.0.0.1:${port(index)}${BASE}${route}`,
        );
        const key = `${route}\t${dir}`;
        samples.set(key, [...(samples.get(key) ?? []), ms]);
        console.error(`run ${run + 1}: ${route} ${dir} CPU TBT ${ms} ms`);
      }
    }
  }
  console.log("route\tbuild\tmedian CPU TBT ms\tsamples");
  for (const [key, xs] of samples) {
    console.log(`${key}\t${median(xs)}\t${xs.join(", ")}`);
  }
} finally {
  for (const server of servers) server.kill();
}
