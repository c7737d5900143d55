// Docs content fades in after a path change and glides to the target of an
// in-page link; both are skipped for readers who ask for reduced motion.
import type { ClientModule } from "@docusaurus/types";

const FADE_CLASS = "docs-fade-in";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function docsContainer(): HTMLElement | null {
  return document.querySelector<HTMLElement>(".theme-doc-markdown");
}

const module: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || prefersReducedMotion()) return;
    const container = docsContainer();
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
      document.getElementById(id)?.scrollIntoView({ behavior: "smooth" });
    }
  },
};

export default module;
