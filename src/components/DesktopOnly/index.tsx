import type { ReactNode } from "react";
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";

// The theme's own breakpoint (useWindowSize): wider than this is a desktop.
const DESKTOP_MIN_WIDTH = 997;

/**
 * The desktop sidebar and table of contents are in every page's HTML, hidden
 * on a phone by CSS, and the theme removes them once hydration has measured
 * the window. Hydrating them first is work a slow phone feels, so on a narrow
 * window the server's markup is kept as it is, under an element whose content
 * React leaves alone, until the theme takes it away.
 */
export default function DesktopOnly({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  if (ExecutionEnvironment.canUseDOM && window.innerWidth < DESKTOP_MIN_WIDTH) {
    return (
      <div dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  }
  return children;
}
