// Search, in one plugin (its bar and page are src/theme's SearchBar and
// SearchPage): where DocSearch's code goes in the bundle, and the index of the
// local backend: records in DocSearch's schema, taken from the MDX sources the
// content plugins loaded (the dev server renders no HTML, so a build reads the
// same), written with the engine's index of them as one JSON file the browser
// fetches from the site itself when search opens. React pages have no source,
// so they are not in it.
//
// DocSearch 3 ships its button, keyboard hook and modal in one file, so the
// theme's imports of the first two resolve to small stand-ins (./docsearch)
// and the file lands only in the `search-modal` chunk, fetched when a reader
// shows intent (src/plugins/compile-hints has V8 compile it as it downloads).
// The local engine's worker script (./client/worker.ts) carries MiniSearch
// itself: a worker fetches the scripts its own needs only once that one runs,
// one by one.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { indexFileName } from "./client/constants";
import { compactIndex, type CompactIndex } from "./indexer/records";
import { createRouteFilter, extractFromSources } from "./indexer/sources";
import type { SearchBackend } from "./client/backend";
import { shipIndex } from "./client/engine";

export interface PluginOptions {
  /** The backend readers get unless they override it (see the README). */
  backend: SearchBackend;
  /** Route globs left out of the index, as in llms.txt (`/docs/next/**`). */
  excludeRoutes: readonly string[];
}

export const CHUNK_NAME = "search-modal";
/** Named where the worker starts (./client/localClient.ts). */
export const ENGINE_CHUNK_NAME = "search-engine";

const standIns = path.join(__dirname, "docsearch");

/** What the modal brings: DocSearch's code, and the theme's stylesheet that it imports with it. */
const modalModules =
  /[\\/]node_modules[\\/](@docsearch[\\/](react|css)[\\/]|@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css$)/;

export default function searchIndexPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin {
  // The config hands over ./config.ts's `search`, which checked the backend.
  const options = rawOptions as PluginOptions;
  const { siteConfig, siteDir, baseUrl, generatedFilesDir, i18n } = context;
  const includeRoute = createRouteFilter(baseUrl, options.excludeRoutes);
  const devDir = path.join(generatedFilesDir, "search-index-dev");
  const isDev = process.env.NODE_ENV === "development";

  // Made from what the content plugins loaded, before a build's postBuild.
  let index: CompactIndex;
  const write = async (dir: string) => {
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, indexFileName),
      JSON.stringify(shipIndex(index)),
    );
  };

  return {
    name: "search",

    contentLoaded({ actions }) {
      actions.setGlobalData({ backend: options.backend });
    },

    // Also on the dev server, each time content changes.
    async allContentLoaded({ allContent }) {
      const pages = await extractFromSources(
        allContent,
        siteDir,
        i18n.currentLocale,
        includeRoute,
      );
      index = compactIndex(pages, siteConfig.url, baseUrl);
      if (isDev) await write(devDir);
    },

    configureWebpack(_config, isServer) {
      const resolve = {
        alias: {
          "@docsearch/react/button": path.join(standIns, "Button.tsx"),
          "@docsearch/react/useDocSearchKeyboardEvents": path.join(
            standIns,
            "useDocSearchKeyboardEvents.ts",
          ),
          "@docsearch/react/version": path.join(standIns, "version.ts"),
        },
      };
      if (isServer) return { resolve };
      return {
        resolve,
        optimization: {
          splitChunks: {
            // The bundler's default, async chunks only, less the engine's worker.
            chunks: (chunk: {
              name?: string | null;
              canBeInitial(): boolean;
            }) => chunk.name !== ENGINE_CHUNK_NAME && !chunk.canBeInitial(),
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
        // The dev server serves the index at the same URL as a build.
        // Docusaurus merges `devServer` into its dev server options; the type
        // lacks it because webpack-dev-server's augmentation is not loaded here.
        ...(isDev && {
          devServer: { static: [{ directory: devDir, publicPath: baseUrl }] },
        }),
      } as ReturnType<NonNullable<Plugin["configureWebpack"]>>;
    },

    async postBuild({ outDir }) {
      await write(outDir);
      console.log(
        `[search] ${indexFileName}: ${index.records.length} records from ${index.pages.length} pages`,
      );
    },
  };
}
