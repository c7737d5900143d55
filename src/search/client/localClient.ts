// A search client with the Algolia client's `search` signature that answers
// from the local index, and the hooks the search UI reads it by. The engine
// and the index load in a worker of their own (./worker.ts), started when
// search opens or the reader shows intent.
import { useMemo } from "react";
import type { LiteClient } from "algoliasearch/lite";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { useSearchBackend } from "./backend";
import { indexFileName } from "./constants";
import type { LocalRequest } from "./engine";
import type { Question, Reply, Results } from "./worker";

type SearchArgs = Parameters<LiteClient["search"]>[0];

let worker: Worker | null = null;
let lastId = 0;
const waiting = new Map<
  number,
  { resolve(results: Results): void; reject(error: Error): void }
>();

function startWorker(): Worker {
  const started = new Worker(
    /* webpackChunkName: "search-engine" */ new URL(
      "./worker",
      import.meta.url,
    ),
  );
  started.addEventListener("message", ({ data }: MessageEvent<Reply>) => {
    const question = waiting.get(data.id);
    waiting.delete(data.id);
    if ("error" in data) question?.reject(new Error(data.error));
    else question?.resolve(data.results);
  });
  // The worker itself failed (its script did not load): fail what it was
  // asked, and let the next question start another.
  started.addEventListener("error", () => {
    worker = null;
    for (const { reject } of waiting.values())
      reject(new Error("The local search engine could not be loaded"));
    waiting.clear();
  });
  return started;
}

function ask(url: string, requests: LocalRequest[]): Promise<Results> {
  const target = (worker ??= startWorker());
  const question: Question = { id: ++lastId, url, requests };
  return new Promise((resolve, reject) => {
    waiting.set(question.id, { resolve, reject });
    target.postMessage(question);
  });
}

/** Starts loading the engine and the index ahead of the first search. */
function preloadLocalSearch(indexUrl: string): void {
  // The dev server's index changes as writers save: searches reload it anyway.
  if (process.env.NODE_ENV === "development") return;
  // A failure shows on the first search, which tries again.
  ask(indexUrl, []).catch(() => {});
}

export function createLocalSearch(indexUrl: string): LiteClient["search"] {
  preloadLocalSearch(indexUrl);
  // A failure shows as DocSearch's "Unable to fetch results" screen, as any
  // failed search does with the vendor patches (src/plugins/vendor-patches).
  const search = async (args: SearchArgs) => {
    // DocSearch sends `{ requests }`; the search page's helper, an array of
    // queries with their parameters apart.
    const requests = Array.isArray(args)
      ? args.map(({ params, ...query }) => ({ ...query, ...params }))
      : args.requests;
    return { results: await ask(indexUrl, requests as LocalRequest[]) };
  };
  return search as LiteClient["search"];
}

/** The local index's URL when the local backend answers here; null when Algolia does. */
export function useLocalIndexUrl(): string | null {
  const backend = useSearchBackend();
  const indexUrl = useBaseUrl(indexFileName);
  return backend === "local" ? indexUrl : null;
}

/**
 * Starts loading the local engine and index, for the moments a reader shows
 * intent to search (pointer, touch or focus on the button, a shortcut), so
 * they load beside the modal; undefined when Algolia answers.
 */
export function useLocalSearchPreload(): (() => void) | undefined {
  const indexUrl = useLocalIndexUrl();
  return useMemo(
    () => (indexUrl ? () => preloadLocalSearch(indexUrl) : undefined),
    [indexUrl],
  );
}
