import type { ReactNode } from "react";
import PreloadExample from "@site/src/examples/PreloadExample";
import source from "@site/src/examples/PreloadExample.tsx?highlight";
import Frame from "../Frame";

export default function PreloadDemo(): ReactNode {
  return (
    <Frame kind="preload" source={source}>
      <PreloadExample />
    </Frame>
  );
}
