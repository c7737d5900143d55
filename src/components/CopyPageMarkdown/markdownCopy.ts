/**
 * The URL of a doc's Markdown copy, or null where it has none. The llms.txt
 * plugin writes copies for the last version's docs only (src/config/llms.ts),
 * and only when the site builds: the dev server has none to fetch, so its
 * pages show no Markdown actions rather than a link that answers 404.
 */
export function markdownCopyUrl(
  permalink: string,
  isLastVersion: boolean,
  mode: string | undefined = process.env.NODE_ENV,
): string | null {
  return isLastVersion && mode === "production" ? `${permalink}.md` : null;
}
