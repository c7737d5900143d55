// A stand-in for Algolia's search API (`POST /1/indexes/*/queries`): the
// site's own engine, the local backend's, over a build's records, so hits,
// highlights and snippets come in Algolia's response shape from the pages a
// reader would search. Shared by the browser tests and `npm run bench`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { algolia } from "../../src/config/site";
import {
  expandIndex,
  type CompactIndex,
  type DocSearchRecord,
} from "../../src/search/indexer/records";
import {
  createEngine,
  type LocalRequest,
} from "../../src/search/client/engine";

/** One query of the `requests` array a client posts. */
export type AlgoliaQuery = LocalRequest & { query: string };

/** The records a build's local index holds: every page, in DocSearch's schema. */
export function buildRecords(buildDir: string): DocSearchRecord[] {
  const file = join(buildDir, "search-index.json");
  return expandIndex(JSON.parse(readFileSync(file, "utf8")) as CompactIndex);
}

/** The queries of a request body: Algolia's v5 clients post each one's parameters as its fields. */
export function queriesOf(body: string | null): AlgoliaQuery[] {
  return (
    (JSON.parse(body ?? "{}") as { requests?: AlgoliaQuery[] }).requests ?? []
  );
}

/**
 * Answers a multi-query request as the hosted index would. The query ID is
 * derived from the query, so a test can predict the one a click reports.
 */
export function algoliaStandIn(records: DocSearchRecord[]) {
  const engine = createEngine(records);
  return (queries: Array<Partial<AlgoliaQuery>>) => ({
    results: queries.map((query) => ({
      ...engine.search({ indexName: algolia.indexName, ...query }),
      queryID: `q${Buffer.from(query.query ?? "").toString("hex")}`
        .padEnd(32, "0")
        .slice(0, 32),
    })),
  });
}
