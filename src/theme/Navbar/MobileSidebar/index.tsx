// Wrapped so a phone builds its hidden menu (which holds a copy of the docs
// sidebar) on the reader's first press, not while the page loads, where it
// was the longest task. A press comes before the click that opens the menu,
// so the menu exists by then and still slides in.
import { useEffect, useState, type ReactNode } from "react";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";

const PRESSES = ["pointerdown", "keydown"] as const;

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    const build = () => setBuilt(true);
    for (const press of PRESSES)
      window.addEventListener(press, build, { capture: true, once: true });
    return () => {
      for (const press of PRESSES)
        window.removeEventListener(press, build, { capture: true });
    };
  }, []);
  return built || shown ? <MobileSidebar /> : null;
}
