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
import { describe } from "./error";
import type { SampleModule } from "./evaluate";
import styles from "./styles.module.css";

// CodeMirror and sucrase: only a reader who presses Edit loads them.
const Editor = lazy(() => import("./Editor"));

/** Set before a reload that opens the editor of the sample it names. */
const EDIT_AFTER_RELOAD = "live-sample-edit";

/**
 * A page reached by client-side navigation keeps the policy of the page the
 * reader landed on, which runs no edits unless it had live samples too.
 */
const canRunEdits = () =>
  !document.querySelector(
    'meta[http-equiv="Content-Security-Policy"]:not([content*="blob:"])',
  );

type Props = {
  /** The block's code, as the page shows it. */
  code: string;
  title: string;
  /** The block as the page renders it, shown until the reader edits. */
  children: ReactNode;
};

/** The sample's figure: caption and controls, stage, code; the same size before and after its chunk loads. */
function Frame({
  title,
  tools,
  stage,
  code,
}: {
  title: string;
  tools?: ReactNode;
  stage: ReactNode;
  code: ReactNode;
}): ReactNode {
  return (
    <figure className={styles.box}>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Live</span>
        <span className="text--truncate">{title}</span>
        <span className={styles.tools}>{tools}</span>
      </figcaption>
      <div className={styles.stage} data-sample={title}>
        <div className={styles.canvas}>{stage}</div>
      </div>
      {code}
    </figure>
  );
}

/** Records the component as the last good render once it has rendered. */
function Rendered({
  Component,
  onRendered,
}: {
  Component: ComponentType;
  onRendered: () => void;
}): ReactNode {
  useEffect(onRendered);
  return <Component />;
}

/** A render that threw: the error goes to the frame, the last good render stays. */
function Failed({
  error,
  Last,
  onError,
}: {
  error: Error;
  Last: ComponentType;
  onError: (error: Error) => void;
}): ReactNode {
  useEffect(() => onError(error), [error, onError]);
  return <Last />;
}

function Running({
  sampleKey: key,
  chunk,
  code,
  title,
  children,
}: Props & { sampleKey: string; chunk: Promise<SampleModule> }): ReactNode {
  const { main, siblings } = use(chunk);
  const original = main.default!;
  const [shown, setShown] = useState({ Component: original, run: 0 });
  const [error, setError] = useState<Error>();
  // Running renders only in the browser, once the chunk has loaded.
  const [editing, setEditing] = useState(
    () => sessionStorage.getItem(EDIT_AFTER_RELOAD) === key,
  );
  const [resets, setResets] = useState(0);
  const good = useRef(original);
  const reset = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sessionStorage.getItem(EDIT_AFTER_RELOAD) === key)
      sessionStorage.removeItem(EDIT_AFTER_RELOAD);
  }, [key]);

  const show = (Component: ComponentType) => {
    setError(undefined);
    setShown(({ run }) => ({ Component, run: run + 1 }));
  };
  const edit = () => {
    if (canRunEdits()) return setEditing(true);
    sessionStorage.setItem(EDIT_AFTER_RELOAD, key);
    window.location.reload();
  };

  const tools = editing ? (
    <button
      ref={reset}
      type="button"
      className="button button--sm button--secondary"
      onClick={() => {
        setResets((n) => n + 1);
        show(original);
      }}
    >
      Reset
    </button>
  ) : (
    <button
      type="button"
      className="button button--sm button--secondary"
      aria-label={`Edit ${title}`}
      onClick={edit}
    >
      Edit
    </button>
  );
  const stage = (
    <>
      <ErrorBoundary
        key={shown.run}
        fallback={({ error: thrown }) => (
          <Failed error={thrown} Last={good.current} onError={setError} />
        )}
      >
        <Rendered
          Component={shown.Component}
          onRendered={() => {
            good.current = shown.Component;
          }}
        />
      </ErrorBoundary>
      {error && (
        <pre role="alert" className={styles.error}>
          {describe(error)}
        </pre>
      )}
    </>
  );
  const editor = (
    <Suspense fallback={children}>
      <Editor
        key={resets}
        code={code}
        label={`Code of ${title}`}
        siblings={siblings}
        onRun={show}
        onError={setError}
        onLeave={() => reset.current?.focus()}
      />
    </Suspense>
  );
  return (
    <Frame
      title={title}
      tools={tools}
      stage={stage}
      code={editing ? editor : children}
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
  const load = registry[key];
  const [chunk, setChunk] = useState<Promise<SampleModule>>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (chunk || !element || !load) return;
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
                    setChunk(load!());
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
            <Running {...props} sampleKey={key} chunk={chunk} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        waiting
      )}
    </div>
  );
}
