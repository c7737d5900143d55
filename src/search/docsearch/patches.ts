// The one DocSearch 3.9 fix that no option reaches, applied by
// src/plugins/vendor-patches. Drop it once upstream fixes it.
import type { Target } from "../../plugins/vendor-patches";

export const DOCSEARCH: Target = {
  // The whole of DocSearch, with @algolia/autocomplete-core 1.17.9 bundled in.
  package: "@docsearch/react",
  file: "dist/esm/index.js",
  patches: [
    {
      // autocomplete-core sets "idle" in a finally() after every search, which
      // overwrites the "error" status: the modal showed "No results" when every
      // host failed, and the rejection escaped as an uncaught error. Keep the
      // error status so DocSearch renders its "Unable to fetch results" screen
      // (algolia/autocomplete#1248).
      name: "keep the search error status",
      search:
        '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}',
      replace:
        '.catch((function(){p("error")})).finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}',
    },
  ],
};
