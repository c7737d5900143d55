import type { ReactNode } from "react";
import clsx from "clsx";
import styles from "./styles.module.css";

export type DemoInfo = {
  kind: "teleport" | "portal" | "usePortal";
  title: string;
  file: string;
};

type FrameProps = DemoInfo & {
  /** The running example, or the placeholder's message. */
  children: ReactNode;
  /** The example's source; empty in the placeholder. */
  source?: ReactNode;
};

/**
 * A demo's figure: caption, stage, file name and source, in the demo's fixed
 * size. The placeholder and the running demo both render it, so swapping one
 * for the other moves nothing on the page.
 */
export default function Frame({
  kind,
  title,
  file,
  children,
  source,
}: FrameProps): ReactNode {
  return (
    <figure className={clsx(styles.box, styles[kind])}>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Live demo</span>
        <span className={styles.title}>{title}</span>
      </figcaption>
      <div className={styles.stage}>{children}</div>
      <div className={styles.fileBar}>
        Source: <code>{file}</code>
      </div>
      <div className={styles.source}>{source}</div>
    </figure>
  );
}
