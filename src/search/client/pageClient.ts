// The stock search page's search client (its import is patched to this one in
// src/plugins/vendor-patches/patches.ts): Algolia's, with `search` answered from
// the local index when the local backend answers this tab. The page makes a
// client on every render and searches only in the browser, so the backend is
// read when a search starts.
import { liteClient as algoliaClient } from "algoliasearch/lite";
import siteConfig from "@generated/docusaurus.config";
import { searchBackend } from "./backend";
import { indexFileName } from "./constants";
import { createLocalSearch } from "./localClient";

let local: ReturnType<typeof createLocalSearch> | undefined;

export function liteClient(appId: string, apiKey: string) {
  const client = algoliaClient(appId, apiKey);
  const url = siteConfig.baseUrl + indexFileName;
  const search: typeof client.search = (...args) =>
    searchBackend() === "local"
      ? (local ??= createLocalSearch(url))(...args)
      : client.search(...args);
  return { ...client, search };
}
