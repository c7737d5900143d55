// What makes a fenced block a live sample, read the same way by the build
// (./index.ts) and by the page (src/components/LiveSample).

/** ```tsx live: the block runs on the page, on react-native-web. */
export const isLive = (meta: string | undefined): boolean =>
  /(^|\s)live(\s|$)/.test(meta ?? "");

/** The title a block's meta gives it (title="App.tsx"). */
export const blockTitle = (meta: string | undefined): string | undefined =>
  /(?:^|\s)title="([^"]+)"/.exec(meta ?? "")?.[1];

/**
 * A sample's name in the build's registry: a hash (FNV-1a) of its code, so
 * the page finds a block's module from the code it shows, with no list.
 */
export function sampleKey(code: string): string {
  let hash = 0x811c9dc5;
  for (const char of code.trim()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
