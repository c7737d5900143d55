// The local engine's own thread. Loading the index (parsing it and rebuilding
// MiniSearch's tree) and answering queries run here, beside the page, so the
// modal's first render and a reader's first key never wait on each other.
import { loadEngine, type Engine, type LocalRequest } from "./engine";

/** What the page asks, with a port for the reply: the answers to `requests` from the index at `url` (none: only load it). */
export type Question = { url: string; requests: LocalRequest[] };
export type Results = Array<Record<string, unknown>>;
export type Reply = { results: Results } | { error: string };

// The dev server rewrites the index as writers save: take the latest each time.
const fresh = process.env.NODE_ENV === "development";

let loading: Promise<Engine> | null = null;

addEventListener("message", async ({ data, ports }: MessageEvent<Question>) => {
  const { url, requests } = data;
  if (!loading || fresh) loading = loadEngine(url, fresh);
  let reply: Reply;
  try {
    const engine = await loading;
    reply = { results: requests.map((request) => engine.search(request)) };
  } catch (error) {
    // The next question tries again, once the network is back.
    loading = null;
    reply = { error: String(error) };
  }
  ports[0].postMessage(reply);
});
