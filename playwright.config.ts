import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_PATH = "/react-native-teleport/";

/**
 * Debian's Chromium on CI and on these machines (Playwright cannot download
 * its own browsers here); CHROME_PATH wins, and without either the browser
 * Playwright installed is used.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [["list"], ["./tests/support/summary-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node scripts/serve-build.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
  },
});
