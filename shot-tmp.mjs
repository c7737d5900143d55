import { chromium } from "@playwright/test";
const [path, out, theme = "light", h = "3000"] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 1280, height: Number(h) } });
await ctx.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
const p = await ctx.newPage();
await p.addInitScript((t) => localStorage.setItem("theme", t), theme);
await p.goto(`http://127.0.0.1:4201/react-native-teleport/${path}`);
await p.waitForTimeout(800);
if (theme === "dark") await p.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
const y = Number(process.argv[6] ?? 0); if (y) { await p.evaluate((v) => window.scrollTo(0, v), y); await p.waitForTimeout(300); }
await p.screenshot({ path: out, fullPage: false });
await b.close();
