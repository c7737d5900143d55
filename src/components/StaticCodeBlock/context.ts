import { createContext } from "react";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";

/**
 * What src/theme/CodeBlock/Content renders from: the code as written, magic
 * comments included, and its tokens, highlighted by the build.
 */
export const StaticCode = createContext<{
  code: string;
  highlighted?: HighlightedCode;
}>({ code: "" });
