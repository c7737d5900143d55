import type { DemoKind } from "./Shell";

type DemoInfo = { kind: DemoKind; title: string; file: string };

/** What the placeholder already knows about each demo before its code loads. */
export const demos: Record<DemoKind, DemoInfo> = {
  teleport: {
    kind: "teleport",
    title: "Teleport a widget between hosts",
    file: "src/examples/TeleportExample.tsx",
  },
  portal: {
    kind: "portal",
    title: "A menu that escapes a clipped card",
    file: "src/examples/PortalExample.tsx",
  },
  usePortal: {
    kind: "usePortal",
    title: "isHostAvailable and removePortal",
    file: "src/examples/UsePortalExample.tsx",
  },
  preload: {
    kind: "preload",
    title: "A slow report, mounted on open or preloaded",
    file: "src/examples/PreloadExample.tsx",
  },
};
