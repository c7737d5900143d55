// What the head of every sitemap route names for tools that read the HTML as
// served: its link-preview card (src/plugins/social-cards) and its Markdown
// copy. How a card looks is judged by eye.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { decodeHTML } from "entities";
import { site } from "../../src/config/site";
import { buildFiles, builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

const ROOT = `${site.url}${site.baseUrl}`;
/** The built file an absolute URL of the site names, or null. */
const fileOf = (url: string) =>
  url.startsWith(ROOT) ? join(BUILD_DIR, url.slice(ROOT.length)) : null;
const head = (route: string) => {
  const html = builtHtml(route);
  const meta = (key: string) =>
    [
      ...html.matchAll(
        /<meta [^>]*(?:property|name)="?([^"\s]+)"? content=(?:"([^"]*)"|([^\s>]+))/g,
      ),
    ]
      .filter(([, name]) => name === key)
      .map(([, , quoted, bare]) => decodeHTML(quoted ?? bare!));
  return {
    title: decodeHTML(/<title[^>]*>([^<]*)<\/title>/.exec(html)![1]!),
    meta,
    markdown: [
      ...html.matchAll(
        /<link [^>]*rel="?alternate"? type="?text\/markdown"? href="?([^"\s>]+)/g,
      ),
    ].map(([, href]) => href!),
  };
};

test("every route's og:image and twitter:image name its own 1200×630 PNG, with the page's title in the alt text", () => {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const route of sitemapRoutes()) {
    const { title, meta } = head(route);
    const own = title.replace(/ \| React Native Teleport$/, "");
    const [image = ""] = meta("og:image");
    const file = fileOf(image);
    const png = file && existsSync(file) ? readFileSync(file) : null;
    if (
      !png ||
      png.readUInt32BE(16) !== 1200 ||
      png.readUInt32BE(20) !== 630 ||
      meta("twitter:image").join() !== image
    )
      problems.push(`/${route}: ${image} is not a 1200×630 card in both tags`);
    for (const alt of ["og:image:alt", "twitter:image:alt"])
      if (!meta(alt)[0]?.includes(own))
        problems.push(`/${route}: ${alt} lacks "${own}"`);
    // A page without a title of its own may show the site's card.
    if (own !== title && owners.has(image))
      problems.push(`/${route} shares ${image} with /${owners.get(image)}`);
    owners.set(image, route);
  }
  assert.ok(owners.size > 30, "the routes' cards");
  assert.deepEqual(problems, []);
});

test("every Markdown copy is named by its page's rel=alternate link, and every such link resolves", () => {
  const copies = buildFiles()
    .filter((file) => file.endsWith(".md"))
    .map((file) => relative(BUILD_DIR, file));
  assert.ok(
    copies.includes("docs/guides/portal.md") && copies.includes("index.md"),
  );
  const named = sitemapRoutes().flatMap((route) => head(route).markdown);
  const missing = copies.filter((copy) => !named.includes(`${ROOT}${copy}`));
  const broken = named.filter((url) => !existsSync(fileOf(url) ?? ""));
  assert.deepEqual({ missing, broken }, { missing: [], broken: [] });
});
