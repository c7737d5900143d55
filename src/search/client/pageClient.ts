// The stock search page's search client (its import is patched to this one in
// src/plugins/vendor-patches/patches.ts): Algolia's, with `search` answered from
// the local index when the local backend answers this tab. The page makes a
// client on every render and searches only in the browser, so the backend is
// read when a search starts.
import { liteClient as algoliaClient } from "algoliasearch/lite";
import { searchBackend } from "./backend";
import { localSearch } from "./localClient";

export function liteClient(appId: string, apiKey: string) {
  const client = algoliaClient(appId, apiKey);
  const search: typeof client.search = (...args) =>
    searchBackend() === "local" ? localSearch(...args) : client.search(...args);
  return { ...client, search };
}
