// Replaces the stock code block so pages ship no Prism: fenced code arrives highlighted by the build (src/plugins/static-code).
import { Children, isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";
import { StaticCode } from "./Content";

/**
 * The theme's code block (title, copy and word-wrap buttons, line numbers,
 * highlighted lines) with colours computed by the build. Fenced code carries
 * its highlighted lines in an attribute; a live demo passes its source's as
 * `highlighted`. Code passed as a string at run time
 * (`<CodeBlock>{text}</CodeBlock>`) shows uncoloured, and JSX children keep
 * the stock block, without colours. Unlike the stock block, nothing renders
 * twice on load: no Prism theme waits for the browser.
 */
export default function CodeBlock({
  children,
  highlighted,
  ...props
}: Props & { highlighted?: HighlightedCode }): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  // Set on fenced code by src/plugins/static-code/rehype.ts.
  const encoded = (props as Record<string, unknown>)["data-highlighted-lines"];
  return (
    <StaticCode.Provider
      value={
        highlighted ??
        (typeof encoded === "string" ? JSON.parse(encoded) : undefined)
      }
    >
      <StringContent {...props}>
        {Array.isArray(children) ? children.join("") : String(children ?? "")}
      </StringContent>
    </StaticCode.Provider>
  );
}
