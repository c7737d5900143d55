// The one export of React's scheduler the site calls (src/modules/hydrationSlices.ts); the package ships no types.
declare module "scheduler" {
  /** Sets the length of a render slice to 1000 / fps ms (0 < fps ≤ 125). */
  export function unstable_forceFrameRate(fps: number): void;
}
