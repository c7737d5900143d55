// Which search backend answers the search modal and /search, and which routes
// every machine-readable export of the site (llms.txt, the search index) leaves out.
import type { SearchBackend } from "./client/backend";

/**
 * SEARCH_BACKEND=local|algolia picks the backend of any build. Unset, the dev
 * server (`npm start`) searches locally, with no network, and so does a
 * preview, whose pages Algolia's index lacks; a production build uses Algolia
 * DocSearch. Any build answers from its own pages with `?search-backend=local`
 * in the URL.
 */
export function searchBackend(env = process.env): SearchBackend {
  const value = env.SEARCH_BACKEND;
  if (value === undefined || value === "") {
    return env.NODE_ENV === "production" && !env.PREVIEW_PATH
      ? "algolia"
      : "local";
  }
  if (value !== "local" && value !== "algolia") {
    throw new Error(
      `SEARCH_BACKEND must be "local" or "algolia", not "${value}"`,
    );
  }
  return value;
}

export const search = {
  backend: searchBackend(),
  /** Old and unreleased docs versions stay out of the exports. */
  excludeRoutes: ["/docs/1.x/**", "/docs/next/**"],
};
