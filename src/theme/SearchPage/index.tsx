// Replaces the stock search page so the backend in use answers it, a failed search shows the modal's error words, the whole page is one <main>, and Algolia is credited only when it answers.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import clsx from "clsx";
import { liteClient } from "algoliasearch/lite";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { useAllDocsData } from "@docusaurus/plugin-content-docs/client";
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  // On Docusaurus 4, from @docusaurus/theme-search-algolia/client.
  useSearchQueryString,
} from "@docusaurus/theme-common";
import Translate, { translate } from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import {
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from "@docusaurus/theme-search-algolia/client";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
// The stock page's stylesheet, by a path that src/search/chunk.ts resolves.
import styles from "@docusaurus/theme-search-algolia/lib/theme/SearchPage/styles.module.css";
import { createLocalSearch } from "@site/src/search/client/localClient";
import { useLocalIndexUrl } from "@site/src/search/client/useLocalSearch";

type Answer = {
  query: string;
  page: number;
  nbHits: number;
  nbPages: number;
  hits: {
    url: string;
    _highlightResult: { hierarchy: Record<string, { value: string }> };
    _snippetResult?: { content?: { value: string } };
  }[];
};
type Item = { title: string; url: string; summary: string; crumbs: string[] };
type State = {
  query: string;
  versions: Record<string, string>;
  items: Item[];
  total: number;
  pages: number;
  page: number;
  status: "idle" | "loading" | "error";
};
const NONE = { items: [], total: 0, pages: 0, page: 0 };

const highlight = (html: string) =>
  html.replace(
    /algolia-docsearch-suggestion--highlight/g,
    "search-result-match",
  );

/** Algolia's client, or one with its `search` answered from the local index. */
function useSearchClient(appId: string, apiKey: string) {
  const indexUrl = useLocalIndexUrl();
  return useMemo(
    () =>
      indexUrl
        ? { algolia: false, search: createLocalSearch(indexUrl) }
        : { algolia: true, search: liteClient(appId, apiKey).search },
    [indexUrl, appId, apiKey],
  );
}

function SearchPageContent(): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  const { algolia } = useAlgoliaThemeConfig();
  const processUrl = useSearchResultUrlProcessor();
  const { selectMessage } = usePluralForm();
  const client = useSearchClient(algolia.appId, algolia.apiKey);
  const logo = useBaseUrl("/img/algolia.svg");
  // As the stock page: each docs plugin's latest version, or the one picked.
  const allDocs = useAllDocsData();
  const versioned = Object.entries(allDocs).filter(
    ([, docs]) => docs.versions.length > 1,
  );
  const [versions, setVersions] = useState(() =>
    Object.fromEntries(
      Object.entries(allDocs).map(([id, docs]) => [id, docs.versions[0]!.name]),
    ),
  );
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const [state, setState] = useState<State>({
    ...NONE,
    query: "",
    versions,
    status: "idle",
  });
  // A new query or version starts over.
  if (state.query !== searchQuery || state.versions !== versions) {
    const status = searchQuery ? "loading" : "idle";
    setState({ ...NONE, query: searchQuery, versions, status });
  }

  const search = useEvent((page: number) => {
    const query = searchQuery;
    const tags = Object.entries(versions).map(
      ([id, name]) => `docusaurus_tag:docs-${id}-${name}`,
    );
    const facetFilters = algolia.contextualSearch
      ? [[`language:${currentLocale}`], ["docusaurus_tag:default", ...tags]]
      : [];
    const request = { query, page, hitsPerPage: 15, advancedSyntax: true };
    client
      .search({
        requests: [{ indexName: algolia.indexName, facetFilters, ...request }],
      })
      .then(({ results }) => {
        const answer = results[0] as unknown as Answer;
        const items = answer.hits.map((hit) => {
          const titles = Object.values(hit._highlightResult.hierarchy).map(
            ({ value }) => highlight(value),
          );
          const snippet = hit._snippetResult?.content?.value;
          const summary = snippet ? `${highlight(snippet)}...` : "";
          const url = processUrl(hit.url);
          return { title: titles.pop()!, url, summary, crumbs: titles };
        });
        // An answer to an older query is dropped.
        setState((prev) =>
          prev.query !== answer.query
            ? prev
            : {
                ...prev,
                items: page === 0 ? items : prev.items.concat(items),
                total: answer.nbHits,
                pages: answer.nbPages,
                page: answer.page,
                status: "idle",
              },
        );
      })
      .catch(() =>
        setState((prev) =>
          prev.query === query ? { ...prev, ...NONE, status: "error" } : prev,
        ),
      );
  });

  useEffect(() => {
    if (!searchQuery) return undefined;
    const timer = setTimeout(() => search(0), 300);
    return () => clearTimeout(timer);
  }, [searchQuery, versions, search]);

  // The next page once the reader scrolls down to the loader.
  const [loader, setLoader] = useState<HTMLDivElement | null>(null);
  const lastY = useRef(0);
  useEffect(() => {
    if (!loader) return undefined;
    const observer = new IntersectionObserver(
      ([{ isIntersecting, boundingClientRect }]) => {
        if (isIntersecting && lastY.current > boundingClientRect.y)
          setState((prev) =>
            prev.pages > prev.page + 1
              ? { ...prev, page: prev.page + 1 }
              : prev,
          );
        lastY.current = boundingClientRect.y;
      },
      { threshold: 1 },
    );
    observer.observe(loader);
    return () => observer.disconnect();
  }, [loader]);
  useEffect(() => {
    if (state.page > 0) search(state.page);
  }, [state.page, search]);

  const title = searchQuery
    ? translate(
        {
          id: "theme.SearchPage.existingResultsTitle",
          message: 'Search results for "{query}"',
        },
        { query: searchQuery },
      )
    : translate({
        id: "theme.SearchPage.emptyResultsTitle",
        message: "Search the documentation",
      });
  const found = translate(
    {
      id: "theme.SearchPage.documentsFound.plurals",
      message: "One document found|{count} documents found",
    },
    { count: state.total },
  );
  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        {/* Not indexed, as facebook/docusaurus#3233 decided. */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div
            className={clsx("col", styles.searchQueryColumn, {
              "col--9": versioned.length > 0,
              "col--12": versioned.length === 0,
            })}
          >
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: "theme.SearchPage.inputPlaceholder",
                message: "Type your search here",
              })}
              aria-label={translate({
                id: "theme.SearchPage.inputLabel",
                message: "Search",
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>
          {algolia.contextualSearch && versioned.length > 0 && (
            <div
              className={clsx(
                "col col--3 padding-left--none",
                styles.searchVersionColumn,
              )}
            >
              {versioned.map(([id, docs]) => (
                <select
                  key={id}
                  onChange={(e) =>
                    setVersions((all) => ({ ...all, [id]: e.target.value }))
                  }
                  defaultValue={versions[id]}
                  className={styles.searchVersionInput}
                >
                  {docs.versions.map(({ name, label }) => (
                    <option
                      key={name}
                      label={versioned.length > 1 ? `${id}: ${label}` : label}
                      value={name}
                    />
                  ))}
                </select>
              ))}
            </div>
          )}
        </form>
        <div className="row">
          <div className={clsx("col col--8", styles.searchResultsColumn)}>
            {state.total > 0 && selectMessage(state.total, found)}
          </div>
          {client.algolia && (
            <div className={clsx("col col--4", styles.searchLogoColumn)}>
              <span>
                {translate({
                  id: "theme.SearchPage.algoliaLabel",
                  message: "Powered by",
                })}
              </span>
              <Link
                to="https://www.algolia.com/"
                aria-label={translate({
                  id: "theme.SearchPage.algoliaLabel",
                  message: "Powered by Algolia",
                })}
              >
                <img src={logo} alt="Algolia" width={80} height={24} />
              </Link>
            </div>
          )}
        </div>
        {state.items.length > 0 ? (
          <div>
            {state.items.map(({ title, url, summary, crumbs }, i) => (
              <article key={i} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <Link to={url} dangerouslySetInnerHTML={{ __html: title }} />
                </Heading>
                {crumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul
                      className={clsx(
                        "breadcrumbs",
                        styles.searchResultItemPath,
                      )}
                    >
                      {crumbs.map((html, j) => (
                        <li
                          key={j}
                          className="breadcrumbs__item"
                          dangerouslySetInnerHTML={{ __html: html }}
                        />
                      ))}
                    </ul>
                  </nav>
                )}
                {summary && (
                  <p
                    className={styles.searchResultItemSummary}
                    dangerouslySetInnerHTML={{ __html: summary }}
                  />
                )}
              </article>
            ))}
          </div>
        ) : state.status === "error" ? (
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
        ) : state.status === "loading" ? (
          <div className={styles.loadingSpinner} />
        ) : (
          searchQuery && (
            <p>
              <Translate id="theme.SearchPage.noResultsText">
                No results were found
              </Translate>
            </p>
          )
        )}
        {state.pages > state.page + 1 && (
          <div className={styles.loader} ref={setLoader}>
            <Translate id="theme.SearchPage.fetchingNewResults">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
