import { useEffect, useRef } from "react";

/** What counts as coming near the search button. */
const nearSearch = ".DocSearch-Button, .navbar__search";
const intents = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Runs `warm` (loading search's code and data ahead of use) once the pointer,
 * a touch or the keyboard focus reaches the search button, so a reader who
 * never searches downloads none of it. A failed warm-up costs nothing but a
 * later retry: opening search loads what it needs by itself.
 */
export function useSearchWarmUp(warm: () => Promise<unknown>): void {
  // The latest `warm`, read when the moment comes.
  const latest = useRef(warm);
  useEffect(() => {
    latest.current = warm;
  });

  useEffect(() => {
    let running = false;
    const options = { capture: true, passive: true };
    const stop = () => {
      for (const type of intents)
        document.removeEventListener(type, onIntent, options);
    };
    function onIntent(event: Event) {
      if (running || !(event.target instanceof Element)) return;
      if (!event.target.closest(nearSearch)) return;
      running = true;
      latest.current().then(stop, () => {
        // Offline or a failed chunk: the next approach tries again.
        running = false;
      });
    }
    for (const type of intents)
      document.addEventListener(type, onIntent, options);
    return stop;
  }, []);
}
