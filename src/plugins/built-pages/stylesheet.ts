// Every page carries the whole site stylesheet in a <style> in place of its
// <link>. A phone then styles and lays out the page once, at first paint:
// critical CSS followed by the full sheet cost it a second pass over the
// whole document. A first visit downloads less, as the critical rules were a
// copy of part of the sheet; a later full page load, about 10 KB more (gzip).
// Client-side navigation needs nothing more: every page's rules are there.
//
// One rule stays out: Docusaurus hides its wrong-base-URL banner by a rule in
// the stylesheet, as proof that the sheet loaded from the base URL. Inline,
// it would hide the banner on a site served from the wrong path too.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

// As Docusaurus writes it, minified: <link rel=stylesheet href=/…/styles.css />
const LINK = /<link rel="?stylesheet"? href="?([^"\s>]+\.css)"?\s*\/?>/g;
const BANNER_RULE =
  "#__docusaurus-base-url-issue-banner-container{display:none}";

/** `html` with each of its stylesheet links replaced by the sheet it names. */
export async function inlineStylesheets(
  html: string,
  outDir: string,
  baseUrl: string,
): Promise<string> {
  const css = await Promise.all(
    [...html.matchAll(LINK)].map(async ([, href]) => {
      if (!href!.startsWith(baseUrl))
        throw new Error(`stylesheet ${href} is not the site's`);
      const sheet = await readFile(
        join(outDir, href!.slice(baseUrl.length)),
        "utf8",
      );
      // The HTML parser ends a <style> at its first `</style`, whatever follows.
      if (/<\/style/i.test(sheet)) throw new Error(`${href} cannot be inlined`);
      return sheet.replace(BANNER_RULE, "");
    }),
  );
  return html.replace(LINK, () => `<style>${css.shift()}</style>`);
}
