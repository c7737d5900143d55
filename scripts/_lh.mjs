import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile",
  onlyCategories: ["performance","accessibility","best-practices","seo"],
  blockedUrlPatterns: ["*googletagmanager.com*","*algolia*","*google-analytics.com*"] });
await chrome.kill();
writeFileSync(process.argv[3] || "/tmp/lh/out.json", JSON.stringify(lhr));
const c = lhr.categories;
console.log(Object.fromEntries(Object.entries(c).map(([k,v])=>[k,Math.round(v.score*100)])));
for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","speed-index","cumulative-layout-shift","interactive","max-potential-fid"]) console.log(id, Math.round(lhr.audits[id].numericValue));
for (const [k,cat] of Object.entries(c)) for (const ref of cat.auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 1 && ref.weight > 0 && k!=="performance") console.log("FAIL", k, ref.id, a.title); }
