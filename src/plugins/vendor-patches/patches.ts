// The vendor fixes that no option or wrapper reaches, applied by ./index.ts:
// DocSearch 3.9's, the stock search page's, and one in theme-common that
// costs a phone a long task.
// Drop each once upstream fixes it.

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

/** The modal's words for a failed search, as JSX for the stock search page. */
const errorWords = [
  '<div key="error" role="alert">',
  '<p><Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate></p>',
  '<p><Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate></p>',
  "</div>",
].join("");

export const SEARCH_PAGE = {
  // The stock /search page, which src/theme/SearchPage wraps.
  package: "@docusaurus/theme-search-algolia",
  file: "lib/theme/SearchPage/index.js",
  importers: [],
  patches: [
    {
      // The client is Algolia's, or the local index's when that backend
      // answers the tab.
      name: "the backend in use answers",
      search: "import {liteClient} from 'algoliasearch/lite';",
      replace: "import {liteClient} from '@site/src/search/client/pageClient';",
    },
    {
      // The page had no error state: a failed search was an uncaught error
      // and the spinner spun on. An error ends the search, as an empty
      // answer to the same query would, with a flag.
      name: "a failed search is an error state",
      search: "  algoliaHelper.on(\n    'result',",
      replace:
        "  algoliaHelper.on('error', () => searchResultStateDispatcher({type: 'update', value: {...initialSearchResultState, query: searchQuery, lastPage: 0, error: true}}));\n  algoliaHelper.on(\n    'result',",
    },
    {
      name: "a failed search shows the modal's error words",
      search: "searchQuery && !searchResultState.loading && (",
      replace: `searchResultState.error ? ${errorWords} : searchQuery && !searchResultState.loading && (`,
    },
    // The whole page is its one <main> landmark; the stock page had one only
    // around results, and none before a search.
    {
      name: "one <main>: not only the results",
      search: "<main>",
      replace: "<div>",
    },
    {
      name: "one <main>: not only the results (end)",
      search: "</main>",
      replace: "</div>",
    },
    {
      name: "one <main>: the page",
      search: '<div className="container margin-vert--lg">',
      replace: '<main className="container margin-vert--lg">',
    },
    {
      name: "one <main>: the page (end)",
      search: "      </div>\n    </Layout>",
      replace: "      </main>\n    </Layout>",
    },
  ],
};

export const THEME_COMMON = {
  package: "@docusaurus/theme-common",
  file: "lib/utils/reactUtils.js",
  importers: ["@docusaurus/theme-classic"],
  patches: [
    {
      // Every code block's word-wrap hook sorts a few option names with
      // localeCompare, and its first call loads the locale's collation data:
      // a long task on a slow phone. Any fixed order serves, so a plain
      // comparison does. No upstream issue yet.
      name: "sort hook deps without a collator",
      search: "deps.sort((a, b) => a[0].localeCompare(b[0]));",
      replace: "deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));",
    },
  ],
};

export const TARGETS = [DOCSEARCH, SEARCH_PAGE, THEME_COMMON];
