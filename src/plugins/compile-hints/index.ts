// V8 compiles a function the first time it runs, on the main thread, unless
// its script opens with this hint: then it compiles all of them while the
// script streams in, off the main thread. Worth it where nearly every
// function runs at once: the main bundle, which starts and hydrates every
// page, and the search modal, fetched on intent and run on Ctrl+K.
import type { Plugin } from "@docusaurus/types";
import { CHUNK_NAME } from "../../search";

/** V8's explicit compile hint for a whole script; it must open the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const HINTED_CHUNKS = ["main", CHUNK_NAME];

export default function pluginCompileHints(): Plugin {
  return {
    name: "compile-hints",
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: new RegExp(`(^|/)(${HINTED_CHUNKS.join("|")})\\.[^/]*\\.js$`),
            // After minification, which would strip a comment, and before the
            // content hash, so the file name still names its content.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
