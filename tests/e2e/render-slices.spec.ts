// React hydrates in slices of 33 ms rather than its scheduler's default 5
// (src/modules/hydrationSlices.ts): fewer tasks, each meant to stay short of
// the 50 ms that counts as blocking.
import { test, expect, open } from "../support/fixtures";

test("a doc hydrates in render slices of about 33 ms, not in React's default 5 ms ones", async ({
  page,
  context,
}) => {
  // Times every task of the scheduler, which runs its work from the first
  // port of a MessageChannel it makes as main.js loads.
  await page.addInitScript(() => {
    const slices: number[] = [];
    Object.assign(window, { slices });
    const Native = window.MessageChannel;
    const onmessage = Object.getOwnPropertyDescriptor(
      MessagePort.prototype,
      "onmessage",
    )!;
    window.MessageChannel = class extends Native {
      constructor() {
        super();
        const port = this.port1;
        Object.defineProperty(port, "onmessage", {
          set(handler: (event: MessageEvent) => void) {
            onmessage.set!.call(port, (event: MessageEvent) => {
              const start = performance.now();
              handler.call(port, event);
              slices.push(performance.now() - start);
            });
          },
        });
      }
    };
  });
  // A slow phone, so that hydration takes many slices on any machine.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await open(page, "docs/intro");
  const slices = (await page.evaluate("window.slices")) as number[];
  // Tasks that found nothing left to do take well under a millisecond.
  const worked = slices.filter((ms) => ms > 1).sort((a, b) => a - b);
  expect(worked.length).toBeGreaterThanOrEqual(3);
  const median = worked[Math.floor(worked.length / 2)];
  // Under 20 ms, React slices at its default 5 ms: the site's scheduler is not
  // react-dom's (package.json pins it at react-dom's version).
  expect(median).toBeGreaterThan(20);
  // A slice runs until 33 ms have passed and the unit of work in hand ends;
  // on a busy machine that unit can run long, so the bound is loose.
  expect(median).toBeLessThan(100);
});
