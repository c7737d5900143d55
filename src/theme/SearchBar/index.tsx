// Wraps the DocSearch bar so the local backend can answer in Algolia's place (same modal, another search client), and gives DocSearch the function props JSON config cannot carry.
import { useMemo, type ComponentType, type ReactNode } from "react";
import type { DocSearchProps } from "@docsearch/react";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { useWindowSize } from "@docusaurus/theme-common";
import SearchBar from "@theme-original/SearchBar";
import { useSearchBackend } from "@site/src/search/client/backend";
import { localSearch } from "@site/src/search/client/localClient";

type Props = Partial<DocSearchProps>;

// The stock component forwards any DocSearch prop, though its type says none.
const OriginalSearchBar = SearchBar as unknown as ComponentType<Props>;

const snippetAttributes = [1, 2, 3, 4, 5, 6]
  .map((level) => `hierarchy.lvl${level}`)
  .concat("content");

export default function SearchBarWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // Words per snippet: 10, or 5 on screens up to 768 px wide (the
  // specification's limits).
  const mobile = useWindowSize({ desktopBreakpoint: 768 }) === "mobile";
  const local = useSearchBackend() === "local";
  const extraProps = useMemo<Props>(
    () => ({
      searchParameters: {
        ...props.searchParameters,
        attributesToSnippet: snippetAttributes.map(
          (attribute) => `${attribute}:${mobile ? 5 : 10}`,
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
      // The local backend answers in Algolia's place, so no Algolia Insights
      // either.
      ...(local && {
        transformSearchClient: (client) => ({ ...client, search: localSearch }),
        insights: false,
      }),
    }),
    [props.searchParameters, mobile, siteConfig, local],
  );
  return <OriginalSearchBar {...props} {...extraProps} />;
}
