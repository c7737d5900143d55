import { lazy, Suspense, useState, type ReactNode } from "react";
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import { useNearViewport } from "@site/src/hooks/useNearViewport";
import PhoneFrame, { CAPTION } from "./Frame";
import styles from "./styles.module.css";

const load = () => import(/* webpackChunkName: "demo-home" */ "./MiniPlayer");

/** The phone with an empty screen, for while the app's code is on the way. */
function Placeholder({ children }: { children?: ReactNode }): ReactNode {
  return (
    <PhoneFrame
      caption={CAPTION}
      readout={<p className={styles.readoutLine}>Starting the demo…</p>}
    >
      <div className={styles.placeholder}>
        {children ?? <p>The live demo runs here once JavaScript has loaded.</p>}
      </div>
    </PhoneFrame>
  );
}

/**
 * The home page's demo: react-native-teleport running a small video app in a
 * phone. Like the docs demos (src/components/LiveDemo) the app is a chunk of
 * its own, rendered only in the browser and only once the reader scrolls near
 * it; until then the same phone shows an empty screen.
 */
export default function PhoneDemo(): ReactNode {
  // React.lazy remembers a failed load, so a retry needs a new one.
  const [App, setApp] = useState(() => lazy(load));
  const [box, near] = useNearViewport<HTMLDivElement>();
  if (!near) {
    return (
      <div ref={box}>
        <Placeholder />
      </div>
    );
  }
  return (
    <div>
      <ErrorBoundary
        fallback={({ tryAgain }) => (
          <Placeholder>
            <p>The live demo could not load.</p>
            <button
              type="button"
              className="button button--sm button--primary"
              onClick={() => {
                setApp(() => lazy(load));
                tryAgain();
              }}
            >
              Retry
            </button>
          </Placeholder>
        )}
      >
        <Suspense fallback={<Placeholder />}>
          <App />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
