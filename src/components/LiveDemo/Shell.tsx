import type { ReactNode } from "react";
import clsx from "clsx";
import sizes from "./sizes.module.css";
import styles from "./styles.module.css";

export type DemoKind = "teleport" | "portal" | "usePortal" | "preload";

type ShellProps = {
  kind: DemoKind;
  title: string;
  file: string;
  stage: ReactNode;
  source: ReactNode;
};

/** The demo's figure: caption, stage, file name and source, in fixed sizes. */
export default function Shell({
  kind,
  title,
  file,
  stage,
  source,
}: ShellProps): ReactNode {
  return (
    <figure className={clsx(sizes.box, sizes[kind])} data-demo={kind}>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Live demo</span>
        <span className={styles.title}>{title}</span>
      </figcaption>
      <div className={styles.stage}>{stage}</div>
      <div className={styles.fileBar}>
        Source: <code>{file}</code>
      </div>
      <div className={styles.source}>{source}</div>
    </figure>
  );
}
