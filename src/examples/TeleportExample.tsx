import {
  useCallback,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { Portal, PortalHost, PortalProvider } from "react-native-teleport";

type Place = { hostName: string | undefined; label: string };

// `undefined` is home: the widget renders where <Portal> is written.
const places: Place[] = [
  { hostName: "list", label: "List row" },
  { hostName: "panel", label: "Side panel" },
  { hostName: "player", label: "Player" },
  { hostName: undefined, label: "Bring it home" },
];

export default function TeleportExample() {
  const [hostName, setHostName] = useState<string | undefined>(undefined);
  // Owned here, above the Portal, so a remount of the widget would show up.
  const [mounts, setMounts] = useState(0);
  const countMount = useCallback(() => setMounts((n) => n + 1), []);
  const where = places.find((place) => place.hostName === hostName);

  return (
    <PortalProvider>
      <div style={styles.root}>
        <div role="group" aria-label="Move the widget" style={styles.controls}>
          {places.map(({ hostName: target, label }) => (
            <button
              key={label}
              type="button"
              aria-pressed={hostName === target}
              className={`button button--sm ${hostName === target ? "button--primary" : "button--secondary"}`}
              onClick={() => setHostName(target)}
            >
              {label}
            </button>
          ))}
        </div>

        <div style={styles.places}>
          <Slot label="Home: in place" empty={!!hostName}>
            <Portal hostName={hostName}>
              <Widget mounts={mounts} onMount={countMount} />
            </Portal>
          </Slot>
          <Slot label="List row" empty={hostName !== "list"}>
            <PortalHost name="list" />
          </Slot>
          <Slot label="Side panel" empty={hostName !== "panel"}>
            <PortalHost name="panel" />
          </Slot>
          <Slot label="Player" empty={hostName !== "player"} wide>
            <PortalHost name="player" />
          </Slot>
        </div>

        <p role="status" style={styles.status}>
          {hostName
            ? `The widget is in the ${where?.label.toLowerCase()}.`
            : "The widget is home."}
        </p>
      </div>
    </PortalProvider>
  );
}

type WidgetProps = { mounts: number; onMount: () => void };

function Widget({ mounts, onMount }: WidgetProps) {
  const [note, setNote] = useState("");
  const [count, setCount] = useState(0);
  useEffect(() => onMount(), [onMount]);

  return (
    <div role="group" aria-label="Widget" style={styles.widget}>
      <label style={styles.field}>
        Note
        <input
          value={note}
          onChange={(event) => setNote(event.target.value)}
          style={styles.input}
        />
      </label>
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        onClick={() => setCount((n) => n + 1)}
      >
        Add one
      </button>
      <output style={styles.figure}>Count: {count}</output>
      <span style={styles.figure}>Mounted: {mounts}</span>
    </div>
  );
}

type SlotProps = {
  label: string;
  empty: boolean;
  wide?: boolean;
  children: ReactNode;
};

function Slot({ label, empty, wide, children }: SlotProps) {
  return (
    <div style={{ ...styles.slot, gridColumn: wide ? "1 / -1" : undefined }}>
      <span style={styles.label}>{label}</span>
      {empty && <span style={styles.empty}>empty</span>}
      {children}
    </div>
  );
}

const styles = {
  root: { display: "flex", flexDirection: "column", gap: 12, height: "100%" },
  controls: { display: "flex", flexWrap: "wrap", gap: 8 },
  places: {
    flex: 1,
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
    gridAutoRows: "1fr",
    gap: "1rem 0.5rem",
    paddingTop: "0.5rem",
  },
  slot: {
    position: "relative",
    padding: "0.75rem 0.5rem 0.5rem",
    border: "1px dashed var(--ifm-color-emphasis-500)",
    borderRadius: 8,
    background: "var(--ifm-color-emphasis-100)",
  },
  label: {
    // Sits on the border, like a fieldset legend.
    position: "absolute",
    top: "-0.7rem",
    left: 8,
    padding: "0 0.25rem",
    fontSize: "0.8rem",
    color: "var(--ifm-color-emphasis-800)",
    background: "var(--ifm-background-color)",
  },
  empty: {
    position: "absolute",
    inset: 0,
    display: "grid",
    placeItems: "center",
    fontSize: "0.8rem",
    color: "var(--ifm-color-emphasis-700)",
  },
  widget: {
    // PortalHost turns pointer events off on the web; the widget needs them back.
    pointerEvents: "auto",
    position: "relative",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.25rem 0.5rem",
    padding: "0.5rem",
    borderRadius: 8,
    border: "2px solid var(--ifm-color-primary)",
    background: "var(--ifm-background-surface-color)",
  },
  field: {
    display: "flex",
    alignItems: "center",
    gap: 8,
    flex: "1 1 100%",
    minWidth: 0,
    fontSize: "0.875rem",
  },
  input: {
    flex: 1,
    width: 0,
    padding: "0.25rem 0.5rem",
    font: "inherit",
    color: "inherit",
    background: "var(--ifm-background-color)",
    border: "1px solid var(--ifm-color-emphasis-600)",
    borderRadius: 4,
  },
  figure: { fontSize: "0.875rem", fontVariantNumeric: "tabular-nums" },
  status: { margin: 0, fontSize: "0.875rem", minHeight: "1.5em" },
} satisfies Record<string, CSSProperties>;
