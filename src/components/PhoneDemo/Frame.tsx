import type { ReactNode } from "react";
import shared from "@site/src/components/LiveDemo/styles.module.css";
import styles from "./styles.module.css";

/** What the demo shows, in a sentence; names the figure before and after it loads. */
const CAPTION =
  "A video card moves from the feed into a mini player and keeps playing";

type PhoneFrameProps = {
  /** What runs on the screen, between the app bar and the tab bar. */
  children: ReactNode;
  /** One line under the caption: the demo's live status, or a placeholder. */
  readout: ReactNode;
};

/**
 * A phone with an app's chrome around whatever runs on its screen. The
 * placeholder and the running demo both render this frame, so swapping one
 * for the other moves nothing on the page.
 */
export default function PhoneFrame({
  children,
  readout,
}: PhoneFrameProps): ReactNode {
  return (
    <figure className={styles.figure}>
      <div className={styles.phone} data-phone-frame="">
        <div className={styles.screen}>
          {/* The chrome is scenery: the demo itself is the video card. */}
          <div className={styles.statusBar} aria-hidden="true">
            <span>9:41</span>
            <span className={styles.island} />
            <span>5G</span>
          </div>
          <div className={styles.appBar} aria-hidden="true">
            <span className={styles.appName}>Clips</span>
            <span className={styles.avatar} />
          </div>
          <div className={styles.content}>{children}</div>
          <div className={styles.tabBar} aria-hidden="true">
            <span className={styles.tabActive}>Home</span>
            <span>Explore</span>
            <span>Library</span>
          </div>
        </div>
      </div>
      <figcaption className={styles.caption}>
        <span className={shared.badge}>Live demo</span> {CAPTION}
      </figcaption>
      <div className={styles.readout}>{readout}</div>
    </figure>
  );
}
