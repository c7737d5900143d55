import useBaseUrl from "@docusaurus/useBaseUrl";
import type { ReactNode } from "react";
import styles from "./styles.module.css";

interface Props {
  /** A file under static/, e.g. "/img/portal-lifecycle.svg". */
  src: string;
  /** What the diagram shows, for readers who cannot see it. */
  alt: string;
  width: number;
  height: number;
  children: ReactNode;
}

/**
 * A diagram loaded as an image, so its markup stays out of the page's HTML
 * (Markdown images under 10 KB are inlined as data URLs instead).
 */
export default function Diagram({ src, alt, width, height, children }: Props) {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={useBaseUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>{children}</figcaption>
    </figure>
  );
}
