// Draws a link-preview card (1200×630 PNG) for every route after the build,
// from the title and description the page was rendered with. Rendering is
// local: resvg's binary and the DejaVu fonts come from npm packages, so the
// build needs no network and no system fonts. src/theme/SiteMetadata points
// each page's og:image at its card.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { renderAsync } from "@resvg/resvg-js";
import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { cardSvg, type CardText } from "./card";
import { CARD_WIDTH, socialCardPath } from "./paths";

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

const fontDir = path.join(
  path.dirname(require.resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
const fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) =>
  path.join(fontDir, file),
);

/** A link preview is shown small: past this, bytes buy nothing a reader sees. */
const MAX_CARD_BYTES = 100 * 1024;

function findElement(
  node: ParentNode,
  test: (element: Element) => boolean,
): Element | undefined {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    if (test(child)) return child;
    // <title> elements inside inline SVG icons live in <body>, not <head>.
    if (child.tagName === "body") continue;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

const attr = (element: Element | undefined, name: string) =>
  element?.attrs.find((a) => a.name === name)?.value;

/** Title (without the site-name suffix) and description of a rendered page. */
export function pageText(
  html: string,
  siteTitle: string,
): Pick<CardText, "title" | "description"> {
  const document = parse(html);
  const title = findElement(document, (e) => e.tagName === "title");
  const text = title?.childNodes
    .map((node) => ("value" in node ? node.value : ""))
    .join("")
    .trim();
  const description = findElement(
    document,
    (e) => e.tagName === "meta" && attr(e, "name") === "description",
  );
  return {
    title: (text || siteTitle).replace(` | ${siteTitle}`, ""),
    description: attr(description, "content") ?? "",
  };
}

const SECTIONS: Record<string, string> = {
  docs: "Docs",
  blog: "Blog",
  search: "Search",
};

/** The HTML file the build wrote for a route (trailing slash or not). */
function htmlFileFor(outDir: string, relative: string): string | undefined {
  const name = relative.replace(/\/$/, "");
  return [
    path.join(outDir, name),
    path.join(outDir, `${name}.html`),
    path.join(outDir, name, "index.html"),
  ].find((file) => file.endsWith(".html") && existsSync(file));
}

const renderOptions = {
  fitTo: { mode: "width", value: CARD_WIDTH },
  font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "DejaVu Sans" },
} as const;

/** Renders off the main thread, so the other postBuild plugins keep going. */
export async function renderCard(text: CardText): Promise<Buffer> {
  return (await renderAsync(cardSvg(text), renderOptions)).asPng();
}

/**
 * Cards from earlier builds, by a hash of their SVG and of the renderer and
 * fonts: a rebuild redraws only the cards whose page or design changed.
 */
function cardCache(dir: string) {
  const renderer = ["@resvg/resvg-js", "dejavu-fonts-ttf"]
    .map(
      (name) =>
        JSON.parse(
          readFileSync(require.resolve(`${name}/package.json`), "utf8"),
        ).version as string,
    )
    .join();
  const fileOf = (text: CardText) => {
    const key = createHash("sha256")
      .update(renderer)
      .update(JSON.stringify(renderOptions))
      .update(cardSvg(text))
      .digest("hex");
    return path.join(dir, `${key}.png`);
  };
  return {
    get: (text: CardText): Promise<Buffer | undefined> =>
      readFile(fileOf(text)).catch(() => undefined),
    async set(text: CardText, png: Buffer): Promise<void> {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(text), png);
    },
  };
}

/** A card within the byte budget, from the cache when nothing changed. */
async function cardFor(
  text: CardText,
  cache: ReturnType<typeof cardCache>,
): Promise<Buffer> {
  const cached = await cache.get(text);
  if (cached) return cached;
  let png = await renderCard(text);
  // Anti-aliased text is what costs bytes: a card with a long title and
  // summary drops the summary rather than going over budget.
  if (png.length > MAX_CARD_BYTES) {
    png = await renderCard({ ...text, description: "" });
  }
  await cache.set(text, png);
  return png;
}

export default function pluginSocialCards(context: LoadContext): Plugin {
  const { siteConfig, baseUrl, generatedFilesDir } = context;
  const cache = cardCache(path.join(generatedFilesDir, "social-cards"));
  return {
    name: "social-cards",
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const host = `${siteConfig.url}${baseUrl}`.replace(/^https?:\/\//, "");
      const routes = [...new Set(routesPaths)];
      await Promise.all(
        routes.map(async (route) => {
          const relative = route.slice(baseUrl.length);
          const htmlFile = htmlFileFor(outDir, relative);
          if (!htmlFile) {
            throw new Error(`social-cards: no HTML file for route ${route}`);
          }
          const { title, description } = pageText(
            await readFile(htmlFile, "utf8"),
            siteConfig.title,
          );
          const text: CardText = {
            section: SECTIONS[relative.split("/")[0]] ?? "",
            title,
            description,
            url: `${host}${relative.replace(/\.html$/, "")}`,
          };
          const png = await cardFor(text, cache);
          if (png.length > MAX_CARD_BYTES) {
            throw new Error(
              `social-cards: the card of ${route} is ${png.length} bytes, over ${MAX_CARD_BYTES}`,
            );
          }
          const file = path.join(outDir, socialCardPath(route, baseUrl));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, png);
        }),
      );
      console.log(
        `[social-cards] ${routes.length} cards in ${Date.now() - started} ms`,
      );
    },
  };
}
