import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.route((u) => u.hostname !== "127.0.0.1", (r) => r.abort());
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true");
await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = new Map(); profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const self = new Map();
for (const n of profile.nodes) { const cf = n.callFrame; const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0)); }
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), k);
// total per function name (inclusive), walking tree
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const n of profile.nodes) { const t = dt.get(n.id) ?? 0; if (!t) continue; const seen = new Set(); let cur = n.id; while (cur !== undefined) { const m = byId.get(cur); const name = m.callFrame.functionName; if (name && !seen.has(name)) { seen.add(name); incl.set(name, (incl.get(name) ?? 0) + t); } cur = parent.get(cur); } }
console.log("---- inclusive");
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / 1000).toFixed(1).padStart(8), k);
console.log("---- segments");
let segStart = null, segSamples = [];
let t = profile.startTime;
const segs = [];
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  const n = byId.get(id);
  const idle = n.callFrame.functionName === "(idle)";
  if (!idle) { if (segStart === null) segStart = t; segSamples.push([id, profile.timeDeltas[i+1] ?? 0]); }
  else if (segStart !== null) { segs.push({ start: segStart, end: t, samples: segSamples }); segStart = null; segSamples = []; }
});
for (const s of segs) {
  const d = (s.end - s.start) / 1000;
  if (d < 40) continue;
  const inc = new Map();
  for (const [id, w] of s.samples) { const seen = new Set(); let cur = id; while (cur !== undefined) { const m = byId.get(cur); const cf = m.callFrame; const name = `${cf.functionName}@${cf.url.split("/").pop()}:${cf.columnNumber}`; if (cf.functionName && !seen.has(name)) { seen.add(name); inc.set(name, (inc.get(name) ?? 0) + w); } cur = parent.get(cur); } }
  console.log(`segment at ${((s.start - profile.startTime)/1000).toFixed(0)} ms, ${d.toFixed(0)} ms:`, [...inc.entries()].sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k,v])=>`${k}=${(v/1000).toFixed(0)}`).join("  "));
}
