// Where a search interaction's time goes, from the Long Animation Frames API
// (PerformanceLongAnimationFrameTiming entries, serialised with toJSON): script
// time grouped by what invoked it and the file it ran in, the forced style and
// layout inside those scripts, and each frame's own style and layout. Frames
// under 50 ms are not reported by the browser, so the parts can add up to less
// than the interaction's total; `unattributed` says how much.
import { median } from "./median.mjs";

const fileOf = (url) => {
  if (!url) return "no source";
  const path = new URL(url, "http://x/").pathname;
  const name = path.slice(path.lastIndexOf("/") + 1) || path;
  // Hashed chunk names change with every build; keep the readable part.
  return name.replace(/[.-][0-9a-f]{8,}(?=\.js$)/, "");
};

/**
 * Sums the frames that overlap [start, end] (the interaction, in the page's
 * performance.now() time): `scripts` maps "invoker (file)" to milliseconds,
 * clipped to the interaction, largest first.
 */
export function frameBreakdown(frames, start, end) {
  const clip = (from, to) =>
    Math.max(0, Math.min(to, end) - Math.max(from, start));
  const scripts = new Map();
  let forcedLayout = 0;
  let styleAndLayout = 0;
  let inFrames = 0;
  for (const frame of frames) {
    const frameEnd = frame.startTime + frame.duration;
    if (frameEnd <= start || frame.startTime >= end) continue;
    inFrames += clip(frame.startTime, frameEnd);
    if (frame.styleAndLayoutStart > 0) {
      styleAndLayout += clip(frame.styleAndLayoutStart, frameEnd);
    }
    for (const script of frame.scripts ?? []) {
      const ms = clip(script.startTime, script.startTime + script.duration);
      if (ms === 0) continue;
      const key = `${script.invoker || script.invokerType} (${fileOf(script.sourceURL)})`;
      scripts.set(key, (scripts.get(key) ?? 0) + ms);
      forcedLayout += script.forcedStyleAndLayoutDuration ?? 0;
    }
  }
  return {
    total: end - start,
    scripts: Object.fromEntries([...scripts].sort((a, b) => b[1] - a[1])),
    forcedLayout,
    styleAndLayout,
    unattributed: Math.max(0, end - start - inFrames),
  };
}

/**
 * The median of each part over several runs' breakdowns; a script group
 * missing from a run counts as 0 ms in it.
 */
export function medianBreakdown(breakdowns) {
  const part = (pick) => median(breakdowns.map(pick));
  const keys = new Set(breakdowns.flatMap((b) => Object.keys(b.scripts)));
  const scripts = [...keys]
    .map((key) => [key, part((b) => b.scripts[key] ?? 0)])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  return {
    total: part((b) => b.total),
    scripts: Object.fromEntries(scripts),
    forcedLayout: part((b) => b.forcedLayout),
    styleAndLayout: part((b) => b.styleAndLayout),
    unattributed: part((b) => b.unattributed),
  };
}
