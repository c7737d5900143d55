// The link-preview card of every page: a PNG drawn at build time from what the
// page already shows (its title, description and place in the sidebar or the
// navbar), in the site's logo, colours (the built stylesheet's variables) and
// a font that stands in for its system one. Previews read the HTML as served,
// so built-pages writes the card into it and no script on the page knows of
// it; once React manages the head it shows the site's default card instead.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createElement as h, type ReactNode } from "react";
import satori from "satori";
import { renderAsync } from "@resvg/resvg-js";
import { decodeHTML, escapeAttribute } from "entities";

export type Card = { title: string; section: string; description: string };

const WIDTH = 1200;
const HEIGHT = 630;
const text = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map(([, raw]) => decodeHTML(raw!).trim());

/** What the card of a page shows, or null for a page without a title of its own. */
export function cardOf(html: string, siteTitle: string): Card | null {
  const [full = ""] = text(html, /<title[^>]*>([^<]*)<\/title>/g);
  const title = full.slice(0, -` | ${siteTitle}`.length);
  if (!full.endsWith(` | ${siteTitle}`) || !title) return null;
  const [description = ""] = text(
    html,
    /<meta [^>]*name="?description"? content="([^"]*)"/g,
  );
  // The sidebar category a doc sits in, else the navbar item that is active.
  const crumbs = text(
    html,
    /<[a-z]+ [^>]*breadcrumbs__link[^>]*>(?:<span>)?([^<]+)/g,
  );
  const [active = ""] = text(
    html,
    /<a [^>]*navbar__link--active[^>]*>([^<]+)/g,
  );
  const section = crumbs.length > 1 ? crumbs[0]! : active;
  return { title, section, description };
}

/** The font has no emoji: a category's label is drawn without its own. */
const plain = (s: string) =>
  s.replace(/[\p{Extended_Pictographic}\uFE0F]/gu, "").trim();

const fonts = Promise.all(
  ([400, 700] as const).map(async (weight) => ({
    name: "Inter",
    weight,
    data: await readFile(
      require.resolve(
        `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
      ),
    ),
  })),
);

/** The site's custom properties, for the card to use the site's own colours. */
export async function siteVariables(outDir: string): Promise<string> {
  const dir = join(outDir, "assets/css");
  const sheets = await Promise.all(
    (await readdir(dir)).map((name) => readFile(join(dir, name), "utf8")),
  );
  return sheets.flatMap((css) => css.match(/:root\{[^}]*\}/g) ?? []).join("");
}

/** What every card shares: the site's name, address, logo (a data URL) and custom properties. */
export type Site = {
  title: string;
  url: string;
  logo: string;
  variables: string;
};

// The card's layout, after the page's: Infima's colours for text, its muted
// text and the primary colour, and the headings' weight.
const CARD_CSS = `
.card { display: flex; flex-direction: column; width: 100%; height: 100%; box-sizing: border-box; padding: 64px 72px 48px;
  font-family: Inter; color: var(--ifm-font-color-base); background: var(--ifm-background-surface-color);
  border-bottom: 16px solid var(--ifm-color-primary) }
.site { display: flex; align-items: center; gap: 20px; font-size: 36px; font-weight: var(--ifm-heading-font-weight) }
.page { display: flex; flex-direction: column; margin-top: auto }
.section { font-size: 32px; font-weight: var(--ifm-heading-font-weight); color: var(--ifm-color-primary) }
.title { font-size: 80px; font-weight: var(--ifm-heading-font-weight); line-height: 1.1; margin-top: 8px }
.long { font-size: 64px }
.description, .address { font-size: 28px; line-height: 1.4; color: var(--ifm-color-content-secondary) }
.description { margin-top: 20px; line-clamp: 2 }
.address { font-size: 24px; margin-top: 28px }
`;

/** Draws `card` as a PNG at `file`. */
export async function drawCard(
  card: Card,
  site: Site,
  file: string,
): Promise<void> {
  const div = (className: string, ...children: ReactNode[]) =>
    h("div", { className }, ...children);
  const tree = div(
    "card",
    h("style", null, site.variables + CARD_CSS),
    div(
      "site",
      h("img", { src: site.logo, width: 72, height: 72 }),
      site.title,
    ),
    div(
      "page",
      div("section", plain(card.section)),
      div(card.title.length > 30 ? "title long" : "title", plain(card.title)),
      div("description", card.description),
    ),
    div("address", site.url),
  );
  const svg = await satori(tree, {
    width: WIDTH,
    height: HEIGHT,
    fonts: await fonts,
  });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, (await renderAsync(svg)).asPng());
}

/** `html` with its og:image and twitter:image naming the card at `url`, described by `alt`. */
export function withCard(html: string, url: string, alt: string): string {
  const [image, description] = [escapeAttribute(url), escapeAttribute(alt)];
  // data-rh: React's head manager takes these tags over on hydration.
  const tags = [
    ["property", "og:image", image],
    ["property", "og:image:alt", description],
    ["property", "og:image:width", `${WIDTH}`],
    ["property", "og:image:height", `${HEIGHT}`],
    ["name", "twitter:image", image],
    ["name", "twitter:image:alt", description],
  ].map(
    ([key, name, value]) =>
      `<meta data-rh="true" ${key}="${name}" content="${value}">`,
  );
  return html
    .replace(/<meta [^>]*(property|name)="?(og|twitter):image"? [^>]*>/g, "")
    .replace("</head>", `${tags.join("")}</head>`);
}
