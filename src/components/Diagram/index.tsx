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
 * (Markdown images under 10 KB are inlined as data URLs instead). Each SVG
 * image is a document of its own, which a phone lays out and paints on the
 * main thread; off screen, its frame skips rendering (styles.module.css), so
 * the lazy image is neither fetched nor drawn until the reader nears it. The
 * frame has the diagram's aspect ratio, so it already has the height it shows.
 */
export default function Diagram({ src, alt, width, height, children }: Props) {
  return (
    <figure className={styles.figure}>
      <span
        className={styles.frame}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}
      >
        <img
          className={styles.image}
          src={useBaseUrl(src)}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      </span>
      <figcaption className={styles.caption}>{children}</figcaption>
    </figure>
  );
}
