// Which backend answers search on this page: the build's choice, unless the
// reader picked another with `?search-backend=local|algolia`, which sticks for
// the rest of the browser tab. Tiny on purpose: it loads with every page.
import { useSyncExternalStore } from "react";
import globalData from "@generated/globalData";

export type SearchBackend = "local" | "algolia";

export const backendParam = "search-backend";

const isBackend = (value: unknown): value is SearchBackend =>
  value === "local" || value === "algolia";

function readOverride(): SearchBackend | null {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get(
      backendParam,
    );
    if (isBackend(fromUrl)) {
      sessionStorage.setItem(backendParam, fromUrl);
      return fromUrl;
    }
    const stored = sessionStorage.getItem(backendParam);
    return isBackend(stored) ? stored : null;
  } catch {
    // Storage can be disabled; the URL alone still works for that page.
    return null;
  }
}

// The override only changes on a full page load, so there is nothing to watch.
const subscribe = () => () => {};

/** The build's choice, from the search plugin's global data. */
const buildBackend = () =>
  (globalData.search!.default as { backend: SearchBackend }).backend;

export function useSearchBackend(): SearchBackend {
  const override = useSyncExternalStore(subscribe, readOverride, () => null);
  return override ?? buildBackend();
}

/** The backend at this moment, for code that runs in the browser only. */
export const searchBackend = (): SearchBackend =>
  readOverride() ?? buildBackend();
