import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { site } from "./src/config/site";
import { REFUSING_PROXY } from "./tests/support/hosts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Parallel work on one machine builds into its own folder (see tests/README.md).
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  // A preview build (PREVIEW_PATH) runs its smoke test, production the rest.
  ...(site.preview
    ? { testMatch: "preview.spec.ts" }
    : { testIgnore: "preview.spec.ts" }),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that needs a retry to pass is a broken test: none get one.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [["list"], ["./tests/support/summary-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${site.baseUrl}`,
    // Recording a trace (DOM snapshots and a screencast at every step) makes
    // the suite 20% slower, so only GitHub's runners keep one per failure
    // (uploaded by check.yml); locally, re-run a failing test with `--trace on`.
    trace: process.env.GITHUB_ACTIONS ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      proxy: REFUSING_PROXY,
    },
  },
  webServer: {
    command: `node --import tsx scripts/serve-build.mjs --port ${PORT} --dir ${BUILD_DIR}`,
    url: `http://127.0.0.1:${PORT}${site.baseUrl}`,
    reuseExistingServer: !process.env.CI,
  },
});
