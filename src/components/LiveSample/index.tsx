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
import registry from "@generated/live-samples/default/registry.js";
import { sampleKey } from "@site/src/plugins/live-samples/sample";
import type { SampleModule } from "./evaluate";
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

type Props = {
  /** The block's code, as the page shows it. */
  code: string;
  title: string;
  /** The block as the page renders it, shown until the reader edits. */
  children: ReactNode;
};

/** The sample's figure: caption and control, stage, code; of one size before and after its chunk loads. */
function Frame({
  title,
  tool,
  stage,
  code,
}: {
  title: string;
  tool?: ReactNode;
  stage: ReactNode;
  code: ReactNode;
}) {
  return (
    <figure className={styles.box}>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Live</span>
        <span className="text--truncate">{title}</span>
        <span className={styles.tools}>{tool}</span>
      </figcaption>
      <div className={styles.stage} data-sample={title}>
        <div className={styles.canvas}>{stage}</div>
      </div>
      {code}
    </figure>
  );
}

function Running({
  chunk,
  ...props
}: Props & { chunk: Promise<SampleModule> }): ReactNode {
  const { main, siblings } = use(chunk);
  const key = sampleKey(props.code);
  // The component on the stage, and the last one that rendered, shown again if it throws.
  const [shown, setShown] = useState({
    Component: main.default!,
    good: main.default!,
    run: 0,
  });
  const [error, setError] = useState<Error>();
  // Only the browser renders this, once the chunk has loaded.
  const [editing, setEditing] = useState(
    () => sessionStorage.getItem(EDIT_AFTER_RELOAD) === key,
  );
  const [resets, setResets] = useState(0);
  const reset = useRef<HTMLButtonElement>(null);
  useEffect(() => sessionStorage.removeItem(EDIT_AFTER_RELOAD), []);

  const show = (Component: ComponentType) => {
    setError(undefined);
    setShown(({ Component: good, run }) => ({ Component, good, run: run + 1 }));
  };
  const button = "button button--sm button--secondary";
  const tool = editing ? (
    <button
      ref={reset}
      type="button"
      className={button}
      onClick={() => {
        setResets((n) => n + 1);
        show(main.default!);
      }}
    >
      Reset
    </button>
  ) : (
    <button
      type="button"
      className={button}
      aria-label={`Edit ${props.title}`}
      onClick={() => {
        if (canRunEdits()) return setEditing(true);
        sessionStorage.setItem(EDIT_AFTER_RELOAD, key);
        window.location.reload();
      }}
    >
      Edit
    </button>
  );
  const stage = (
    <>
      <ErrorBoundary
        key={shown.run}
        fallback={({ error: thrown }) => (
          <Failed
            error={thrown}
            onError={() => {
              setShown(({ good, run }) => ({
                Component: good,
                good,
                run: run + 1,
              }));
              setError(thrown);
            }}
          />
        )}
      >
        <shown.Component />
      </ErrorBoundary>
      {error && (
        <pre role="alert" className={styles.error}>
          {describe(error)}
        </pre>
      )}
    </>
  );
  const editor = (
    <Suspense fallback={props.children}>
      <Editor
        key={resets}
        code={props.code}
        label={`Code of ${props.title}`}
        siblings={siblings}
        onRun={show}
        onError={setError}
        onLeave={() => reset.current?.focus()}
      />
    </Suspense>
  );
  return (
    <Frame
      title={props.title}
      tool={tool}
      stage={stage}
      code={editing ? editor : props.children}
    />
  );
}

/**
 * A ```tsx live block (src/theme/CodeBlock): its code runs above it, on
 * react-native-web, from a chunk of its own (src/plugins/live-samples) that
 * loads once the reader scrolls within 400px, so a sample further down
 * costs nothing while the page loads. Until then the server's HTML and the
 * browser show a placeholder of the same size.
 */
export default function LiveSample(props: Props): ReactNode {
  const key = sampleKey(props.code);
  const load = registry[key]!;
  const [chunk, setChunk] = useState<Promise<SampleModule>>();
  const box = useRef<HTMLDivElement>(null);
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

  const placeholder = (message: ReactNode) => (
    <Frame
      title={props.title}
      stage={<div className={styles.message}>{message}</div>}
      code={props.children}
    />
  );
  const waiting = placeholder(
    <p>The live sample runs here once JavaScript has loaded.</p>,
  );
  return (
    <div ref={box} data-live-sample={key}>
      {chunk ? (
        <ErrorBoundary
          fallback={({ tryAgain }) =>
            placeholder(
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
            <Running {...props} chunk={chunk} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        waiting
      )}
    </div>
  );
}
