import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { Portal, PortalHost, PortalProvider } from "react-native-teleport";

const actions = ["Rename", "Duplicate", "Share", "Delete"];

export default function PortalExample() {
  const [throughPortal, setThroughPortal] = useState(false);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const [position, setPosition] = useState<CSSProperties>({});
  const demoRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Measured once on open: a resize would leave the menu behind, so close it.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener("resize", close);
    return () => window.removeEventListener("resize", close);
  }, [open]);

  function toggleMenu() {
    const demo = demoRef.current?.getBoundingClientRect();
    const trigger = triggerRef.current?.getBoundingClientRect();
    if (demo && trigger) {
      // In the host the menu is positioned against the whole demo, so put
      // it under the button by hand; in place, CSS anchors it to the button.
      setPosition({
        top: trigger.bottom - demo.top + 4,
        left: trigger.left - demo.left,
      });
    }
    setOpen((isOpen) => !isOpen);
  }

  function closeMenu() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  return (
    <PortalProvider>
      <div
        ref={demoRef}
        style={styles.root}
        onKeyDown={(event) => {
          if (open && event.key === "Escape") closeMenu();
        }}
      >
        <div style={styles.controls}>
          <button
            type="button"
            aria-pressed={throughPortal}
            className={`button button--sm ${throughPortal ? "button--primary" : "button--secondary"}`}
            onClick={() => {
              setThroughPortal((on) => !on);
              setOpen(false);
            }}
          >
            Render the menu through a Portal
          </button>
          <p role="status" style={styles.status}>
            {chosen
              ? `You chose ${chosen}.`
              : throughPortal
                ? "The menu renders in the overlay host."
                : "The menu renders in place, inside the card."}
          </p>
        </div>

        <div style={styles.clip}>
          <div style={styles.card}>
            <strong>Quarterly report</strong>
            <div style={styles.anchor}>
              <button
                ref={triggerRef}
                type="button"
                aria-expanded={open}
                aria-controls={open ? menuId : undefined}
                className="button button--sm button--outline button--primary"
                onClick={toggleMenu}
              >
                Actions
              </button>
              <Portal hostName={throughPortal ? "overlay" : undefined}>
                {open && (
                  <ul
                    id={menuId}
                    aria-label="Report actions"
                    style={{
                      ...styles.menu,
                      ...(throughPortal ? position : styles.inPlace),
                    }}
                  >
                    {actions.map((action) => (
                      <li key={action}>
                        <button
                          type="button"
                          style={styles.item}
                          onClick={() => {
                            setChosen(action);
                            closeMenu();
                          }}
                        >
                          {action}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Portal>
            </div>
          </div>
        </div>
        <div style={styles.toolbar}>A toolbar stacked above the card</div>

        <PortalHost name="overlay" style={styles.overlayHost} />
      </div>
    </PortalProvider>
  );
}

const styles = {
  root: { position: "relative", height: "100%" },
  controls: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.5rem 1rem",
    marginBottom: 12,
  },
  status: { margin: 0, fontSize: "0.875rem" },
  clip: {
    // The trap: a short box that clips its content and sits low in the stack.
    position: "relative",
    zIndex: 0,
    overflow: "hidden",
    height: "6.5rem",
    padding: 12,
    borderRadius: 8,
    border: "1px solid var(--ifm-color-emphasis-500)",
    background: "var(--ifm-color-emphasis-100)",
  },
  card: { display: "flex", flexDirection: "column", gap: 8 },
  anchor: { position: "relative", alignSelf: "flex-start" },
  toolbar: {
    position: "relative",
    zIndex: 1,
    marginTop: -8,
    padding: "0.5rem 0.75rem",
    borderRadius: 8,
    fontSize: "0.875rem",
    color: "var(--ifm-color-emphasis-0)",
    background: "var(--ifm-color-emphasis-800)",
  },
  menu: {
    pointerEvents: "auto",
    position: "absolute",
    minWidth: "10rem",
    margin: 0,
    padding: 4,
    listStyle: "none",
    borderRadius: 8,
    border: "1px solid var(--ifm-color-emphasis-500)",
    background: "var(--ifm-background-surface-color)",
    boxShadow: "var(--ifm-global-shadow-md)",
  },
  inPlace: { top: "calc(100% + 4px)", left: 0 },
  // Covers the demo and stacks above the toolbar.
  overlayHost: { position: "absolute", inset: 0, zIndex: 2 },
  item: {
    display: "block",
    width: "100%",
    padding: "0.375rem 0.75rem",
    font: "inherit",
    textAlign: "left",
    color: "inherit",
    background: "none",
    border: 0,
    borderRadius: 4,
    cursor: "pointer",
  },
} satisfies Record<string, CSSProperties>;
