// A demo's module, written by ./index.ts: the example and its source.
declare module "@generated/live-demos/default/*.js" {
  const Example: import("react").ComponentType;
  export default Example;
  export const source: import("../static-code/highlight.mjs").HighlightedSource;
}
