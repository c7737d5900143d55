import type { ReactNode } from "react";
import StaticCodeBlock from "@site/src/components/StaticCodeBlock";
import type { HighlightedSource } from "@site/src/plugins/static-code/highlight.mjs";
import Shell, { type DemoKind } from "./Shell";
import { demos } from "./catalog";

type FrameProps = {
  kind: DemoKind;
  /** The example file, imported with `?highlight`. */
  source: HighlightedSource;
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
      source={
        <StaticCodeBlock
          code={source.code}
          language={source.language}
          highlighted={source.highlighted}
        />
      }
    />
  );
}
