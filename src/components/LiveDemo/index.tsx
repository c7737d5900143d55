import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from "react";
import clsx from "clsx";
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import { useNearViewport } from "@site/src/hooks/useNearViewport";
import type { DemoKind } from "./Shell";
import sizes from "./sizes.module.css";

type Loader = () => Promise<{ default: ComponentType }>;

/** A box of the demo's size, for while its code is on the way. */
function Reserved({
  kind,
  children = <p>The live demo runs here once JavaScript has loaded.</p>,
  ref,
}: {
  kind: DemoKind;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}): ReactNode {
  return (
    <div ref={ref} className={clsx(sizes.box, sizes[kind])}>
      <div className={sizes.reserved}>{children}</div>
    </div>
  );
}

/**
 * Any MDX page can name a demo (see src/theme/MDXComponents.tsx), so this
 * module is all that pages without one carry. The demo itself, with
 * react-native-teleport, is a chunk of its own that only the browser renders
 * (react-native-teleport creates DOM nodes as it renders), and only once the
 * reader scrolls near it: a demo further down the page costs nothing while
 * the page loads. Until it runs, the server's HTML and the browser show a box
 * of the same size.
 */
function lazyDemo(kind: DemoKind, load: Loader): ComponentType {
  function LiveDemo(): ReactNode {
    // React.lazy remembers a failed load, so a retry needs a new one.
    const [Demo, setDemo] = useState(() => lazy(load));
    const [box, near] = useNearViewport<HTMLDivElement>();
    if (!near) return <Reserved kind={kind} ref={box} />;
    return (
      <ErrorBoundary
        fallback={({ tryAgain }) => (
          <Reserved kind={kind}>
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
          </Reserved>
        )}
      >
        <Suspense fallback={<Reserved kind={kind} />}>
          <Demo />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LiveDemo;
}

export const TeleportDemo = lazyDemo(
  "teleport",
  () => import(/* webpackChunkName: "demo-teleport" */ "./demos/Teleport"),
);

export const PortalDemo = lazyDemo(
  "portal",
  () => import(/* webpackChunkName: "demo-portal" */ "./demos/Portal"),
);

export const UsePortalDemo = lazyDemo(
  "usePortal",
  () => import(/* webpackChunkName: "demo-use-portal" */ "./demos/UsePortal"),
);

export const PreloadDemo = lazyDemo(
  "preload",
  () => import(/* webpackChunkName: "demo-preload" */ "./demos/Preload"),
);
