import { test } from "node:test";
import assert from "node:assert/strict";
import {
  frameBreakdown,
  medianBreakdown,
} from "../../scripts/lib/frame-breakdown.mjs";
import type { LongFrame } from "../../scripts/lib/frame-breakdown.mjs";

const script = (
  invoker: string,
  sourceURL: string,
  startTime: number,
  duration: number,
  forcedStyleAndLayoutDuration = 0,
) => ({
  invoker,
  invokerType: "event-listener",
  sourceURL,
  startTime,
  duration,
  forcedStyleAndLayoutDuration,
});

const modal =
  "http://127.0.0.1:4173/react-native-teleport/assets/js/search-modal.3f9a2c1be4d5.js";

test("script time is grouped by invoker and readable file name, largest first", () => {
  const frames: LongFrame[] = [
    {
      startTime: 100,
      duration: 80,
      styleAndLayoutStart: 160,
      scripts: [
        script("INPUT#docsearch-input.onkeydown", modal, 102, 40, 6),
        script("MessagePort.onmessage", modal, 145, 10),
      ],
    },
    {
      startTime: 200,
      duration: 60,
      styleAndLayoutStart: 245,
      scripts: [script("MessagePort.onmessage", modal, 205, 35)],
    },
  ];
  const result = frameBreakdown(frames, 100, 300);
  assert.deepEqual(result.scripts, {
    "MessagePort.onmessage (search-modal.js)": 45,
    "INPUT#docsearch-input.onkeydown (search-modal.js)": 40,
  });
  assert.equal(result.forcedLayout, 6);
  assert.equal(result.styleAndLayout, 20 + 15);
  assert.equal(result.total, 200);
  assert.equal(result.unattributed, 200 - 80 - 60);
});

test("frames and scripts outside the interaction are clipped to it", () => {
  const frames: LongFrame[] = [
    {
      startTime: 0,
      duration: 90,
      styleAndLayoutStart: 80,
      scripts: [script("Window.requestIdleCallback", modal, 10, 30)],
    },
    {
      startTime: 50,
      duration: 100,
      styleAndLayoutStart: 140,
      scripts: [script("keydown", "", 60, 60)],
    },
  ];
  const result = frameBreakdown(frames, 100, 200);
  assert.deepEqual(result.scripts, { "keydown (no source)": 20 });
  assert.equal(result.styleAndLayout, 10);
  assert.equal(result.unattributed, 50);
});

test("runs combine part by part; a group absent from a run counts as zero", () => {
  const run = (scripts: Record<string, number>, styleAndLayout: number) => ({
    total: 100,
    scripts,
    forcedLayout: 0,
    styleAndLayout,
    unattributed: 10,
  });
  const result = medianBreakdown([
    run({ keydown: 40, "MessagePort.onmessage": 30 }, 20),
    run({ keydown: 50 }, 30),
    run({ keydown: 45, "MessagePort.onmessage": 20 }, 25),
  ]);
  assert.deepEqual(result.scripts, {
    keydown: 45,
    "MessagePort.onmessage": 20,
  });
  assert.equal(result.styleAndLayout, 25);
  assert.equal(result.unattributed, 10);
});
