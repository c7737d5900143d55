// Puts everything the stock search bar imports when its modal opens (the
// DocSearch modal, its stylesheet entry and the bar's own stylesheet) into one
// async chunk, `search-modal`. The stylesheets are empty modules in the
// browser (the CSS itself is extracted into the site's one stylesheet), and on
// their own they became tiny chunks of their own, fetched when the modal opens
// even after src/theme/SearchBar has warmed the modal up: one more round trip
// between Ctrl+K and the modal on a phone. In one chunk, warming up the modal
// loads all of it.
//
// The chunk also opens with V8's compile hint `//# allFunctionsCalledOnLoad`
// (Chromium 136+; other engines read a comment). Without it, V8 compiled the
// modal's functions one by one as Ctrl+K first called them: about 300 lazy
// compilations, some 50 ms of a 4x slowed CPU between the key and the modal.
// With it, they compile on a background thread while the warm-up downloads
// the chunk, and its evaluation on the main thread is shorter too. Measured
// with `node scripts/measure-search.mjs` (see the README's Search section).
import type { Plugin } from "@docusaurus/types";

/** V8's explicit compile hint for a whole script; it must open the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
export const CHUNK_NAME = "search-modal";

const modalModules =
  /[\\/]node_modules[\\/](@docsearch[\\/](react|css)[\\/]|@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css$)/;

export default function pluginSearchModalChunk(): Plugin {
  return {
    name: "search-modal-chunk",
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return undefined;
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: new RegExp(`(^|/)${CHUNK_NAME}\\.[^/]*\\.js$`),
            // After minification, which would strip a comment, and before
            // the content hash, so the file name still names its content.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchModal: {
                test: modalModules,
                // Only what loads on demand: the button and the keyboard
                // shortcuts stay in the main bundle, where the theme puts them.
                chunks: "async",
                name: CHUNK_NAME,
                enforce: true,
                // Below Docusaurus's single-stylesheet group (50), so the CSS
                // still goes there; above the vendor group it would join.
                priority: 30,
              },
            },
          },
        },
      };
    },
  };
}
