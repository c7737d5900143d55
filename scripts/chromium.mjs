// Debian's Chromium and the flags it needs on these offline machines (without
// the background-networking ones it keeps dialling out and being refused).
// Shared by playwright.config.ts and scripts/bench.mjs.
import { existsSync } from "node:fs";

/** CHROME_PATH wins; else Debian's /usr/bin/chromium; else Playwright's own browser. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
