// Replaces the stock code block so pages ship no Prism: fenced code arrives highlighted by the build (src/plugins/static-code).
import { Children, isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";
import LiveSample from "@site/src/components/LiveSample";
import { blockTitle, isLive } from "@site/src/plugins/live-samples/sample";
import { StaticCode } from "./Content";

/**
 * The theme's code block (title, copy and word-wrap buttons, line numbers,
 * highlighted lines) with colours computed by the build. Fenced code carries
 * its highlighted lines in an attribute, and a ```tsx live block runs above
 * its code (src/components/LiveSample). Code passed as a string at run time
 * (`<CodeBlock>{text}</CodeBlock>`) shows uncoloured, and JSX children keep
 * the stock block, without colours. Unlike the stock block, nothing renders
 * twice on load: no Prism theme waits for the browser.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  // Set on fenced code by src/plugins/static-code/rehype.ts.
  const encoded = (props as Record<string, unknown>)["data-highlighted-lines"];
  const code = Array.isArray(children)
    ? children.join("")
    : String(children ?? "");
  const block = (
    <StaticCode.Provider
      value={
        typeof encoded === "string"
          ? (JSON.parse(encoded) as HighlightedCode)
          : undefined
      }
    >
      <StringContent {...props}>{code}</StringContent>
    </StaticCode.Provider>
  );
  if (!isLive(props.metastring)) return block;
  return (
    <LiveSample code={code} title={blockTitle(props.metastring) ?? "App.tsx"}>
      {block}
    </LiveSample>
  );
}
