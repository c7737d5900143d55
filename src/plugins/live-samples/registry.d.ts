// The registry ./index.ts writes: each live sample's loader, by its key.
declare module "@generated/live-samples/default/registry.js" {
  const registry: Record<
    string,
    () => Promise<import("../../components/LiveSample/evaluate").SampleModule>
  >;
  export default registry;
}
