// Type of a demo's source, written by ./index.ts.
declare module "@generated/live-demos/default/*.json" {
  const source: import("../static-code/highlight.mjs").HighlightedSource;
  export default source;
}
