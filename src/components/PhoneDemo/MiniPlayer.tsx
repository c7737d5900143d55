import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Portal, PortalHost, PortalProvider } from "react-native-teleport";
import PhoneFrame, { CAPTION } from "./Frame";
import styles from "./app.module.css";

/** Where the video card can be: `feed` is home, where `<Portal>` is written. */
type Place = "feed" | "mini" | "full";

const LENGTH = 30;

const where: Record<Place, string> = {
  feed: "The video is in the feed.",
  mini: "The video is in the mini player.",
  full: "The video is full screen.",
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
        caption={CAPTION}
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
            <li>
              <span className={styles.thumbCity} />
              <span>
                <strong>Night tram</strong>
                <small>Teleport Studio · 0:45</small>
              </span>
            </li>
            <li>
              <span className={styles.thumbSea} />
              <span>
                <strong>Low tide</strong>
                <small>Teleport Studio · 1:10</small>
              </span>
            </li>
            <li>
              <span className={styles.thumbForest} />
              <span>
                <strong>Rain in the forest</strong>
                <small>Teleport Studio · 2:05</small>
              </span>
            </li>
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
        <span className={styles.hills} />
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
        {place !== "mini" && (
          <button
            type="button"
            data-nav=""
            className={styles.action}
            onClick={() => move("mini")}
          >
            Mini player
          </button>
        )}
        {place === "mini" && (
          // The mini player has room for an icon only; the label names it.
          <button
            type="button"
            data-nav=""
            aria-label="Back to feed"
            className={styles.iconAction}
            onClick={() => move("feed")}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 15.5 12 9.5l6 6" />
            </svg>
          </button>
        )}
        {place === "full" && (
          <button
            type="button"
            data-nav=""
            className={styles.action}
            onClick={() => move("feed")}
          >
            Exit full screen
          </button>
        )}
        {place === "feed" && (
          <button
            type="button"
            data-nav=""
            className={styles.action}
            onClick={() => move("full")}
          >
            Full screen
          </button>
        )}
      </div>
    </div>
  );
}
