// A search client with the Algolia client's `search` signature that answers
// from the local index. The engine and the index load in a worker of their
// own (./worker.ts), started when the reader shows intent to search or on the
// first search.
import type { LiteClient } from "algoliasearch/lite";
import siteConfig from "@generated/docusaurus.config";
import { useSearchBackend } from "./backend";
import { indexFileName } from "./constants";
import type { LocalRequest } from "./engine";
import type { Question, Reply, Results } from "./worker";

const indexUrl = siteConfig.baseUrl + indexFileName;

let worker: Worker | null = null;
/** How to fail each question the worker has not answered yet. */
const unanswered = new Set<(error: Error) => void>();

function startWorker(): Worker {
  const started = new Worker(
    /* webpackChunkName: "search-engine" */ new URL(
      "./worker",
      import.meta.url,
    ),
  );
  // The worker itself failed (its script did not load): fail what it was
  // asked, and let the next question start another.
  started.addEventListener("error", () => {
    worker = null;
    for (const reject of unanswered)
      reject(new Error("The local search engine could not be loaded"));
    unanswered.clear();
  });
  return started;
}

/** Asks the worker, which answers on a channel of the question's own. */
function ask(requests: LocalRequest[]): Promise<Results> {
  const target = (worker ??= startWorker());
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve, reject) => {
    unanswered.add(reject);
    port1.onmessage = ({ data }: MessageEvent<Reply>) => {
      unanswered.delete(reject);
      if ("error" in data) reject(new Error(data.error));
      else resolve(data.results);
    };
    const question: Question = { url: indexUrl, requests };
    target.postMessage(question, [port2]);
  });
}

/** Starts loading the engine and the index ahead of the first search. */
function preloadLocalSearch(): void {
  // The dev server's index changes as writers save: searches reload it anyway.
  if (process.env.NODE_ENV === "development") return;
  // A failure shows on the first search, which tries again.
  ask([]).catch(() => {});
}

/**
 * The client's `search`, answered locally. A failure shows as DocSearch's
 * "Unable to fetch results" screen, as any failed search does with the
 * vendor patches (src/plugins/vendor-patches).
 */
export const localSearch = (async (
  args: Parameters<LiteClient["search"]>[0],
) => {
  // DocSearch sends `{ requests }`; the search page's helper, an array of
  // queries with their parameters apart.
  const requests = Array.isArray(args)
    ? args.map(({ params, ...query }) => ({ ...query, ...params }))
    : args.requests;
  return { results: await ask(requests as LocalRequest[]) };
}) as LiteClient["search"];

/**
 * Starts loading the local engine and index, for the moments a reader shows
 * intent to search (pointer, touch or focus on the button, a shortcut), so
 * they load beside the modal; undefined when Algolia answers.
 */
export const useLocalSearchPreload = (): (() => void) | undefined =>
  useSearchBackend() === "local" ? preloadLocalSearch : undefined;
