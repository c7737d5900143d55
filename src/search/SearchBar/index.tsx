// Wraps the DocSearch bar so the local backend can answer in Algolia's place (same modal, another search client), and gives DocSearch the function props JSON config cannot carry.
import {
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import type { DocSearchProps } from "@docsearch/react";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import SearchBar from "@theme-original/SearchBar";
import { createLocalSearch } from "@site/src/search/client/localClient";
import { useLocalIndexUrl } from "@site/src/search/client/useLocalSearch";

type Props = Partial<DocSearchProps>;

// The stock component forwards any DocSearch prop, though its type says none.
const OriginalSearchBar = SearchBar as unknown as ComponentType<Props>;

const snippetAttributes = [1, 2, 3, 4, 5, 6]
  .map((level) => `hierarchy.lvl${level}`)
  .concat("content");

const SMALL_SCREEN = "(max-width: 768px)";
const onScreenChange = (update: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener("change", update);
  return () => query.removeEventListener("change", update);
};
const isSmallScreen = () => window.matchMedia(SMALL_SCREEN).matches;

/** Words per search snippet: 10, or 5 on screens up to 768 px wide (the specification's limits). */
function useSnippetLength(): number {
  return useSyncExternalStore(onScreenChange, isSmallScreen, () => false)
    ? 5
    : 10;
}

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
  const indexUrl = useLocalIndexUrl();
  // The local backend answers in Algolia's place, so no Algolia Insights
  // either. The client is transformed when the modal mounts: that is when
  // the index starts loading.
  const localProps = useMemo<Props>(
    () =>
      indexUrl
        ? {
            transformSearchClient: (client) => ({
              ...client,
              search: createLocalSearch(indexUrl),
            }),
            insights: false,
          }
        : {},
    [indexUrl],
  );
  return <OriginalSearchBar {...props} {...extraProps} {...localProps} />;
}
