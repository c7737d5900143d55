// Wraps the DocSearch bar so the local backend can answer in Algolia's place: same modal, another search client.
import { useCallback, type ComponentType, type ReactNode } from "react";
import type { DocSearchProps } from "@docsearch/react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import SearchBar from "@theme-original/SearchBar";
import { useSearchBackend } from "@site/src/plugins/search-index/client/backend";
import { createLocalSearch } from "@site/src/plugins/search-index/client/localClient";
import { indexFileName } from "@site/src/plugins/search-index/constants";

type Props = Partial<DocSearchProps>;

// The stock component forwards any DocSearch prop, though its type says none.
const OriginalSearchBar = SearchBar as unknown as ComponentType<Props>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const backend = useSearchBackend();
  const indexUrl = useBaseUrl(indexFileName);
  // Called when the modal mounts: that is when the index starts loading.
  const transformSearchClient = useCallback<
    NonNullable<DocSearchProps["transformSearchClient"]>
  >(
    (client) => ({ ...client, search: createLocalSearch(indexUrl) }),
    [indexUrl],
  );
  if (backend === "algolia") return <OriginalSearchBar {...props} />;
  // No Algolia means no Algolia Insights either.
  return (
    <OriginalSearchBar
      {...props}
      transformSearchClient={transformSearchClient}
      insights={false}
    />
  );
}
