// A page's first paint needs only the rules that match its own HTML. Beasties
// inlines those and moves the site stylesheet to the end of <body>, where it
// no longer holds the paint but still holds the scripts: the app hydrates
// with every rule in place.
import Beasties from "beasties";

/**
 * Beasties reads `url("…")` only up to the first double quote, so a data URL
 * holding escaped quotes (the minified SVG of Infima's breadcrumb separator)
 * was taken for a relative path and pointed into assets/css. Percent-encoded,
 * the same URL reads whole and is left as it is. Drop this once Beasties'
 * url() rewriting (danielroe/beasties#401) reads escaped quotes.
 */
const encodeQuotedDataUrls = (css: string): string =>
  css.replace(/url\("data:(?:[^"\\]|\\.)*"\)/g, (url) =>
    url.replaceAll('\\"', "%22"),
  );

/** Reads each stylesheet once for all pages, with its data URLs made safe. */
class SiteBeasties extends Beasties {
  private readonly sheets = new Map<string, Promise<string>>();

  override readFile(filename: string): Promise<string> {
    const sheet =
      this.sheets.get(filename) ??
      Promise.resolve(super.readFile(filename)).then(encodeQuotedDataUrls);
    this.sheets.set(filename, sheet);
    return sheet;
  }
}

export function criticalCss(
  outDir: string,
  baseUrl: string,
): (html: string) => Promise<string> {
  const beasties = new SiteBeasties({
    path: outDir,
    publicPath: baseUrl,
    preload: "body",
    noscriptFallback: false,
    // A <style> inside an inline SVG belongs to it: hoisted into the head,
    // the SVG no longer matches what React renders, and hydration fails.
    mergeStylesheets: false,
    reduceInlineStyles: false,
    allowRules: [
      // The head script sets these on <html> before the first paint, so
      // their rules cannot be matched against the static page.
      /\[data-(?:theme|announcement-bar)/,
      // Beasties drops `:where(…)` with its argument before matching, so a
      // selector that starts with it never matches (Infima's button colours).
      /^:where\(/,
    ],
    logLevel: "warn",
  });
  return (html) => beasties.process(html);
}
