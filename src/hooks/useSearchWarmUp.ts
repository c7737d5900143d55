import { useEffect, useRef } from "react";

type Connection = { saveData?: boolean; effectiveType?: string };

/** Docusaurus's own rule for prefetching routes: not with Save-Data or on 2G. */
function onSlowConnection(): boolean {
  const { connection } = navigator as Navigator & { connection?: Connection };
  return Boolean(
    connection?.saveData || connection?.effectiveType?.includes("2g"),
  );
}

/** What counts as coming near the search button. */
const nearSearch = ".DocSearch-Button, .navbar__search";
const intents = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Runs `warm` (loading search's code and data ahead of use) once, when the
 * page is first idle after loading, or earlier when the pointer, a touch or
 * the keyboard focus reaches the search button. Slow or data-saving
 * connections only get the second, as they only get Docusaurus's link
 * prefetching on hover. A failed warm-up costs nothing but a later retry:
 * opening search loads what it needs by itself.
 */
export function useSearchWarmUp(warm: () => Promise<unknown>): void {
  // The latest `warm`, read when the moment comes, so a new callback
  // identity does not restart the wait for idle time.
  const latest = useRef(warm);
  useEffect(() => {
    latest.current = warm;
  });

  useEffect(() => {
    let state: "waiting" | "running" | "done" = "waiting";
    const run = () => {
      if (state !== "waiting") return;
      state = "running";
      latest.current().then(
        () => {
          state = "done";
          stopListening();
        },
        () => {
          // Offline or a failed chunk: the next approach tries again.
          state = "waiting";
        },
      );
    };
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(nearSearch))
        run();
    };
    const options = { capture: true, passive: true };
    for (const type of intents)
      document.addEventListener(type, onIntent, options);
    function stopListening() {
      for (const type of intents)
        document.removeEventListener(type, onIntent, options);
    }

    let cancelIdle = () => {};
    if (!onSlowConnection()) {
      // Safari has no requestIdleCallback; a timeout after load stands in.
      const idle = (callback: () => void) => {
        if (typeof requestIdleCallback === "function") {
          const id = requestIdleCallback(callback);
          cancelIdle = () => cancelIdleCallback(id);
        } else {
          const id = setTimeout(callback, 1000);
          cancelIdle = () => clearTimeout(id);
        }
      };
      const onLoad = () => idle(run);
      if (document.readyState === "complete") onLoad();
      else {
        window.addEventListener("load", onLoad, { once: true });
        cancelIdle = () => window.removeEventListener("load", onLoad);
      }
    }
    return () => {
      cancelIdle();
      stopListening();
    };
  }, []);
}
