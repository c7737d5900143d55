import type { ReactNode } from "react";
import PortalExample from "@site/src/examples/PortalExample";
import source from "@site/src/examples/PortalExample.tsx?highlight";
import Frame from "../Frame";

export default function PortalDemo(): ReactNode {
  return (
    <Frame kind="portal" source={source}>
      <PortalExample />
    </Frame>
  );
}
