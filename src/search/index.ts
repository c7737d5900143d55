// Search, in one plugin: DocSearch's bar (./SearchBar, which src/theme hands
// to Docusaurus, as it does the search page, src/theme/SearchPage), where
// DocSearch's code goes in the bundle (./chunk), and the index of the local
// backend: records in DocSearch's schema, taken from the rendered pages after
// a build and from the MDX sources on the dev server, written with the
// engine's index of them as one JSON file the browser fetches from the site
// itself when search opens.
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
import { configureModalChunk } from "./chunk";
import { shipIndex } from "./client/engine";

export interface PluginOptions {
  /** The backend readers get unless they override it (see the README). */
  backend: SearchBackend;
  /** Route globs left out of the index, as in llms.txt (`/docs/next/**`). */
  excludeRoutes: readonly string[];
}

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

    // The dev server serves the sources' index at the same URL as a build.
    configureWebpack(config, isServer, utils, content) {
      const chunk = configureModalChunk(config, isServer, utils, content);
      if (!isDev || isServer) return chunk;
      // Docusaurus merges `devServer` into its dev server options; the type
      // lacks it because webpack-dev-server's augmentation is not loaded here.
      return {
        ...chunk,
        devServer: { static: [{ directory: devDir, publicPath: baseUrl }] },
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
