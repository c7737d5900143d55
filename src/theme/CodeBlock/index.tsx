// Replaces the stock code block so pages ship no Prism: fenced code arrives highlighted by the build (src/plugins/static-code).
import { Children, isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StaticCodeBlock from "@site/src/components/StaticCodeBlock";
import { HIGHLIGHTED_LINES_ATTRIBUTE } from "@site/src/plugins/static-code/attribute";
import type { HighlightedCode } from "@site/src/plugins/static-code/highlight.mjs";

/**
 * Fenced code carries its highlighted lines; code passed as a string at run
 * time (`<CodeBlock>{text}</CodeBlock>`) shows uncoloured, and JSX children
 * keep the stock block, without colours.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  const code = Array.isArray(children)
    ? children.join("")
    : String(children ?? "");
  const encoded = (props as Record<string, unknown>)[
    HIGHLIGHTED_LINES_ATTRIBUTE
  ];
  const highlighted =
    typeof encoded === "string"
      ? (JSON.parse(encoded) as HighlightedCode)
      : undefined;
  return (
    <StaticCodeBlock
      code={code}
      highlighted={highlighted}
      language={props.language}
      className={props.className}
      metastring={props.metastring}
      title={props.title}
      showLineNumbers={props.showLineNumbers}
    />
  );
}
