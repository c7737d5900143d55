import { useState, type CSSProperties } from "react";
import {
  Portal,
  PortalHost,
  PortalProvider,
  usePortal,
} from "react-native-teleport";

export default function UsePortalExample() {
  return (
    <PortalProvider>
      <Playground />
    </PortalProvider>
  );
}

// usePortal reads the provider's registry, so it lives one level below it.
function Playground() {
  const { isHostAvailable, removePortal } = usePortal("tray");
  const [hostMounted, setHostMounted] = useState(true);
  // A new key mounts a new Portal instance with the same name.
  const [portalNumber, setPortalNumber] = useState(1);
  const [lastAction, setLastAction] = useState("");

  return (
    <div style={styles.root}>
      <div style={styles.controls}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setHostMounted((mounted) => !mounted);
            setLastAction(hostMounted ? "Host unmounted." : "Host mounted.");
          }}
        >
          {hostMounted ? "Unmount the host" : "Mount the host"}
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            removePortal("toast");
            setLastAction(`removePortal("toast") removed #${portalNumber}.`);
          }}
        >
          Call removePortal("toast")
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setPortalNumber((n) => n + 1);
            setLastAction(
              isHostAvailable
                ? `Portal #${portalNumber + 1} mounted.`
                : `Portal #${portalNumber + 1} waits for the host.`,
            );
          }}
        >
          Mount a new portal
        </button>
      </div>

      <p role="status" style={styles.status}>
        <code>isHostAvailable</code> is{" "}
        <strong>{isHostAvailable ? "true" : "false"}</strong>. {lastAction}
      </p>

      <div style={styles.tray}>
        <span style={styles.label}>
          PortalHost "tray"{hostMounted ? "" : " (unmounted)"}
        </span>
        {hostMounted && <PortalHost name="tray" />}
      </div>

      {/* A portal without its host would render in place: wait for the host. */}
      {isHostAvailable && (
        <Portal key={portalNumber} name="toast" hostName="tray">
          <p style={styles.toast}>Portal #{portalNumber}</p>
        </Portal>
      )}
    </div>
  );
}

const styles = {
  root: { display: "flex", flexDirection: "column", gap: 12, height: "100%" },
  controls: { display: "flex", flexWrap: "wrap", gap: 8 },
  status: { margin: 0, fontSize: "0.875rem", minHeight: "3em" },
  tray: {
    flex: 1,
    display: "flex",
    flexDirection: "column",
    gap: 8,
    padding: "0.5rem",
    border: "1px dashed var(--ifm-color-emphasis-500)",
    borderRadius: 8,
    background: "var(--ifm-color-emphasis-100)",
  },
  label: { fontSize: "0.8rem", color: "var(--ifm-color-emphasis-800)" },
  toast: {
    margin: 0,
    padding: "0.5rem 0.75rem",
    borderRadius: 8,
    color: "var(--ifm-color-emphasis-0)",
    background: "var(--ifm-color-emphasis-800)",
  },
} satisfies Record<string, CSSProperties>;
