import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import clsx from "clsx";
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import CodeBlock from "@site/src/theme/CodeBlock";
import type { HighlightedSource } from "@site/src/plugins/static-code/highlight.mjs";
import styles from "./styles.module.css";

/** A demo's own chunk: the example and its source, highlighted at build time (src/plugins/live-demos). */
type Chunk = Promise<{ default: ComponentType; source: HighlightedSource }>;

type Demo = {
  kind: "teleport" | "portal" | "usePortal";
  title: string;
  file: string;
  load: () => Chunk;
};

/**
 * A demo's figure: caption, stage, file name and source, in the demo's fixed
 * size. The placeholder and the running demo both render it, so swapping one
 * for the other moves nothing on the page.
 */
function Frame({
  demo,
  children,
  source,
}: {
  demo: Demo;
  /** The running example, or the placeholder's message. */
  children: ReactNode;
  /** The example's source; none in the placeholder. */
  source?: HighlightedSource;
}): ReactNode {
  return (
    <figure className={clsx(styles.box, styles[demo.kind])}>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Live demo</span>
        <span className={clsx(styles.title, "text--truncate")}>
          {demo.title}
        </span>
      </figcaption>
      <div className={styles.stage}>{children}</div>
      <div className={clsx(styles.fileBar, "text--truncate")}>
        Source: <code>{demo.file}</code>
      </div>
      <div className={styles.source}>
        {source && (
          <CodeBlock
            language={source.language}
            highlighted={source.highlighted}
          >
            {source.code}
          </CodeBlock>
        )}
      </div>
    </figure>
  );
}

/** The running demo, its example and source framed; suspends until its chunk has loaded. */
function Running({ demo, chunk }: { demo: Demo; chunk: Chunk }): ReactNode {
  const { default: Example, source } = use(chunk);
  return (
    <Frame demo={demo} source={source}>
      <Example />
    </Frame>
  );
}

/**
 * A live demo's code, with react-native-teleport, is a chunk of its own that
 * only the browser renders (the library creates DOM nodes as it renders), and
 * only once the reader scrolls within 400px of it, so a demo further down the
 * page costs nothing while the page loads. Until it runs, the server's HTML
 * and the browser show the placeholder, of the same size. Any MDX page can
 * name a demo (src/theme/MDXComponents.tsx), so this module is all that pages
 * without one carry.
 */
function LiveDemo(demo: Demo): ReactNode {
  // Requested when the reader comes near; a failed request is replaced by a new one on Retry.
  const [chunk, setChunk] = useState<Chunk>();
  const box = useRef<HTMLDivElement>(null);
  const { load } = demo;
  useEffect(() => {
    const element = box.current;
    if (chunk || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setChunk(load());
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [chunk, load]);

  const placeholder = (message: ReactNode) => (
    <Frame demo={demo}>
      <div className={styles.message}>{message}</div>
    </Frame>
  );
  const waiting = placeholder(
    <p>The live demo runs here once JavaScript has loaded.</p>,
  );
  return (
    <div ref={box} data-live-demo="">
      {chunk ? (
        <ErrorBoundary
          fallback={({ tryAgain }) =>
            placeholder(
              <>
                <p>The live demo could not load.</p>
                <button
                  type="button"
                  className="button button--sm button--primary"
                  onClick={() => {
                    setChunk(load());
                    tryAgain();
                  }}
                >
                  Retry
                </button>
              </>,
            )
          }
        >
          <Suspense fallback={waiting}>
            <Running demo={demo} chunk={chunk} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        waiting
      )}
    </div>
  );
}

const demo = (props: Demo) =>
  function Demo(): ReactNode {
    return <LiveDemo {...props} />;
  };

export const TeleportDemo = demo({
  kind: "teleport",
  title: "Teleport a widget between hosts",
  file: "src/examples/TeleportExample.tsx",
  load: () =>
    import(
      /* webpackChunkName: "demo-teleport" */ "@generated/live-demos/default/TeleportExample.js"
    ),
});

export const PortalDemo = demo({
  kind: "portal",
  title: "A menu that escapes a clipped card",
  file: "src/examples/PortalExample.tsx",
  load: () =>
    import(
      /* webpackChunkName: "demo-portal" */ "@generated/live-demos/default/PortalExample.js"
    ),
});

export const UsePortalDemo = demo({
  kind: "usePortal",
  title: "isHostAvailable and removePortal",
  file: "src/examples/UsePortalExample.tsx",
  load: () =>
    import(
      /* webpackChunkName: "demo-use-portal" */ "@generated/live-demos/default/UsePortalExample.js"
    ),
});
