import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Portal, PortalHost, PortalProvider } from "react-native-teleport";
import PhoneFrame from "./Frame";
import styles from "./app.module.css";

/** Where the video card can be: `feed` is home, where `<Portal>` is written. */
type Place = "feed" | "mini" | "full";

const LENGTH = 30;

const where: Record<Place, string> = {
  feed: "The video is in the feed.",
  mini: "The video is in the mini player.",
  full: "The video is full screen.",
};

const upNext = [
  ["Night tram", "0:45"],
  ["Low tide", "1:10"],
  ["Rain in the forest", "2:05"],
];

/** The buttons that move the card from each place, and where they send it. */
const moves: Record<Place, [to: Place, label: string][]> = {
  feed: [
    ["mini", "Mini player"],
    ["full", "Full screen"],
  ],
  mini: [["feed", "Back to feed"]],
  full: [
    ["mini", "Mini player"],
    ["feed", "Exit full screen"],
  ],
};

const time = (seconds: number) => `0:${String(seconds).padStart(2, "0")}`;

/**
 * A small video app on react-native-teleport. The card is one mounted
 * component inside one `<Portal>`; the buttons only change the portal's
 * `hostName`. Its look in each place comes from CSS that matches the host it
 * was moved into, so everything that survives a move (time, playback, the
 * mount count) is state the library carried, not state put back.
 */
export default function MiniPlayerApp(): ReactNode {
  const [place, setPlace] = useState<Place>("feed");
  // Owned above the Portal, so a remount of the card would show up here.
  const [mounts, setMounts] = useState(0);
  const countMount = useCallback(() => setMounts((n) => n + 1), []);

  return (
    <PortalProvider>
      <PhoneFrame
        readout={
          <>
            <p role="status" className={styles.status}>
              {where[place]}
            </p>
            <p className={styles.mounts}>
              Mounted {mounts} {mounts === 1 ? "time" : "times"}
            </p>
          </>
        }
      >
        <div className={styles.feed}>
          <div className={styles.slot}>
            <Portal hostName={place === "feed" ? undefined : place}>
              <VideoCard place={place} onMove={setPlace} onMount={countMount} />
            </Portal>
            {place !== "feed" && (
              <div className={styles.away}>
                {place === "mini"
                  ? "Playing in the mini player"
                  : "Playing full screen"}
              </div>
            )}
          </div>
          <p className={styles.upNext} aria-hidden="true">
            Up next
          </p>
          {/* Scenery: a feed has more than one video. */}
          <ul className={styles.list} aria-hidden="true">
            {upNext.map(([title, length]) => (
              <li key={title}>
                <span className={styles.thumb} />
                <span>
                  <strong>{title}</strong>
                  <small>Teleport Studio · {length}</small>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div
          className={styles.miniHost}
          data-active={place === "mini" || undefined}
        >
          <PortalHost name="mini" />
        </div>
        <div
          className={styles.fullHost}
          data-active={place === "full" || undefined}
        >
          <PortalHost name="full" />
        </div>
      </PhoneFrame>
    </PortalProvider>
  );
}

type VideoCardProps = {
  place: Place;
  onMove: (place: Place) => void;
  onMount: () => void;
};

/** Readers who ask for less motion get a paused video they can start. */
const prefersReducedMotion = () =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function VideoCard({ place, onMove, onMount }: VideoCardProps): ReactNode {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [seconds, setSeconds] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => onMount(), [onMount]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setSeconds((s) => (s + 1) % (LENGTH + 1)),
      1000,
    );
    return () => clearInterval(timer);
  }, [playing]);

  // The button that was pressed is gone in the new place: hand focus to the
  // first control there, so keyboard users keep their place in the card.
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>("[data-nav]")?.focus();
  }, [place]);

  const move = (to: Place) => {
    moved.current = true;
    onMove(to);
  };

  return (
    <div
      ref={root}
      role="group"
      aria-label="Video"
      className={styles.card}
      data-place={place}
      data-playing={playing || undefined}
    >
      <div className={styles.picture}>
        <span className={styles.sun} />
        <button
          type="button"
          className={styles.play}
          aria-label={playing ? "Pause" : "Play"}
          onClick={() => setPlaying((p) => !p)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            ) : (
              <path d="M8 5v14l11-7z" />
            )}
          </svg>
        </button>
        <span className={styles.progress}>
          <span style={{ width: `${(seconds / LENGTH) * 100}%` }} />
        </span>
      </div>
      <div className={styles.info}>
        <strong>Sunrise over the fjord</strong>
        <small>
          <span className={styles.channel}>Teleport Studio · </span>
          <output>{time(seconds)}</output> / {time(LENGTH)}
        </small>
      </div>
      <div className={styles.actions}>
        {moves[place].map(([to, label]) => (
          <button
            key={label}
            type="button"
            data-nav=""
            className={styles.action}
            onClick={() => move(to)}
            // The mini player has room for an icon only; the label names it.
            aria-label={place === "mini" ? label : undefined}
          >
            {place === "mini" ? (
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 15.5 12 9.5l6 6" />
              </svg>
            ) : (
              label
            )}
          </button>
        ))}
      </div>
    </div>
  );
}
