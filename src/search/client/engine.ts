// The local backend's engine: MiniSearch ranks the records (BM25 with
// Algolia-like typo tolerance and prefix matching), and each answer carries
// the fields of an Algolia search response that DocSearch and the search page
// read, so they render it unchanged. It runs in a worker (./worker.ts).
import type { FacetFilters, SearchParamsObject } from "algoliasearch/lite";
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import {
  expandIndex,
  levels,
  type CompactIndex,
  type DocSearchRecord,
  type Level,
} from "../indexer/records";
import {
  indexTokenize,
  queryTerms,
  queryTokenize,
  snippet,
  typosAllowed,
  type Highlighted,
  type Marks,
} from "./text";

/** One query of a multi-query request, with its parameters flattened. */
export type LocalRequest = SearchParamsObject & { indexName: string };

/**
 * What each record is searched by: its own heading, its text, and the
 * headings it sits under. Indexing a page's title once (on its lvl1 record)
 * rather than on every section keeps BM25's word rarity honest; the weights
 * put a record's own heading first, as DocSearch's attribute order does.
 */
const boost = { title: 3, context: 1, content: 1 };

function searchDocument(record: DocSearchRecord, id: number) {
  const depth =
    record.type === "content" ? levels.length : levels.indexOf(record.type);
  return {
    id,
    title: record.type === "content" ? null : record.hierarchy[record.type],
    context: levels
      .slice(0, depth)
      .map((level) => record.hierarchy[level])
      .filter(Boolean)
      .join("\n"),
    content: record.content,
  };
}

/** DocSearch's index settings, for requests (the search page) that send none. */
const indexDefaults = {
  hitsPerPage: 20,
  attributesToSnippet: ["content:10"],
  snippetEllipsisText: "…",
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: "</span>",
};

/**
 * Algolia's facetFilters as a test of one record: every entry must hold, an
 * inner array is an OR. Parsed once per query, as a one-letter query checks
 * hundreds of records.
 */
function facetTest(filters: FacetFilters = []) {
  const groups = [filters].flat().map((group) =>
    [group].flat().map((filter) => {
      const [key, ...value] = String(filter).split(":");
      return [key as keyof DocSearchRecord, value.join(":")] as const;
    }),
  );
  return (record: DocSearchRecord) =>
    groups.every((group) =>
      group.some(([key, value]) => String(record[key]) === value),
    );
}

function annotate(
  record: DocSearchRecord,
  query: string[],
  matched: Set<string>,
  request: LocalRequest,
) {
  const marks: Marks = {
    pre: request.highlightPreTag ?? indexDefaults.highlightPreTag,
    post: request.highlightPostTag ?? indexDefaults.highlightPostTag,
  };
  const hierarchy: Partial<Record<Level, Highlighted>> = {};
  for (const level of levels) {
    const value = record.hierarchy[level];
    if (value) hierarchy[level] = snippet(value, query, matched, marks);
  }

  const snippets: {
    content?: Highlighted;
    hierarchy?: Partial<Record<Level, Highlighted>>;
  } = {};
  const ellipsis =
    request.snippetEllipsisText ?? indexDefaults.snippetEllipsisText;
  for (const spec of request.attributesToSnippet ??
    indexDefaults.attributesToSnippet) {
    // DocSearch asks for `content` and `hierarchy.lvl1` to `hierarchy.lvl6`.
    const [path, size = "10"] = spec.split(":");
    const level = path.replace("hierarchy.", "") as Level;
    const value = path === "content" ? record.content : record.hierarchy[level];
    // Like Algolia, nothing to highlight in an empty attribute.
    if (typeof value !== "string") continue;
    const cut = snippet(value, query, matched, marks, +size, ellipsis);
    if (path === "content") snippets.content = cut;
    else (snippets.hierarchy ??= {})[level] = cut;
  }

  return {
    // Algolia also marks a section's whole text; neither DocSearch nor the
    // search page reads that, and it is the costliest part of an answer.
    _highlightResult: { hierarchy },
    _snippetResult: snippets,
  };
}

type SearchDocument = ReturnType<typeof searchDocument>;

const options: Options<SearchDocument> = {
  fields: Object.keys(boost),
  tokenize: indexTokenize,
  searchOptions: {
    tokenize: queryTokenize,
    boost,
    combineWith: "AND",
    prefix: (_term, i, terms) => i === terms.length - 1,
    fuzzy: typosAllowed,
  },
};

/** The engine over a shipped index: MiniSearch's index loaded, not rebuilt. */
export function createEngine(shipped: ShippedIndex) {
  const records = expandIndex(shipped);
  const miniSearch = MiniSearch.loadJS(shipped.engine, options);
  return {
    search(request: LocalRequest) {
      const query = request.query ?? "";
      const words = queryTerms(query);
      const passes = facetTest(request.facetFilters);

      // Like Algolia's `distinct` on url: one hit per section, its best
      // record. An empty query lists every record, in the index's order.
      const seen = new Set<string>();
      const ranked = miniSearch
        .search(words.length ? query : MiniSearch.wildcard, {
          filter: ({ id }) => passes(records[id as number]),
        })
        .map(({ id, terms }) => ({ record: records[id as number], terms }))
        .filter(({ record }) => !seen.has(record.url) && seen.add(record.url));

      const hitsPerPage = request.hitsPerPage ?? indexDefaults.hitsPerPage;
      const page = request.page ?? 0;
      const hits = ranked
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        // Algolia returns only attributesToRetrieve; the rest does no harm.
        .map(({ record, terms }) => ({
          ...record,
          ...annotate(record, words, new Set(terms), request),
        }));

      return {
        hits,
        nbHits: ranked.length,
        page,
        nbPages: hitsPerPage ? Math.ceil(ranked.length / hitsPerPage) : 0,
        hitsPerPage,
        query,
      };
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;

/**
 * The file the build writes: the records, and MiniSearch's index of them, so
 * the browser loads the index instead of tokenizing every record again, which
 * costs a phone several times longer while the reader waits for a first hit.
 */
export interface ShippedIndex extends CompactIndex {
  engine: AsPlainObject;
}

export function shipIndex(index: CompactIndex): ShippedIndex {
  const miniSearch = new MiniSearch(options);
  miniSearch.addAll(expandIndex(index).map(searchDocument));
  return { ...index, engine: miniSearch.toJSON() };
}

/** One letter: the widest prefix walk, and highlights and snippets for a full page of hits. */
const warmUpQuery: LocalRequest = { indexName: "warm-up", query: "p" };

/** Fetches the index from the site itself and loads the engine. */
export async function loadEngine(url: string, fresh: boolean): Promise<Engine> {
  const response = await fetch(url, fresh ? { cache: "no-cache" } : {});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const engine = createEngine((await response.json()) as ShippedIndex);
  // A throwaway search, in a task of its own once the engine is ready,
  // compiles the search path (prefix walk, ranking, highlights, snippets)
  // before the reader's first key rather than on it. The dev server loads
  // an engine per search, so there it would only add work.
  if (!fresh) setTimeout(() => engine.search(warmUpQuery), 0);
  return engine;
}
