// Wraps the DocSearch bar so the local backend can answer in Algolia's place (same modal, another search client), and gives DocSearch the function props JSON config cannot carry.
import {
  useCallback,
  useMemo,
  type ComponentType,
  type ReactNode,
} from "react";
import type { DocSearchProps } from "@docsearch/react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { useSearchWarmUp } from "./useSearchWarmUp";
import { useSnippetLength } from "./useSnippetLength";
import SearchBar from "@theme-original/SearchBar";
import { useSearchBackend } from "@site/src/search/client/backend";
import {
  createLocalSearch,
  preloadLocalSearch,
} from "@site/src/search/client/localClient";
import { indexFileName } from "@site/src/search/client/constants";

type Props = Partial<DocSearchProps>;

// The stock component forwards any DocSearch prop, though its type says none.
const OriginalSearchBar = SearchBar as unknown as ComponentType<Props>;

/**
 * Loads (and so runs) the modal's chunk, which also holds the stylesheets the
 * stock bar imports with it (../chunk.ts): when Ctrl+K
 * comes, the stock bar's own import finds all of it loaded, and only the
 * modal's render stands between the key and its first frame.
 */
const loadModal = () => import("@docsearch/react");

const snippetAttributes = [1, 2, 3, 4, 5, 6]
  .map((level) => `hierarchy.lvl${level}`)
  .concat("content");

export default function SearchBarWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const snippetLength = useSnippetLength();
  const extraProps = useMemo<Props>(
    () => ({
      searchParameters: {
        ...props.searchParameters,
        attributesToSnippet: snippetAttributes.map(
          (attribute) => `${attribute}:${snippetLength}`,
        ),
      },
      // "Believe this query should return results? Let us know." opens a
      // pre-filled issue on the library's repository.
      getMissingResultsUrl: ({ query }) =>
        `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new?${new URLSearchParams(
          {
            title: `Docs search: no results for "${query}"`,
            labels: "documentation",
          },
        )}`,
    }),
    [props.searchParameters, snippetLength, siteConfig],
  );
  const backend = useSearchBackend();
  const indexUrl = useBaseUrl(indexFileName);
  // Called when the modal mounts: that is when the index starts loading.
  const transformSearchClient = useCallback<
    NonNullable<DocSearchProps["transformSearchClient"]>
  >(
    (client) => ({ ...client, search: createLocalSearch(indexUrl) }),
    [indexUrl],
  );
  useSearchWarmUp(
    useCallback(
      () =>
        Promise.all([
          loadModal(),
          backend === "local" && preloadLocalSearch(indexUrl),
        ]),
      [backend, indexUrl],
    ),
  );
  if (backend === "algolia") {
    return <OriginalSearchBar {...props} {...extraProps} />;
  }
  // No Algolia means no Algolia Insights either.
  return (
    <OriginalSearchBar
      {...props}
      {...extraProps}
      transformSearchClient={transformSearchClient}
      insights={false}
    />
  );
}
