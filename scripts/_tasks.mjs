import { chromium } from "@playwright/test";
const url = process.argv[2];
const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.route((u) => u.hostname !== "127.0.0.1", (r) => r.abort());
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true");
await page.waitForTimeout(2500);
const { profile } = await cdp.send("Profiler.stop");
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
const events = trace.traceEvents;
const nav = events.find((e) => e.name === "navigationStart" || e.name === "NavigationStart" )?.ts ?? events[0].ts;
const fcp = events.find((e) => e.name === "firstContentfulPaint")?.ts;
console.log("FCP at", fcp ? ((fcp - nav) / 1000).toFixed(0) : "?");
const tasks = events.filter((e) => e.name === "RunTask" && e.dur > 50000 * rate / 4 && e.ph === "X");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return [t, id]; });
let total = 0;
for (const task of tasks) {
  const inc = new Map(); const selfm = new Map();
  for (const [ts, id] of samples) {
    if (ts < task.ts || ts > task.ts + task.dur) continue;
    const seen = new Set(); let cur = id; let first = true;
    while (cur !== undefined) { const cf = byId.get(cur).callFrame; const name = `${cf.functionName || "anon"}@${cf.url.split("/").pop()}:${cf.columnNumber}`; if (first) { selfm.set(name, (selfm.get(name) ?? 0) + 1); first = false; } if (!seen.has(name)) { seen.add(name); inc.set(name, (inc.get(name) ?? 0) + 1); } cur = parent.get(cur); }
  }
  const n = [...inc.values()].reduce((a, b) => Math.max(a, b), 1);
  total += Math.max(0, task.dur / 1000 - 50);
  console.log(`task at ${((task.ts - nav) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
  console.log("   incl:", [...inc.entries()].filter(([k]) => !k.startsWith("(root)")).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${Math.round(100 * v / n)}%`).join(" | "));
  console.log("   self:", [...selfm.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${Math.round(100 * v / n)}%`).join(" | "));
}
console.log("sum(dur-50) over long tasks:", total.toFixed(0));
