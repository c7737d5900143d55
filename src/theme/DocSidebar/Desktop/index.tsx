// Keeps the desktop sidebar out of hydration on a phone (src/components/DesktopOnly).
import type { ReactNode } from "react";
import DocSidebarDesktop from "@theme-original/DocSidebar/Desktop";
import type { Props } from "@theme/DocSidebar/Desktop";
import DesktopOnly from "@site/src/components/DesktopOnly";

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
