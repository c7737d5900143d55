// The local backend as the search UI sees it: which index to load when the
// local backend answers on this page, and a way to start loading it early.
import { useMemo } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { useSearchBackend } from "./backend";
import { indexFileName } from "./constants";
import { preloadLocalSearch } from "./localClient";

/** The local index's URL when the local backend answers here; null when Algolia does. */
export function useLocalIndexUrl(): string | null {
  const backend = useSearchBackend();
  const indexUrl = useBaseUrl(indexFileName);
  return backend === "local" ? indexUrl : null;
}

/**
 * Starts loading the local engine and index, for the moments a reader shows
 * intent to search (pointer, touch or focus on the button, a shortcut), so
 * they load beside the modal; undefined when Algolia answers.
 */
export function useLocalSearchPreload(): (() => void) | undefined {
  const indexUrl = useLocalIndexUrl();
  return useMemo(
    () => (indexUrl ? () => preloadLocalSearch(indexUrl) : undefined),
    [indexUrl],
  );
}
