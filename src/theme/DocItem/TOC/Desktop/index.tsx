// Keeps the desktop table of contents out of hydration on a phone (src/components/DesktopOnly).
import type { ReactNode } from "react";
import DocItemTOCDesktop from "@theme-original/DocItem/TOC/Desktop";
import DesktopOnly from "@site/src/components/DesktopOnly";

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
