// Puts everything the stock search bar imports when its modal opens (the
// DocSearch modal, its stylesheet entry and the bar's own stylesheet) into one
// async chunk, `search-modal`. The stylesheets are empty modules in the
// browser (the CSS itself is extracted into the site's one stylesheet), and on
// their own they became tiny chunks of their own, fetched when the modal opens
// even after src/theme/SearchBar has warmed the modal up: one more round trip
// between Ctrl+K and the modal on a phone. In one chunk, warming up the modal
// loads all of it.
import type { Plugin } from "@docusaurus/types";

const modalModules =
  /[\\/]node_modules[\\/](@docsearch[\\/](react|css)[\\/]|@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css$)/;

export default function pluginSearchModalChunk(): Plugin {
  return {
    name: "search-modal-chunk",
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchModal: {
                test: modalModules,
                // Only what loads on demand: the button and the keyboard
                // shortcuts stay in the main bundle, where the theme puts them.
                chunks: "async",
                name: "search-modal",
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
