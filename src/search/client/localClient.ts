// A search client with the Algolia client's `search` signature that answers
// from the local index. Creating it starts loading the index and MiniSearch
// (their own chunk), which happens when the modal or the search page opens.
import type { LiteClient } from "algoliasearch/lite";
import type { Engine, LocalRequest } from "./engine";

type SearchArgs = Parameters<LiteClient["search"]>[0];

let cached: Promise<Engine> | null = null;

function engine(indexUrl: string): Promise<Engine> {
  // The dev server rewrites the index as writers save; always take the latest.
  const fresh = process.env.NODE_ENV === "development";
  if (!cached || fresh) {
    cached = import(/* webpackChunkName: "search-engine" */ "./engine").then(
      ({ loadEngine }) => loadEngine(indexUrl, fresh),
    );
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

/** Starts loading the index and the engine ahead of the first search. */
export function preloadLocalSearch(indexUrl: string): Promise<unknown> {
  // The dev server's index changes as writers save: searches reload it anyway.
  if (process.env.NODE_ENV === "development") return Promise.resolve();
  return engine(indexUrl);
}

/** Flattens both request shapes the Algolia client accepts. */
function requestsOf(args: SearchArgs): LocalRequest[] {
  if (Array.isArray(args)) {
    return args.map(
      ({ params, ...rest }) => ({ ...rest, ...params }) as LocalRequest,
    );
  }
  return args.requests as LocalRequest[];
}

/** DocSearch shows its "Unable to fetch results" screen for this error only. */
function retryError(cause: unknown): Error {
  const error = new Error("The local search index could not be loaded", {
    cause,
  });
  error.name = "RetryError";
  return error;
}

export function createLocalSearch(indexUrl: string): LiteClient["search"] {
  let ready = engine(indexUrl);
  const search = async (args: SearchArgs) => {
    let loaded: Engine;
    try {
      loaded = await ready;
    } catch (cause) {
      // The next keystroke tries again, once the network is back.
      ready = engine(indexUrl);
      throw retryError(cause);
    }
    return { results: requestsOf(args).map((r) => loaded.search(r)) };
  };
  return search as LiteClient["search"];
}
