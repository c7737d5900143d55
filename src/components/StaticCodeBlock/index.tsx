import { useMemo, type ReactNode } from "react";
import clsx from "clsx";
import { useThemeConfig } from "@docusaurus/theme-common";
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from "@docusaurus/theme-common/internal";
import Container from "@theme/CodeBlock/Container";
import Title from "@theme/CodeBlock/Title";
import Buttons from "@theme/CodeBlock/Buttons";
// The stock code block's own styles, so both render the same markup.
import layoutStyles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css";
import contentStyles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css";
import lineStyles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";

export type StaticCodeBlockProps = {
  /** The code as written, magic comments included. */
  code: string;
  /** Tokens of `code`, highlighted at build time (src/plugins/static-code). */
  highlighted?: HighlightedCode;
  language?: string;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
};
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ESCAPES[c]);

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

/**
 * The theme's code block (title, copy and word-wrap buttons, line numbers,
 * highlighted lines) with colours computed by the build: no Prism in the
 * browser, and nothing to redo after hydration.
 */
export default function StaticCodeBlock({
  code,
  highlighted,
  language,
  className,
  metastring,
  title,
  showLineNumbers,
}: StaticCodeBlockProps): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism, language, title, showLineNumbers],
  );
  // The hook hands back a ref holder for the <pre> (stock Content does the same).
  const wordWrap = useCodeWordWrap();
  const numbered = metadata.lineNumbersStart !== undefined;

  const html = useMemo(() => {
    const written = code.replace(/\r?\n$/, "").split(/\r?\n/);
    const shown = metadata.code.split("\n");
    const sources = sourceLines(written, shown);
    return shown
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
  }, [code, highlighted, metadata, numbered]);

  return (
    // eslint-disable-next-line react-hooks/refs -- the provider stores the holder, it reads no ref
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            // eslint-disable-next-line react-hooks/refs -- attaching the ref, not reading it
            ref={wordWrap.codeBlockRef}
            tabIndex={0}
            className={clsx(
              "prism-code",
              `language-${metadata.language}`,
              contentStyles.codeBlock,
              "thin-scrollbar",
            )}
          >
            <code
              className={clsx(
                contentStyles.codeBlockLines,
                numbered && contentStyles.codeBlockLinesWithNumbering,
              )}
              style={
                numbered
                  ? {
                      counterReset: `line-count ${metadata.lineNumbersStart! - 1}`,
                    }
                  : undefined
              }
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
