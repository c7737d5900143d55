// Which routes the index covers. Excluded routes are globs shared with
// llms.txt, so every machine-readable export of the site leaves out the same
// pages. The not-found and search pages are no content plugin's, so the
// index never lists them.
import { createMatcher } from "@docusaurus/utils";

/**
 * Returns a predicate over route paths (with the base URL) that is true for
 * routes the index should cover.
 */
export function createRouteFilter(
  baseUrl: string,
  excludeRoutes: readonly string[],
): (routePath: string) => boolean {
  const excluded = createMatcher([...excludeRoutes]);
  return (routePath) => {
    if (!routePath.startsWith(baseUrl)) return false;
    const path = `/${routePath.slice(baseUrl.length)}`.replace(/\/$/, "");
    return !excluded(path || "/");
  };
}
