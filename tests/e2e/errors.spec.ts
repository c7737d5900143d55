// Failures as a reader meets them, made by altering what the browser receives
// (support/chunks.ts), never by shipping a crash switch.
import { test, expect, waitForHydration } from "../support/fixtures";
import { interceptDocChunk, notFound } from "../support/chunks";

test('a rendering error shows "This page crashed" with the message, and "Try again" renders the page again; a recoverable hydration error is logged with the framework\'s prefix, and the page still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.assign(window, {
      __renderFailure: "The portal host vanished mid-render",
    });
  });
  // The doc's component wrapped to throw while `window.__renderFailure` holds
  // a message: a render error switched on and off with no crash switch shipped.
  await interceptDocChunk(page, "docs/intro.mdx", (route, response, body) =>
    route.fulfill({
      response,
      body: body.replace(
        /default:\(\)=>([\w$]+)/,
        (_, c: string) =>
          `default:()=>(${c}.__failing||(${c}.__failing=function(props){` +
          `if(window.__renderFailure)throw new Error(window.__renderFailure);` +
          `return ${c}(props)}))`,
      ),
    }),
  );
  await page.goto("docs/intro");

  const crash = page.getByRole("alert");
  await expect(crash.getByRole("heading", { level: 1 })).toHaveText(
    "This page crashed",
  );
  await expect(crash).toContainText("The portal host vanished mid-render");
  await expect(crash.getByRole("heading", { level: 1 })).toBeFocused();
  // The chrome around the page survives the crash.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // Whatever broke is fixed; trying again clears the error.
  await page.evaluate(() => Object.assign(window, { __renderFailure: null }));
  await crash.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("This page crashed")).toHaveCount(0);
  await expect(page.locator("article h1").first()).toHaveText("Introduction");

  // The server's HTML disagrees with what the client renders.
  await page.route(/\/docs\/installation$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<h1>([^<]+)<\/h1>/,
      "<h1>$1 (stale)</h1>",
    );
    await route.fulfill({ response, body: html });
  });
  const logged = page.waitForEvent(
    "console",
    (m) =>
      m.type() === "error" &&
      m.text().startsWith("Docusaurus React Root onRecoverableError:"),
  );
  await page.goto("docs/installation");
  await logged;
  await waitForHydration(page);
  await expect(page.locator("article h1").first()).toHaveText("Installation");
});

// Landing on /docs/intro.html, the doc's code loads lazily after the shell:
// the route only matches once the suffix is stripped.
test('lazy-loaded content: a chunk still loading shows the loading indicator 200 ms after it is asked for, not sooner; one that fails shows its error with "Retry", and Retry brings the content', async ({
  page,
}) => {
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await interceptDocChunk(
    page,
    "docs/intro.mdx",
    async (route, response, body) => {
      if (requests++ > 0) return route.fulfill({ response, body });
      asked();
      await released;
      await notFound(route);
    },
  );
  // The page clock moves only when the test says so, so 199 ms and 200 ms
  // are told apart however busy the machine is. Paused a minute past the
  // install: always ahead of the clock, however slowly the test gets there.
  const start = Date.parse("2026-01-01T00:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto("docs/intro.html", { waitUntil: "commit" });
  await askedFor;
  const loader = page.locator("svg#loader");
  await page.clock.runFor(199);
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(loader).toHaveCount(1);

  release();
  await page.clock.resume();
  await expect(
    page.getByText(/ChunkLoadError: Loading chunk \S+ failed/),
  ).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.locator("article h1").first()).toHaveText("Introduction");
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(loader).toHaveCount(0);
  expect(requests, "the failed request and the retry's").toBe(2);
});
