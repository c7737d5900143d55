// Replaces the stock content's Prism rendering: the lines arrive highlighted by the build (src/plugins/static-code) through ../index.tsx.
import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type ReactNode,
} from "react";
import clsx from "clsx";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";
// The stock content's and line's own styles, so both render the same markup.
import styles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css";
import lineStyles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css";

/** The tokens of the code as written, highlighted by the build; given by ../index.tsx. */
export const StaticCode = createContext<HighlightedCode | undefined>(undefined);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One line's markup: a span per run of coloured text. */
function tokenHtml({ classes, lines }: HighlightedCode, index: number): string {
  const tokens = lines[index] ?? [];
  let html = "";
  for (let i = 0; i < tokens.length; i += 2) {
    const text = escapeHtml(String(tokens[i + 1]));
    const names = classes[tokens[i] as number];
    html += names ? `<span class="${names}">${text}</span>` : text;
  }
  return html;
}

/**
 * Which written lines survive in `shown`: magic comments
 * (`// highlight-next-line`) are whole lines the theme removes, so walking
 * both in order pairs every shown line with the line it came from.
 */
function sourceLines(written: string[], shown: string[]): number[] {
  const indices: number[] = [];
  let next = 0;
  for (const line of shown) {
    while (next < written.length && written[next] !== line) next += 1;
    indices.push(next);
    next += 1;
  }
  return indices;
}

/** The stock <pre>/<code> and line markup, one string of HTML: a long listing renders in one step. */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const highlighted = useContext(StaticCode);
  const numbered = metadata.lineNumbersStart !== undefined;

  const { html, lines } = useMemo(() => {
    // The code as written, magic comments included.
    const written = metadata.codeInput.replace(/\r?\n$/, "").split(/\r?\n/);
    const shown = metadata.code.split("\n");
    const sources = sourceLines(written, shown);
    const markup = shown
      .map((text, index) => {
        const tokens = highlighted
          ? tokenHtml(highlighted, sources[index])
          : escapeHtml(text);
        const classes = clsx(
          "token-line",
          metadata.lineClassNames[index],
          numbered && lineStyles.codeLine,
        );
        const body = numbered
          ? `<span class="${lineStyles.codeLineNumber}"></span><span class="${lineStyles.codeLineContent}">${tokens}</span>`
          : tokens;
        return `<div class="${classes}">${body}<br></div>`;
      })
      .join("");
    return { html: markup, lines: shown.length };
  }, [highlighted, metadata, numbered]);

  return (
    <pre
      // eslint-disable-next-line react-hooks/refs -- attaching the ref, not reading it
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(
        className,
        "prism-code",
        `language-${metadata.language}`,
        styles.codeBlock,
        "thin-scrollbar",
      )}
      // Sizes the listing while the browser skips it off screen (custom.css).
      style={{ "--code-lines": lines } as CSSProperties}
    >
      <code
        className={clsx(
          styles.codeBlockLines,
          numbered && styles.codeBlockLinesWithNumbering,
        )}
        style={
          numbered
            ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` }
            : undefined
        }
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </pre>
  );
}
