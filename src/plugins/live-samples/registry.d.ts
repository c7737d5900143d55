// The registry src/plugins/live-samples writes: each live sample's loader, by its key.
declare module "@generated/live-samples/default/registry.js" {
  /** A sample's chunk: its code as a module, and the page's blocks it imports. */
  export type SampleModule = {
    main: { default?: import("react").ComponentType };
    siblings: Record<string, unknown>;
  };
  const registry: Record<string, () => Promise<SampleModule>>;
  export default registry;
}
