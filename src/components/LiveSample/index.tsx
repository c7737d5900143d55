import {
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import registry, {
  type SampleModule,
} from "@generated/live-samples/default/registry.js";
import { sampleKey } from "@site/src/plugins/live-samples/sample";
import styles from "./styles.module.css";

// CodeMirror and sucrase: only a reader who presses Edit loads them.
const Editor = lazy(() => import("./Editor"));

/** Set before the reload that opens the editor of the sample it names. */
const EDIT_AFTER_RELOAD = "live-sample-edit";

/**
 * After client-side navigation the document keeps the policy of the page
 * the reader landed on, which runs no edits unless it had live samples too.
 */
const canRunEdits = () =>
  !document.querySelector(
    'meta[http-equiv="Content-Security-Policy"]:not([content*="blob:"])',
  );

/** "Line 4: …": an edit's own errors say so; one thrown while rendering has its line in its stack's blob: frame. */
function describe({ message, stack }: Error): string {
  const line = /blob:[^\s)]*:(\d+):\d+/.exec(String(stack))?.[1];
  return line && !message.startsWith("Line ")
    ? `Line ${line}: ${message}`
    : message;
}

/** A render that threw: reported once, in place of the sample. */
function Failed({ error, onError }: { error: Error; onError: () => void }) {
  useEffect(onError, [error, onError]);
  return null;
}

/** What the stage shows: an edit, or the page's own component (none given). */
type Shown = { Component?: ComponentType; good?: ComponentType; run: number };

/** The sample, once its chunk has loaded; a render that throws brings back the last good one. */
function Stage({
  chunk,
  shown,
  onFailed,
}: {
  chunk: Promise<SampleModule>;
  shown: Shown;
  onFailed: (error: Error) => void;
}): ReactNode {
  const Sample = shown.Component ?? use(chunk).main.default!;
  return (
    <ErrorBoundary
      key={shown.run}
      fallback={({ error }) => (
        <Failed error={error} onError={() => onFailed(error)} />
      )}
    >
      <Sample />
    </ErrorBoundary>
  );
}

/**
 * A ```tsx live block (src/theme/CodeBlock): its code runs above it, on
 * react-native-web, from a chunk of its own (src/plugins/live-samples) that
 * loads once the reader scrolls within 400px, so a sample further down
 * costs nothing while the page loads. Until then the stage, of the same
 * size, says so. The block stays mounted until the reader edits it.
 */
export default function LiveSample({
  code,
  title,
  children,
}: {
  /** The block's code, as the page shows it. */
  code: string;
  title: string;
  /** The block as the page renders it. */
  children: ReactNode;
}): ReactNode {
  const key = sampleKey(code);
  const load = registry[key]!;
  const [chunk, setChunk] = useState<Promise<SampleModule>>();
  const [shown, setShown] = useState<Shown>({ run: 0 });
  const [error, setError] = useState<Error>();
  const [editing, setEditing] = useState(false);
  const [resets, setResets] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const reset = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (chunk || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setChunk(load());
      },
      { rootMargin: "400px" },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [chunk, load]);
  useEffect(() => {
    if (sessionStorage.getItem(EDIT_AFTER_RELOAD) !== key) return;
    sessionStorage.removeItem(EDIT_AFTER_RELOAD);
    // sessionStorage is the browser's: the server renders the sample closed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChunk((loading) => loading ?? load());
    setEditing(true);
  }, [key, load]);

  const show = (Component?: ComponentType) => {
    setError(undefined);
    setShown(({ Component: good, run }) => ({ Component, good, run: run + 1 }));
  };
  const message = (text: ReactNode) => (
    <div className={styles.message}>{text}</div>
  );
  const waiting = message(
    <p>The live sample runs here once JavaScript has loaded.</p>,
  );
  const button = "button button--sm button--secondary";

  return (
    <div ref={box} data-live-sample={key}>
      <figure className={styles.box}>
        <figcaption className={styles.caption}>
          <span className={styles.badge}>Live</span>
          <span className="text--truncate">{title}</span>
          {editing ? (
            <button
              ref={reset}
              type="button"
              className={button}
              onClick={() => {
                setResets((n) => n + 1);
                show();
              }}
            >
              Reset
            </button>
          ) : (
            <button
              type="button"
              className={button}
              aria-label={`Edit ${title}`}
              onClick={() => {
                if (!canRunEdits()) {
                  sessionStorage.setItem(EDIT_AFTER_RELOAD, key);
                  return window.location.reload();
                }
                setChunk((loading) => loading ?? load());
                setEditing(true);
              }}
            >
              Edit
            </button>
          )}
        </figcaption>
        <div className={styles.stage} data-sample={title}>
          <div className={styles.canvas}>
            {chunk ? (
              <ErrorBoundary
                fallback={({ tryAgain }) =>
                  message(
                    <>
                      <p>The live sample could not load.</p>
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
                  <Stage
                    chunk={chunk}
                    shown={shown}
                    onFailed={(thrown) => {
                      setShown(({ good, run }) => ({
                        Component: good,
                        good,
                        run: run + 1,
                      }));
                      setError(thrown);
                    }}
                  />
                </Suspense>
              </ErrorBoundary>
            ) : (
              waiting
            )}
            {error && (
              <pre role="alert" className={styles.error}>
                {describe(error)}
              </pre>
            )}
          </div>
        </div>
        {editing && chunk ? (
          <Suspense fallback={children}>
            <Editor
              key={resets}
              code={code}
              label={`Code of ${title}`}
              chunk={chunk}
              onRun={show}
              onError={setError}
              onLeave={() => reset.current?.focus()}
            />
          </Suspense>
        ) : (
          children
        )}
      </figure>
    </div>
  );
}
