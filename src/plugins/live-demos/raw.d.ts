// Type of the `?raw` imports handled by ./index.ts: the text of the file.
declare module "*?raw" {
  const source: string;
  export default source;
}
