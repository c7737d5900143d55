import { useEffect, useState } from "react";

/** Words per search snippet: 10, or 5 on screens up to 768 px wide (the specification's limits). */
const SMALL_SCREEN = "(max-width: 768px)";

export function useSnippetLength(): number {
  const [small, setSmall] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN);
    const update = () => setSmall(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return small ? 5 : 10;
}
