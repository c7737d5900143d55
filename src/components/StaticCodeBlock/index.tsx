import type { ReactNode } from "react";
import StringContent, { type Props } from "@theme/CodeBlock/Content/String";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";
import { StaticCode } from "./context";

export type StaticCodeBlockProps = Omit<Props, "children"> & {
  /** The code as written, magic comments included. */
  code: string;
  /** Tokens of `code`, highlighted at build time (src/plugins/static-code). */
  highlighted?: HighlightedCode;
};

/**
 * The theme's code block (title, copy and word-wrap buttons, line numbers,
 * highlighted lines) with colours computed by the build: no Prism in the
 * browser, and nothing to redo after hydration.
 */
export default function StaticCodeBlock({
  code,
  highlighted,
  ...props
}: StaticCodeBlockProps): ReactNode {
  return (
    <StaticCode.Provider value={{ code, highlighted }}>
      <StringContent {...props}>{code}</StringContent>
    </StaticCode.Provider>
  );
}
