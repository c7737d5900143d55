import type { ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import Shell, { type DemoKind } from "./Shell";
import { demos } from "./catalog";

type FrameProps = {
  kind: DemoKind;
  /** The text of the example file, imported with `?raw`. */
  source: string;
  children: ReactNode;
};

/** A running example with the source file it was built from underneath. */
export default function Frame({
  kind,
  source,
  children,
}: FrameProps): ReactNode {
  return (
    <Shell
      {...demos[kind]}
      stage={children}
      source={<CodeBlock language="tsx">{source}</CodeBlock>}
    />
  );
}
