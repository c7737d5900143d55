// Where search's code goes in the bundle. DocSearch 3 ships its button,
// keyboard hook and modal in one file, so the theme's imports of the first two
// resolve to small stand-ins (./docsearch) and the file lands only in the
// `search-modal` chunk, fetched when a reader shows intent. That chunk opens
// with V8's compile hint, so its functions compile off the main thread while
// it downloads instead of one by one on the first Ctrl+K. The local engine's
// worker script (./client/worker.ts) carries MiniSearch itself: a worker
// fetches the scripts its own needs only once that one runs, one by one.
import path from "node:path";
import type { Plugin } from "@docusaurus/types";

/** V8's explicit compile hint for a whole script; it must open the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
export const CHUNK_NAME = "search-modal";
/** Named where the worker starts (./client/localClient.ts). */
export const ENGINE_CHUNK_NAME = "search-engine";

const standIns = path.join(__dirname, "docsearch");

/** What the modal brings: DocSearch's code, and the theme's stylesheet that it imports with it. */
const modalModules =
  /[\\/]node_modules[\\/](@docsearch[\\/](react|css)[\\/]|@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css$)/;

export const configureModalChunk: NonNullable<Plugin["configureWebpack"]> = (
  _config,
  isServer,
  { currentBundler },
) => {
  const alias = {
    "@docsearch/react/button": path.join(standIns, "Button.tsx"),
    "@docsearch/react/useDocSearchKeyboardEvents": path.join(
      standIns,
      "useDocSearchKeyboardEvents.ts",
    ),
    "@docsearch/react/version": path.join(standIns, "version.ts"),
  };
  if (isServer) return { resolve: { alias } };
  const { BannerPlugin, Compilation } = currentBundler.instance;
  return {
    resolve: { alias },
    plugins: [
      new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        test: new RegExp(`(^|/)${CHUNK_NAME}\\.[^/]*\\.js$`),
        // After minification, which would strip a comment, and before the
        // content hash, so the file name still names its content.
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
    optimization: {
      splitChunks: {
        // The bundler's default, async chunks only, less the engine's worker.
        chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) =>
          chunk.name !== ENGINE_CHUNK_NAME && !chunk.canBeInitial(),
        cacheGroups: {
          searchModal: {
            test: modalModules,
            chunks: "async",
            name: CHUNK_NAME,
            enforce: true,
            // Above the vendor group it would otherwise join.
            priority: 30,
          },
        },
      },
    },
  };
};
