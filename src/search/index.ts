// Search, in one plugin (its bar and page are src/theme's SearchBar and
// SearchPage): where DocSearch's code goes in the bundle, and the index of the
// local backend: records in DocSearch's schema, taken from the rendered pages
// after a build and from the MDX sources on the dev server, written with the
// engine's index of them as one JSON file the browser fetches from the site
// itself when search opens.
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
import { readOutputHTMLFile } from "@docusaurus/utils";
import { extractFromHtml } from "./indexer/html";
import { indexFileName } from "./client/constants";
import { compactIndex, type ExtractedPage } from "./indexer/records";
import { createRouteFilter } from "./indexer/routes";
import { extractFromSources } from "./indexer/sources";
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

  const write = async (dir: string, pages: ExtractedPage[]) => {
    const index = compactIndex(pages, siteConfig.url, baseUrl);
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, indexFileName),
      JSON.stringify(shipIndex(index)),
    );
    return index;
  };

  return {
    name: "search",

    contentLoaded({ actions }) {
      actions.setGlobalData({ backend: options.backend });
    },

    async allContentLoaded({ allContent }) {
      if (!isDev) return;
      const pages = await extractFromSources(
        allContent,
        siteDir,
        i18n.currentLocale,
        includeRoute,
      );
      await write(devDir, pages);
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
        // The dev server serves the sources' index at the same URL as a build.
        // Docusaurus merges `devServer` into its dev server options; the type
        // lacks it because webpack-dev-server's augmentation is not loaded here.
        ...(isDev && {
          devServer: { static: [{ directory: devDir, publicPath: baseUrl }] },
        }),
      } as ReturnType<NonNullable<Plugin["configureWebpack"]>>;
    },

    async postBuild({ outDir, routesPaths, routesBuildMetadata }) {
      const routes = routesPaths.filter(
        (route) => includeRoute(route) && !routesBuildMetadata[route]?.noIndex,
      );
      const pages = await Promise.all(
        routes.map(async (route) => {
          // Either file name, whatever the trailing-slash setting: the home
          // page is index.html even without trailing slashes.
          const relative = route.slice(baseUrl.length);
          const html = await readOutputHTMLFile(relative, outDir, undefined);
          return extractFromHtml(String(html), route, siteConfig.title);
        }),
      );
      const { records, pages: indexed } = await write(
        outDir,
        pages.filter((page) => page !== null),
      );
      console.log(
        `[search] ${indexFileName}: ${records.length} records from ${indexed.length} pages`,
      );
    },
  };
}
