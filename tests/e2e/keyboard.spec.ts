// Keyboard only: Tab reaches every visible control of a page, and each shows
// a focus ring when it gets there. The search modal's focus trap is
// search-modal.spec.ts's.
import { test, expect, open } from "../support/fixtures";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Lists the page's visible controls and records, as focus arrives at each,
 * whether it shows a focus ring. The page records each stop itself, so a Tab
 * press costs one round trip to the browser, not two.
 */
function watchFocus(selector: string) {
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  const controls = Array.from(document.querySelectorAll<HTMLElement>(selector))
    .filter((el) => el.tabIndex >= 0)
    .filter((el) => el.checkVisibility({ visibilityProperty: true }))
    .filter((el) => !el.closest("[inert], [aria-hidden='true']"));
  controls.forEach((el, index) => (el.dataset.kb = `${index}: ${label(el)}`));
  const walk = {
    // Every control that can be seen (or, like the skip link, appears on focus).
    controls: controls.map((el) => el.dataset.kb!),
    // Each control focus reached, and whether it showed the site's ring there.
    stops: new Map<string, boolean>(),
  };
  // The ring src/css/custom.css draws: a 2px solid outline in the primary
  // colour of the current mode, 2px off the control.
  const probe = document.createElement("span");
  probe.style.color = "var(--ifm-color-primary)";
  document.body.append(probe);
  const expected = `solid 2px ${getComputedStyle(probe).color} 2px`;
  probe.remove();
  const ring = (style: CSSStyleDeclaration) =>
    `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
  document.addEventListener("focusin", (event) => {
    const el = event.target as HTMLElement;
    // The same control without focus (a copy beside it, gone at once): the
    // ring must be focus's own.
    const copy = el.cloneNode(true) as HTMLElement;
    el.after(copy);
    const rest = ring(getComputedStyle(copy));
    copy.remove();
    // The ring as it ends up: DocSearch's button eases its outline in, and
    // a cancelled transition jumps to its end.
    const transition = el.style.transition;
    el.style.transition = "none";
    const focused = ring(getComputedStyle(el));
    el.style.transition = transition;
    walk.stops.set(
      el.dataset.kb ?? label(el),
      focused === expected && rest !== expected,
    );
  });
  return walk;
}

for (const { route, width } of [
  { route: "", width: 1280 },
  { route: "docs/api/hooks/use-portal", width: 1280 },
  { route: "blog/welcome", width: 1280 },
  { route: "docs/intro", width: 390 },
]) {
  test(`/${route} at ${width}px: Tab reaches every control, each with the site's focus ring`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, route);
    const walk = await page.evaluateHandle(watchFocus, FOCUSABLE);
    const count = await walk.evaluate(({ controls }) => controls.length);
    expect(count).toBeGreaterThan(5);
    // Presses go out ten at a time without waiting for each to come back:
    // the browser handles them in order. Past the last control focus leaves
    // the page and comes back to the first, which only repeats stops.
    for (let i = 0; i < count + 20; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, () => page.keyboard.press("Tab")),
      );
    }
    const { unreached, ringless } = await walk.evaluate(
      ({ controls, stops }) => ({
        unreached: controls.filter((control) => !stops.has(control)),
        ringless: [...stops].filter(([, ring]) => !ring).map(([at]) => at),
      }),
    );
    expect(unreached, "controls Tab never reaches").toEqual([]);
    expect(ringless, "controls without a visible focus ring").toEqual([]);
  });
}
