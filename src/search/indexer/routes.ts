// Which routes the index covers. The not-found and search pages are not
// content; excluded routes are globs shared with llms.txt, so every
// machine-readable export of the site leaves out the same pages.
import { createMatcher } from "@docusaurus/utils";

const notContent = ["/404", "/404.html", "/search"];

/**
 * Returns a predicate over route paths (with the base URL) that is true for
 * routes the index should cover.
 */
export function createRouteFilter(
  baseUrl: string,
  excludeRoutes: readonly string[],
): (routePath: string) => boolean {
  const excluded = createMatcher([...notContent, ...excludeRoutes]);
  return (routePath) => {
    if (!routePath.startsWith(baseUrl)) return false;
    const path = `/${routePath.slice(baseUrl.length)}`.replace(/\/$/, "");
    return !excluded(path || "/");
  };
}
