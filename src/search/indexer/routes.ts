// Which routes the index covers. The not-found and search pages are not
// content; excluded routes are shared with llms.txt so every machine-readable
// export of the site leaves out the same pages.

/** Turns an llms.txt-style glob (`/docs/next/**`) into a regular expression. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) => {
      if (part === "**") return ".*";
      if (part === "*") return "[^/]*";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  // `/docs/next/**` also covers `/docs/next` itself.
  return new RegExp(`^${pattern.replace(/\/\.\*$/, "(/.*)?")}$`);
}

const notContent = [/^\/404(\.html)?$/, /^\/search$/];

/**
 * Returns a predicate over route paths (with the base URL) that is true for
 * routes the index should cover.
 */
export function createRouteFilter(
  baseUrl: string,
  excludeRoutes: readonly string[],
): (routePath: string) => boolean {
  const excluded = [...notContent, ...excludeRoutes.map(globToRegExp)];
  return (routePath) => {
    if (!routePath.startsWith(baseUrl)) return false;
    const path = `/${routePath.slice(baseUrl.length)}`.replace(/\/$/, "");
    return !excluded.some((pattern) => pattern.test(path || "/"));
  };
}
