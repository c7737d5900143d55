// How fast search opens on a phone-class CPU: Chromium slowed 4× (CDP
// Emulation.setCPUThrottlingRate), a fresh page each time, Ctrl+K timed from
// its keydown to the first frame that paints the modal's input, then the first
// keystroke to the first hit on screen. Both backends: Algolia (answered by a
// route from the build's own records, so no request leaves the machine) and
// the local index. Ctrl+K is pressed right after hydration and again after 2 s
// of idle time, since what loads at idle differs between the two. Used by
// scripts/measure-search.mjs and `npm run bench`.
/* global window, performance, requestAnimationFrame, MutationObserver, MessageChannel, PerformanceObserver */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { URLSearchParams } from "node:url";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { waitForServer } from "./wait-for-server.mjs";
import { frameBreakdown, medianBreakdown } from "./frame-breakdown.mjs";
import { median } from "./median.mjs";

export const BASE = "/react-native-teleport/";
/** A mid-range phone against a desktop, as Lighthouse's mobile runs assume. */
export const CPU_SLOWDOWN = 4;
const IDLE_MS = 2000;
// A reader looks at the opened modal for a moment before typing.
const BEFORE_TYPING_MS = 300;
const FIRST_KEY = "p";

export const scenarios = [
  { backend: "algolia", wait: "hydrated" },
  { backend: "algolia", wait: "idle" },
  { backend: "local", wait: "hydrated" },
  { backend: "local", wait: "idle" },
];

/**
 * Answers Algolia's multi-query requests the way the hosted index would, with
 * the site's own engine over the build's records: realistic hits, highlights
 * and snippets, in Algolia's response shape.
 */
async function algoliaAnswerer(origin) {
  const engineUrl = new URL(
    "../../src/search/client/engine.ts",
    import.meta.url,
  );
  const recordsUrl = new URL(
    "../../src/search/build/records.ts",
    import.meta.url,
  );
  const [{ createEngine }, { expandIndex }] = await Promise.all([
    tsImport(engineUrl.href, import.meta.url),
    tsImport(recordsUrl.href, import.meta.url),
  ]);
  const index = await (await fetch(`${origin}${BASE}search-index.json`)).json();
  const engine = createEngine(expandIndex(index));
  return (route) => {
    const { requests = [] } = JSON.parse(route.request().postData() ?? "{}");
    const results = requests.map(({ params, ...rest }, i) => ({
      ...engine.search({
        ...rest,
        ...(typeof params === "string"
          ? Object.fromEntries(new URLSearchParams(params))
          : params),
      }),
      queryID: `${Date.now().toString(16)}${i}`.padEnd(32, "0"),
    }));
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ results }),
    });
  };
}

/**
 * Arms a timer in the page: from the next keydown's event time (so a busy main
 * thread's input delay counts) to the end of the first frame in which
 * `selector` is laid out with a size, i.e. painted.
 */
function arm(page, selector) {
  return page.evaluate((target) => {
    window.__searchTiming = new Promise((resolve) => {
      let start = 0;
      window.addEventListener(
        "keydown",
        (event) => {
          start = event.timeStamp;
          check();
        },
        { capture: true, once: true },
      );
      const shown = () => {
        const element = document.querySelector(target);
        return element && element.getBoundingClientRect().height > 0;
      };
      let done = false;
      function check() {
        if (done || !start || !shown()) return;
        done = true;
        observer.disconnect();
        // rAF runs before the frame's style, layout and paint; a message
        // posted from it arrives once that frame's work is done.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const end = performance.now();
            // Time spent waiting on search requests (the stand-in for
            // Algolia's network), so the page's own share can be told apart.
            const network = performance
              .getEntriesByType("resource")
              .filter(
                (e) => e.name.includes("/queries") && e.startTime >= start,
              )
              .reduce((sum, e) => sum + e.duration, 0);
            resolve({ total: end - start, network, start, end });
          };
          channel.port2.postMessage(null);
        });
      }
      const observer = new MutationObserver(check);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
  }, selector);
}

/**
 * Starts recording the page's long animation frames, for breakdownOf to
 * collect once the timed interaction is over (see frame-breakdown.mjs).
 */
function recordFrames(page) {
  return page.evaluate(() => {
    const seen = [];
    const observer = new PerformanceObserver((list) => {
      seen.push(...list.getEntries().map((e) => e.toJSON()));
    });
    observer.observe({ type: "long-animation-frame" });
    window.__searchFrames = () => {
      seen.push(...observer.takeRecords().map((e) => e.toJSON()));
      observer.disconnect();
      return seen;
    };
  });
}

const result = (page) => page.evaluate(() => window.__searchTiming);

// The browser reports a long frame a moment after it ends.
const FRAME_REPORT_MS = 300;

async function breakdownOf(page, { start, end }) {
  await page.waitForTimeout(FRAME_REPORT_MS);
  return frameBreakdown(
    await page.evaluate(() => window.__searchFrames()),
    start,
    end,
  );
}

async function runOnce(
  browser,
  target,
  scenario,
  answerAlgolia,
  { slowdown, breakdown },
) {
  const context = await browser.newContext();
  try {
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) =>
        /algolia/.test(new URL(route.request().url()).hostname) &&
        route.request().url().includes("/queries")
          ? answerAlgolia(route)
          : route.abort("blockedbyclient"),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(
      `${target.origin}${BASE}docs/intro?search-backend=${scenario.backend}`,
    );
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: "attached",
    });
    if (scenario.wait === "idle") await page.waitForTimeout(IDLE_MS);

    if (breakdown) await recordFrames(page);
    await arm(page, ".DocSearch-Modal #docsearch-input");
    await page.keyboard.press("Control+k");
    const opened = await result(page);
    const openParts = breakdown && (await breakdownOf(page, opened));

    await page.waitForTimeout(BEFORE_TYPING_MS);
    if (breakdown) await recordFrames(page);
    await arm(page, ".DocSearch-Modal .DocSearch-Hit");
    await page.keyboard.press(FIRST_KEY);
    const hit = await result(page);
    return {
      open: opened.total,
      firstHit: hit.total - hit.network,
      network: hit.network,
      ...(breakdown && { openParts, hitParts: await breakdownOf(page, hit) }),
    };
  } finally {
    await context.close();
  }
}

/**
 * Times every scenario `runs` times on every target ({ name, origin }),
 * interleaved (target, then scenario, rotated each round) so machine load
 * drifts evenly across them. Returns one row per target and scenario; with
 * `breakdown`, each row also says where the open's and the first hit's time
 * went (medians, from long animation frames).
 */
export async function measureSearchOpen(
  browser,
  targets,
  { runs = 5, slowdown = CPU_SLOWDOWN, breakdown = false, log = () => {} } = {},
) {
  const answerers = await Promise.all(
    targets.map((t) => algoliaAnswerer(t.origin)),
  );
  const samples = new Map();
  const key = (t, s) => `${t}|${s.backend}|${s.wait}`;
  const cells = targets.flatMap((target, t) =>
    scenarios.map((scenario) => ({ target, t, scenario })),
  );
  for (let round = 0; round < runs; round += 1) {
    const shift = round % cells.length;
    for (const { target, t, scenario } of [
      ...cells.slice(shift),
      ...cells.slice(0, shift),
    ]) {
      const sample = await runOnce(browser, target, scenario, answerers[t], {
        slowdown,
        breakdown,
      });
      const k = key(t, scenario);
      samples.set(k, [...(samples.get(k) ?? []), sample]);
      log(
        `${target.name} ${scenario.backend}/${scenario.wait} run ${round + 1}: open ${sample.open.toFixed(0)} ms, first hit ${sample.firstHit.toFixed(0)} ms (+ ${sample.network.toFixed(0)} ms request)`,
      );
    }
  }
  return cells.map(({ target, t, scenario }) => {
    const runsOf = samples.get(key(t, scenario));
    const open = runsOf.map((r) => r.open);
    const firstHit = runsOf.map((r) => r.firstHit);
    const network = runsOf.map((r) => r.network);
    return {
      target: target.name,
      ...scenario,
      runs: runsOf.length,
      slowdown,
      openMedian: median(open),
      firstHitMedian: median(firstHit),
      networkMedian: median(network),
      open,
      firstHit,
      network,
      ...(breakdown && {
        openParts: medianBreakdown(runsOf.map((r) => r.openParts)),
        hitParts: medianBreakdown(runsOf.map((r) => r.hitParts)),
      }),
    };
  });
}

/** Prints each row's breakdowns: the parts of a median open and first hit. */
export function printBreakdowns(rows) {
  const ms = (x) => `${Math.round(x)} ms`;
  for (const row of rows) {
    for (const [what, parts] of [
      ["open", row.openParts],
      ["first hit", row.hitParts],
    ]) {
      console.log(
        `\n${row.target} ${row.backend}/${row.wait}, ${what}: ${ms(parts.total)} from keydown to paint, request included (medians of each part, so they need not add up)`,
      );
      for (const [invoker, time] of Object.entries(parts.scripts)) {
        console.log(`  ${ms(time).padStart(7)}  script: ${invoker}`);
      }
      console.log(
        `  ${ms(parts.forcedLayout).padStart(7)}  of which style and layout forced by scripts`,
      );
      console.log(
        `  ${ms(parts.styleAndLayout).padStart(7)}  frames' own style and layout`,
      );
      console.log(
        `  ${ms(parts.unattributed).padStart(7)}  outside frames longer than 50 ms (the request, tasks under 50 ms, paint)`,
      );
    }
  }
}

export function printSearchOpen(rows) {
  console.table(
    rows.map((r) => ({
      ...(new Set(rows.map((x) => x.target)).size > 1 && { build: r.target }),
      backend: r.backend,
      "Ctrl+K after": r.wait === "idle" ? `${IDLE_MS / 1000} s idle` : r.wait,
      "open ms (median)": Math.round(r.openMedian),
      "first hit ms (median)": Math.round(r.firstHitMedian),
      "+ request ms": Math.round(r.networkMedian),
      "open runs": r.open.map(Math.round).join(" "),
      "first hit runs": r.firstHit.map(Math.round).join(" "),
    })),
  );
  console.log(
    `Search timings: ${rows[0]?.slowdown}× CPU slowdown, a fresh page per run, medians of ${rows[0]?.runs} runs; open = Ctrl+K keydown to the painted modal, first hit = "${FIRST_KEY}" keydown to the first painted hit, less the time its search request was out (Algolia's stand-in is a Playwright route: its round trip says nothing of Algolia's; it is shown apart)`,
  );
}

/**
 * `npm run bench`'s search section: serves each of `dirs` (from `port` on),
 * measures them interleaved, prints, writes JSON.
 */
export async function benchSearch({ dirs, port, runs = 5, out = ".bench" }) {
  const targets = dirs.map((dir, i) => ({
    name: dir,
    origin: `http://127.0.0.1:${port + i}`,
  }));
  const servers = dirs.map((dir, i) =>
    spawn(
      process.execPath,
      ["scripts/serve-build.mjs", "--dir", dir, "--port", String(port + i)],
      { stdio: "ignore" },
    ),
  );
  try {
    await Promise.all(targets.map((t) => waitForServer(`${t.origin}${BASE}`)));
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
    });
    try {
      const rows = await measureSearchOpen(browser, targets, {
        runs,
        log: (line) => console.error(line),
      });
      printSearchOpen(rows);
      mkdirSync(out, { recursive: true });
      writeFileSync(
        join(out, "search-latest.json"),
        JSON.stringify(rows, null, 2),
      );
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.kill();
  }
}
