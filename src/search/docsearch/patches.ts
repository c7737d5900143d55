// The DocSearch 3.9 fixes that no option reaches, applied by
// src/plugins/vendor-patches. Drop each once upstream fixes it.

export const DOCSEARCH = {
  // The whole of DocSearch, with @algolia/autocomplete-core 1.17.9 bundled in.
  package: "@docsearch/react",
  file: "dist/esm/index.js",
  // Its search bar, which ../SearchBar replaces, still imports DocSearch.
  importers: ["@docusaurus/theme-search-algolia"],
  patches: [
    {
      // A failed query never resolves, so autocomplete-core's concurrency
      // guard (algolia/autocomplete#864) lets an older query's late answer
      // through: its hits replaced the error screen of the query in the box.
      // An answer to any query but the one in the box (`i`, the query this
      // search was for) is dropped.
      name: "drop an answer to an older query",
      search: '.then((function(e){var r;p("idle"),l(e);',
      replace:
        '.then((function(e){var r;if(i!==c.getState().query)return;p("idle"),l(e);',
    },
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
