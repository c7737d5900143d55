import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the viewport, once: false
 * on the server and during hydration, true from the first time it is near
 * (for good).
 */
export function useNearViewport<T extends Element>(
  margin = "400px",
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
