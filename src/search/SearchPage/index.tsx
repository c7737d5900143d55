// What the stock search page of @docusaurus/theme-search-algolia takes from
// the site, through the patches in ./patches.ts: the search client of the
// backend in use, and the modal's words for a search that failed.
import { useMemo, type ReactNode } from "react";
import { liteClient } from "algoliasearch/lite";
import Translate from "@docusaurus/Translate";
import { createLocalSearch } from "../client/localClient";
import { useLocalIndexUrl } from "../client/useLocalSearch";

export function useSearchPageClient(appId: string, apiKey: string) {
  const indexUrl = useLocalIndexUrl();
  const algoliaClient = useMemo(
    () =>
      indexUrl
        ? // Enough of a client for algoliasearch-helper.
          { search: createLocalSearch(indexUrl), addAlgoliaAgent: () => {} }
        : liteClient(appId, apiKey),
    [indexUrl, appId, apiKey],
  );
  return { backend: indexUrl ? "local" : "algolia", algoliaClient };
}

export function SearchPageError(): ReactNode {
  return (
    <div role="alert">
      <p>
        <Translate id="theme.SearchModal.errorScreen.titleText">
          Unable to fetch results
        </Translate>
      </p>
      <p>
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}
