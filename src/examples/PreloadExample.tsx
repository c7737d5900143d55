import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
} from "react";
import { Portal, PortalHost, PortalProvider } from "react-native-teleport";

/** How long the report takes to load, like a web page or map tiles would. */
const LOAD_MS = 1500;

export default function PreloadExample() {
  return (
    <PortalProvider>
      <div style={styles.root}>
        <Panel preload={false} label="Mount on open" />
        <Panel preload label="Preloaded" />
      </div>
    </PortalProvider>
  );
}

type PanelProps = { preload: boolean; label: string };

function Panel({ preload, label }: PanelProps) {
  const slot = preload ? "report-slot" : undefined;
  const [open, setOpen] = useState(false);
  const [staged, setStaged] = useState(false);
  const [mounts, setMounts] = useState(0);
  const [ready, setReady] = useState(false);
  const [readyAfter, setReadyAfter] = useState<number | null>(null);
  const clickedAt = useRef(0);

  // Stage in a later frame than the demo's first one, as the recipe advises:
  // the preload must not hold up what the reader sees first.
  useEffect(() => {
    if (!preload) return;
    const frame = requestAnimationFrame(() => setStaged(true));
    return () => cancelAnimationFrame(frame);
  }, [preload]);

  // Time from the click to the first frame with the loaded report in the slot.
  useEffect(() => {
    if (!open || !ready) return;
    const frame = requestAnimationFrame(() =>
      setReadyAfter(Math.round(performance.now() - clickedAt.current)),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, ready]);

  const countMount = useCallback(() => setMounts((n) => n + 1), []);
  const report = <Report onMount={countMount} onReady={setReady} />;

  const status = [
    open && readyAfter !== null
      ? `Ready ${readyAfter} ms after the click.`
      : null,
    `Report mounted ${mounts} ${mounts === 1 ? "time" : "times"}.`,
    preload && !open && mounts > 0
      ? ready
        ? "Loaded in the stage."
        : "Loading in the stage…"
      : null,
  ];

  return (
    <section aria-label={label} style={styles.panel}>
      <div style={styles.header}>
        <strong>{label}</strong>
        <button
          type="button"
          aria-expanded={open}
          className={`button button--sm ${open ? "button--secondary" : "button--primary"}`}
          onClick={() => {
            clickedAt.current = performance.now();
            setReadyAfter(null);
            setOpen((value) => !value);
          }}
        >
          {open ? "Close report" : "Open report"}
        </button>
      </div>

      <div role="region" aria-label={`${label}: report`} style={styles.slot}>
        {!open && <span style={styles.empty}>closed</span>}
        {open && (slot ? <PortalHost name={slot} style={fill} /> : report)}
      </div>

      {slot && staged && (
        // The portal's home: mounted and laid out, but invisible, out of
        // reach of pointer and keyboard (inert) and of screen readers
        // (aria-hidden) until the slot's host mounts and the report moves there.
        <div aria-hidden="true" inert style={styles.stage}>
          <Portal hostName={slot} style={fill}>
            {report}
          </Portal>
        </div>
      )}

      <p role="status" style={styles.status}>
        {status.filter(Boolean).join(" ")}
      </p>
    </section>
  );
}

const BARS = 240;

type ReportProps = {
  onMount: () => void;
  onReady: (ready: boolean) => void;
};

/** A report that has to load before it can show anything. */
function Report({ onMount, onReady }: ReportProps) {
  const [loaded, setLoaded] = useState(false);
  const [metric, setMetric] = useState<"visits" | "orders">("visits");

  useEffect(() => {
    onMount();
    // Stands in for a fetch; it starts when the report mounts, wherever that is.
    const timer = setTimeout(() => setLoaded(true), LOAD_MS);
    return () => clearTimeout(timer);
  }, [onMount]);

  useEffect(() => {
    onReady(loaded);
    return () => onReady(false);
  }, [loaded, onReady]);

  if (!loaded) {
    return (
      <div style={styles.report}>
        <span style={styles.loading}>Loading report…</span>
      </div>
    );
  }

  const scale = metric === "visits" ? 1 : 0.35;
  const value = (i: number) =>
    scale * (50 + 40 * Math.sin(i / 9) + 8 * Math.sin(i * 1.7));

  return (
    <div style={styles.report}>
      <div role="group" aria-label="Metric" style={styles.tabs}>
        {(["visits", "orders"] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={metric === name}
            className={`button button--sm ${metric === name ? "button--primary" : "button--outline button--secondary"}`}
            onClick={() => setMetric(name)}
          >
            {name === "visits" ? "Visits" : "Orders"}
          </button>
        ))}
      </div>
      <svg
        role="img"
        aria-label={`Daily ${metric} chart`}
        viewBox={`0 0 ${BARS} 100`}
        preserveAspectRatio="none"
        style={styles.chart}
      >
        {Array.from({ length: BARS }, (_, i) => (
          <rect
            key={i}
            x={i}
            y={100 - value(i)}
            width={0.8}
            height={value(i)}
            fill="var(--ifm-color-primary)"
          />
        ))}
      </svg>
    </div>
  );
}

const fill = {
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
} as const;

const styles = {
  root: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
    gap: "0.75rem",
    height: "100%",
  },
  panel: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: 8,
    minWidth: 0,
  },
  header: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: 8,
    fontSize: "0.9rem",
  },
  slot: {
    position: "relative",
    height: "14rem",
    border: "1px dashed var(--ifm-color-emphasis-500)",
    borderRadius: 8,
    background: "var(--ifm-color-emphasis-100)",
    overflow: "hidden",
  },
  empty: {
    position: "absolute",
    inset: 0,
    display: "grid",
    placeItems: "center",
    fontSize: "0.8rem",
    color: "var(--ifm-color-emphasis-700)",
  },
  // Same size as the slot, so the report lays out once.
  stage: {
    position: "absolute",
    left: 0,
    right: 0,
    top: 0,
    height: "14rem",
    opacity: 0,
    pointerEvents: "none",
  },
  status: { margin: 0, fontSize: "0.875rem", minHeight: "3em" },
  report: {
    // PortalHost turns pointer events off on the web; the report needs them back.
    pointerEvents: "auto",
    display: "flex",
    flexDirection: "column",
    gap: 6,
    height: "100%",
    padding: "0.5rem",
    background: "var(--ifm-background-surface-color)",
  },
  loading: {
    margin: "auto",
    fontSize: "0.875rem",
    color: "var(--ifm-color-emphasis-800)",
  },
  tabs: { display: "flex", gap: 6 },
  chart: { width: "100%", flex: 1, minHeight: 0 },
} satisfies Record<string, CSSProperties>;
