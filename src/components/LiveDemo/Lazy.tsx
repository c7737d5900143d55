import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import styles from "./styles.module.css";

type LazyDemoProps = {
  /** Imports the demo's own chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** The demo's box, of the running demo's size, around a message. */
  placeholder: (message: ReactNode) => ReactNode;
};

/**
 * A live demo's code, with react-native-teleport, is a chunk of its own that only the browser
 * renders (the library creates DOM nodes as it renders), and only once the
 * reader scrolls within 400px of it, so a demo further down the page costs
 * nothing while the page loads. Until it runs, the server's HTML and the
 * browser show the placeholder, of the same size.
 */
export default function LazyDemo({
  load,
  placeholder,
}: LazyDemoProps): ReactNode {
  // React.lazy remembers a failed load, so a retry needs a new one.
  const [Demo, setDemo] = useState(() => lazy(load));
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const waiting = placeholder(
    <div className={styles.message}>
      <p>The live demo runs here once JavaScript has loaded.</p>
    </div>,
  );
  return (
    <div ref={box} data-live-demo="">
      {near ? (
        <ErrorBoundary
          fallback={({ tryAgain }) =>
            placeholder(
              <div className={styles.message}>
                <p>The live demo could not load.</p>
                <button
                  type="button"
                  className="button button--sm button--primary"
                  onClick={() => {
                    setDemo(() => lazy(load));
                    tryAgain();
                  }}
                >
                  Retry
                </button>
              </div>,
            )
          }
        >
          <Suspense fallback={waiting}>
            <Demo />
          </Suspense>
        </ErrorBoundary>
      ) : (
        waiting
      )}
    </div>
  );
}
