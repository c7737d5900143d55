// Docs content fades in after a path change and glides to the target of an
// in-page link; both are skipped for readers who ask for reduced motion.
import type { ClientModule } from "@docusaurus/types";

const FADE_CLASS = "docs-fade-in";

/**
 * Where the reader was before a hash-only change. Docusaurus, and for plain
 * in-page links the browser itself, jump to the anchor around this module's
 * turn, so the glide restarts from here, in the next frame once both are done.
 */
let scrollBeforeHashChange: number | null = null;

const module: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    scrollBeforeHashChange =
      previousLocation &&
      location.pathname === previousLocation.pathname &&
      location.hash !== previousLocation.hash
        ? window.scrollY
        : null;
  },

  onRouteDidUpdate({ location, previousLocation }) {
    if (
      !previousLocation ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    )
      return;
    const container = document.querySelector<HTMLElement>(
      ".theme-doc-markdown",
    );
    if (!container) return;

    if (location.pathname !== previousLocation.pathname) {
      container.classList.remove(FADE_CLASS);
      // Reading offsetWidth restarts the CSS animation on the same element.
      void container.offsetWidth;
      container.classList.add(FADE_CLASS);
      return;
    }

    if (location.hash && location.hash !== previousLocation.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = document.getElementById(id);
      const from = scrollBeforeHashChange;
      if (!target) return;
      requestAnimationFrame(() => {
        if (from !== null) window.scrollTo({ top: from, behavior: "instant" });
        target.scrollIntoView({ behavior: "smooth" });
      });
    }
  },
};

export default module;
