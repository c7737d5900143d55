// The stock search page, patched where no option or wrapper reaches (applied
// by src/plugins/vendor-patches): the backend in use answers it (./index.tsx);
// a failed search shows the modal's error words, where the stock page threw an
// uncaught error and spun forever; the whole page is its one <main> landmark,
// where the stock page had one only around results; and Algolia is credited
// only when it answers.
import type { Target } from "../../plugins/vendor-patches";

export const SEARCH_PAGE: Target = {
  package: "@docusaurus/theme-search-algolia",
  file: "lib/theme/SearchPage/index.js",
  patches: [
    {
      name: "the backend in use answers (import)",
      search: "import {liteClient} from 'algoliasearch/lite';",
      replace:
        "import {useSearchPageClient, SearchPageError} from '@site/src/search/SearchPage';",
    },
    {
      name: "the backend in use answers (client)",
      search: "const algoliaClient = liteClient(appId, apiKey);",
      replace:
        "const {backend, algoliaClient} = useSearchPageClient(appId, apiKey);",
    },
    {
      // The reducer's "update" action keeps every field it is given (here
      // `error`), so the reducer itself needs no patch.
      name: "a failed search is an error state",
      search: "  algoliaHelper.on(\n    'result',",
      replace:
        "  algoliaHelper.on('error', () => searchResultStateDispatcher({type: 'update', value: {...initialSearchResultState, query: searchQuery, loading: false, error: true}}));\n  algoliaHelper.on(\n    'result',",
    },
    {
      name: "a failed search shows the error words",
      search: "searchQuery && !searchResultState.loading && (",
      replace:
        'searchResultState.error ? <SearchPageError key="error" /> : searchQuery && !searchResultState.loading && (',
    },
    {
      name: "one <main> landmark (results)",
      search: "<main>",
      replace: "<div>",
    },
    {
      name: "one <main> landmark (results end)",
      search: "</main>",
      replace: "</div>",
    },
    {
      name: "one <main> landmark (page)",
      search: '<div className="container margin-vert--lg">',
      replace: '<main className="container margin-vert--lg">',
    },
    {
      name: "one <main> landmark (page end)",
      search: "      </div>\n    </Layout>",
      replace: "      </main>\n    </Layout>",
    },
    {
      name: "Algolia credited when it answers",
      search:
        "<div className={clsx('col', 'col--4', styles.searchLogoColumn)}>",
      replace:
        "{backend === 'algolia' && <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>",
    },
    {
      name: "Algolia credited when it answers (end)",
      search: "            </Link>\n          </div>",
      replace: "            </Link>\n          </div>}",
    },
  ],
};
