// Where each page's link-preview card lives. Shared by the build plugin that
// draws the cards and the SiteMetadata wrapper that points the page's
// og:image at its card, so both derive the same file from the same pathname.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Folder of the cards, relative to the build folder and the base path. */
export const CARD_DIR = "img/social";

/**
 * The card of a route, relative to the base path: `docs/intro` →
 * `img/social/docs/intro.png`, the home page → `img/social/index.png`,
 * `404.html` → `img/social/404.png`.
 */
export function socialCardPath(pathname: string, baseUrl: string): string {
  const relative = pathname.startsWith(baseUrl)
    ? pathname.slice(baseUrl.length)
    : pathname.replace(/^\/+/, "");
  const name = relative
    .replace(/\/+$/, "")
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "");
  return `${CARD_DIR}/${name || "index"}.png`;
}
