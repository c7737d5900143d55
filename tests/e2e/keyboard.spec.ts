// Keyboard only: Tab reaches every visible control of a page, and each shows
// a focus ring when it gets there. The search modal's focus trap is
// search-modal.spec.ts's.
import type { Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

type Stop = { id: string; label: string; ring: boolean };

/** Numbers every focusable element that can be seen (or, like the skip link, appears on focus), and returns their ids. */
async function visibleControls(page: Page): Promise<Map<string, string>> {
  const controls = await page.evaluate((selector) => {
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => el.tabIndex >= 0)
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => !el.closest("[inert], [aria-hidden='true']"))
      .map((el, index) => {
        el.dataset.kb = String(index);
        const label = el.getAttribute("aria-label") ?? el.textContent ?? "";
        return [
          String(index),
          `${el.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`,
        ] as const;
      });
  }, FOCUSABLE);
  return new Map(controls);
}

declare global {
  interface Window {
    __stops?: (Stop | null)[];
  }
}

/**
 * Presses Tab until focus leaves the page, recording where it went and
 * whether a focus ring showed. The page records each stop itself as focus
 * arrives, so a press costs one round trip to the browser, not two.
 */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  await page.evaluate(() => {
    const stops: (Stop | null)[] = [];
    window.__stops = stops;
    // The ring src/css/custom.css draws: a 2px solid outline in the primary
    // colour of the current mode, 2px off the control.
    const probe = document.createElement("span");
    probe.style.color = "var(--ifm-color-primary)";
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const ring = (style: CSSStyleDeclaration) =>
      [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.outlineOffset,
      ].join(" ");
    const expected = `solid 2px ${primary} 2px`;
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
      stops.push({
        id: el.dataset.kb ?? "",
        label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        ring: focused === expected && rest !== expected,
      });
    });
    // Focus leaving the document (to the browser) ends the walk.
    document.addEventListener("focusout", (event) => {
      if (!(event as FocusEvent).relatedTarget) {
        queueMicrotask(() => {
          if (
            document.activeElement === document.body ||
            !document.hasFocus()
          ) {
            stops.push(null);
          }
        });
      }
    });
  });
  const left = () => page.evaluate(() => (window.__stops ?? []).includes(null));
  // Presses go out ten at a time without waiting for each to come back: the
  // browser handles them in order, and the page records every stop itself.
  // Stops after focus has left are cut off below.
  for (let i = 0; i < limit && !(await left()); i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, () => page.keyboard.press("Tab")),
    );
  }
  const stops = await page.evaluate(() => window.__stops ?? []);
  const end = stops.indexOf(null);
  return (end === -1 ? stops : stops.slice(0, end)) as Stop[];
}

test.describe.configure({ mode: "parallel" });

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
    const controls = await visibleControls(page);
    expect(controls.size).toBeGreaterThan(5);
    const stops = await tabThrough(page, controls.size + 20);

    const reached = new Set(stops.map((s) => s.id));
    const unreached = [...controls]
      .filter(([id]) => !reached.has(id))
      .map(([, label]) => label);
    expect(unreached, "controls Tab never reaches").toEqual([]);
    expect(
      stops.filter((s) => !s.ring).map((s) => s.label),
      "controls without a visible focus ring",
    ).toEqual([]);
  });
}
