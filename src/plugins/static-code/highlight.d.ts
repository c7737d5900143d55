// Type of the `?highlight` imports handled by ./index.ts.
declare module "*?highlight" {
  const source: import("./highlight.mjs").HighlightedSource;
  export default source;
}
