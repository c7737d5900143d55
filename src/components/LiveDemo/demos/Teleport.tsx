import type { ReactNode } from "react";
import TeleportExample from "@site/src/examples/TeleportExample";
import source from "@site/src/examples/TeleportExample.tsx?highlight";
import Frame from "../Frame";

export default function TeleportDemo(): ReactNode {
  return (
    <Frame kind="teleport" source={source}>
      <TeleportExample />
    </Frame>
  );
}
