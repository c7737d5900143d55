// What a route's head names for tools reading the HTML as served: its Markdown
// copy and a card, its title and sidebar (or navbar) place in the site's logo,
// colours and a stand-in font. Once React runs, the head names the site's card.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import type { Props } from "@docusaurus/types";
import { createMatcher } from "@docusaurus/utils";
import { createElement as h, type ReactNode } from "react";
import satori from "satori";
import { renderAsync } from "@resvg/resvg-js";
import { decodeHTML, escapeAttribute } from "entities";
import { llmsTxt } from "../../config/llms";

const CSS = `
.card { display: flex; flex-direction: column; width: 100%; height: 100%; box-sizing: border-box;
  padding: 64px 72px 48px; font: var(--ifm-heading-font-weight) 36px Inter; color: var(--ifm-font-color-base);
  background: var(--ifm-background-surface-color); border-bottom: 16px solid var(--ifm-color-primary) }
.site { display: flex; align-items: center; gap: 20px } .page { display: flex; flex-direction: column; margin: auto 0 16px }
.section { font-size: 32px; color: var(--ifm-color-primary) } .title { font-size: 80px; line-height: 1.1; margin-top: 12px; line-clamp: 3 }`;
/** Where a minified page has its title, and its section: the category above it, else its navbar item. */
const FIELDS = {
  title: /<title[^>]*>([^<]*)</g,
  crumbs: /<a [^>]*breadcrumbs__link[^>]*><span>([^<]+)/g,
  navbar: /<a [^>]*navbar__link--active[^>]*>([^<]+)/g,
};
const texts = (html: string, field: keyof typeof FIELDS): string[] =>
  [...html.matchAll(FIELDS[field])].map(([, raw]) => decodeHTML(raw!).trim());
/** The font has no emoji: a category's label is drawn without its own. */
const plain = (text: string) =>
  text.replace(/[\p{Extended_Pictographic}\uFE0F]/gu, "").trim();
const div = (className: string, ...children: ReactNode[]) =>
  h("div", { className }, ...children);
const font = (weight: 400 | 700) =>
  readFile(
    require.resolve(
      `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  ).then((data) => ({ name: "Inter", weight, data }));

/** `finish(file, html)`: the page at `file`, holding the site stylesheet, with its head links. */
export async function headLinks(props: Props) {
  const { outDir, baseUrl, siteConfig, routesPaths } = props;
  const [site, title] = [`${siteConfig.url}${baseUrl}`, siteConfig.title];
  const fonts = await Promise.all([font(400), font(700)]);
  const logo = `data:image/svg+xml;base64,${await readFile(join(outDir, "img/logo.svg"), "base64")}`;
  const noMarkdown = createMatcher(llmsTxt.content.excludeRoutes);

  return async (file: string, html: string): Promise<string> => {
    const name = relative(outDir, file).replace(/\.html$/, "");
    const path = `${baseUrl}${name === "index" ? "" : name}`;
    if (!routesPaths.includes(path)) return html;
    const link = noMarkdown(path)
      ? ""
      : `<link data-rh="true" rel="alternate" type="text/markdown" href="${site}${name}.md">`;
    html = html.replace("</head>", `${link}</head>`);
    // A page with no title of its own keeps the site's card.
    const [full = ""] = texts(html, "title");
    const page = full.slice(0, -` | ${title}`.length);
    if (!full.endsWith(` | ${title}`) || !page) return html;
    const [section = ""] = [...texts(html, "crumbs"), ...texts(html, "navbar")];

    // Infima's and the site's colours and type, from the page's stylesheet,
    // minified or not: the rest of it would cost a card more time to parse
    // than to draw.
    const variables = (html.match(/:root\s*\{[^}]*\}/g) ?? [])
      .join("")
      .match(/--ifm-(color|font|background|heading)[\w-]*:[^;}]*/g)!;
    const card = div(
      "card",
      h("style", null, `:root{${variables.join(";")}}${CSS}`),
      div("site", h("img", { src: logo, width: 72, height: 72 }), title),
      div("page", div("section", plain(section)), div("title", plain(page))),
    );
    const svg = await satori(card, { width: 1200, height: 630, fonts });
    const png = join(outDir, `img/cards/${name}.png`);
    await mkdir(dirname(png), { recursive: true });
    await writeFile(png, (await renderAsync(svg)).asPng());

    // Docusaurus's own og:image and twitter:image name the site's card.
    const image = /(="?(og|twitter):image"? content=)("[^"]*"|[^\s>]+)/g;
    const alt = escapeAttribute(
      [page, section, title].filter(Boolean).join(" · "),
    );
    return html
      .replace(image, `$1"${escapeAttribute(`${site}img/cards/${name}.png`)}"`)
      .replace(
        "</head>",
        `<meta data-rh="true" property="og:image:alt" content="${alt}"><meta data-rh="true" name="twitter:image:alt" content="${alt}"></head>`,
      );
  };
}
