// Replaces the stock code block so pages ship no Prism: fenced code arrives highlighted by the build (src/plugins/static-code).
import { Children, isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StaticCodeBlock from "@site/src/components/StaticCodeBlock";
import { HIGHLIGHTED_LINES_ATTRIBUTE } from "@site/src/plugins/static-code/attribute";

/**
 * Fenced code carries its highlighted lines; code passed as a string at run
 * time (`<CodeBlock>{text}</CodeBlock>`) shows uncoloured, and JSX children
 * keep the stock block, without colours. Unlike the stock block, nothing
 * renders twice on load: no Prism theme waits for the browser.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  const encoded = (props as Record<string, unknown>)[
    HIGHLIGHTED_LINES_ATTRIBUTE
  ];
  return (
    <StaticCodeBlock
      {...props}
      code={
        Array.isArray(children) ? children.join("") : String(children ?? "")
      }
      highlighted={
        typeof encoded === "string" ? JSON.parse(encoded) : undefined
      }
    />
  );
}
