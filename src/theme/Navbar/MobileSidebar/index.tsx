// Wrapped so a phone builds its hidden menu (which holds a copy of the docs sidebar) at idle time, in slices, instead of in the long task that follows hydration.
import { startTransition, useEffect, useState, type ReactNode } from "react";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    // A transition's render yields to the browser every few milliseconds.
    const build = () => startTransition(() => setBuilt(true));
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(build, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(build, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  // Opened before the browser was idle: built at once.
  return built || shown ? <MobileSidebar /> : null;
}
