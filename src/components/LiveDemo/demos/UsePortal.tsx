import type { ReactNode } from "react";
import UsePortalExample from "@site/src/examples/UsePortalExample";
import source from "@site/src/examples/UsePortalExample.tsx?highlight";
import Frame from "../Frame";

export default function UsePortalDemo(): ReactNode {
  return (
    <Frame kind="usePortal" source={source}>
      <UsePortalExample />
    </Frame>
  );
}
