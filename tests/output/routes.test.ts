// The routes the build publishes, as its files show them: the sitemap lists
// the spec's routes and a page per file in docs/, each page has the title the
// route table gives and a link-preview card of its own (judged by eye), and no
// link hands an external page `window.opener` or ends a site path with a
// slash. That each route loads clean in a browser is every-route.spec.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { escapeAttribute } from "entities";
import { site } from "../../src/config/site";
import { buildFiles, builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR, ROOT_DIR } from "../support/paths";

/**
 * The spec's route table, a new route other than a doc goes here: each path
 * under the base path ("" is the home page) and its title before the site's.
 */
const SPEC_ROUTES: Record<string, string> = {
  "": "Native portals for React Native",
  "docs/intro": "Introduction",
  "docs/installation": "Installation",
  "docs/guides/portal": "Portal",
  "docs/guides/teleport": "Teleport",
  "docs/api/components/portal": "Portal",
  "docs/api/components/portal-host": "PortalHost",
  "docs/api/components/portal-provider": "PortalProvider",
  "docs/api/hooks/use-portal": "usePortal",
  "docs/recipes/jest-testing-guide": "Testing with Jest",
  "docs/category/guides": "Guides",
  "docs/category/recipes": "Recipes",
  "docs/category/api-reference": "API reference",
  "docs/category/-components": "📦 Components",
  "docs/category/-hooks": "🎣 Hooks",
  blog: "Blog",
  "blog/archive": "Archive",
  "blog/authors": "Authors",
  "blog/tags": "Tags",
  "blog/tags/portal": 'One post tagged with "portal"',
  "blog/tags/react-native": 'One post tagged with "react-native"',
  "blog/tags/teleport": 'One post tagged with "teleport"',
  "blog/welcome": "Welcome to React Native Teleport 1.2",
  search: "Search the documentation",
};

/** A page per file in docs/, titled by its front matter: a new doc needs nothing. */
const DOC_ROUTES = Object.fromEntries(
  readdirSync(join(ROOT_DIR, "docs"), { recursive: true, encoding: "utf8" })
    // A partial (_name.mdx) is part of the pages that import it.
    .filter((file) => /(^|\/)[^_/][^/]*\.mdx?$/.test(file))
    .map((file) => {
      const text = readFileSync(join(ROOT_DIR, "docs", file), "utf8");
      const title = /^title: *["']?(.+?)["']? *$/m.exec(text)?.[1] ?? file;
      return [`docs/${file.replace(/\.mdx?$/, "")}`, title];
    }),
);

test("the sitemap lists exactly the spec's routes and a page per file in docs/; each of them and the not-found page has its title and, on a preview, a robots noindex tag; each of them a 1200×630 card of its own as og:image and twitter:image, with its title in the alt text", () => {
  const routes = { ...DOC_ROUTES, ...SPEC_ROUTES };
  assert.deepEqual(sitemapRoutes(), Object.keys(routes).sort());
  const cards = new Set<string>();
  for (const [route, title] of Object.entries({
    ...routes,
    404: "Page Not Found",
  })) {
    const html = builtHtml(route);
    assert.equal(
      toString(fromHtml(/<title.*?<\/title>/s.exec(html)![0])),
      `${title} | React Native Teleport`,
      `/${route}`,
    );
    // A preview (PREVIEW_PATH, npm run test:preview) stays out of search engines.
    const robots = /<meta name="?robots"? content="?(\w+)/.exec(html)?.[1];
    assert.equal(robots, site.preview ? "noindex" : undefined, `/${route}`);
    if (route === "404") continue;
    const content = (key: string) =>
      new RegExp(`="?${key}"? content="([^"]*)"`).exec(html)?.[1] ?? "";
    const card = content("og:image");
    assert.ok(card, `/${route} names no card`);
    const file = card.replace(`${site.url}${site.baseUrl}`, "");
    const png = readFileSync(join(BUILD_DIR, file));
    assert.deepEqual(
      [png.readUInt32BE(16), png.readUInt32BE(20), content("twitter:image")],
      [1200, 630, card],
      `/${route}`,
    );
    for (const alt of ["og:image:alt", "twitter:image:alt"])
      assert.ok(content(alt).startsWith(escapeAttribute(title)), `/${route}`);
    cards.add(card);
  }
  assert.equal(cards.size, Object.keys(routes).length, "a card per route");
});

test("no page links an external page without noopener noreferrer, or a site page with a trailing slash (the site uses none) or that the build lacks under the base path: links, images, canonical and the /docs redirect's", () => {
  const origins = ["http://site", new URL(site.url).origin];
  const served = (path: string) =>
    [path, `${path}.html`, join(path, "index.html")].some((file) =>
      statSync(join(BUILD_DIR, file), { throwIfNoEntry: false })?.isFile(),
    );
  const bad = buildFiles()
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => {
      const name = relative(BUILD_DIR, file);
      const page = `http://site${site.baseUrl}${name}`;
      // The links' start tags alone (parsing whole pages, stylesheet and all,
      // is slow), none from a script: the wrong-base-URL banner's is no link
      // until that banner shows.
      const tags =
        readFileSync(file, "utf8")
          .replace(/<script[\s>][\s\S]*?<\/script>/g, "")
          .match(/<(a|img|link)\s[^>]*>/g) ?? [];
      const links = "a[href], img[src], link[href]";
      return selectAll(links, fromHtml(tags.join("\n")))
        .filter(({ tagName, properties: { href, src, rel } }) => {
          const url = new URL(String(href ?? src), page);
          const path = url.pathname;
          const rels = Array.isArray(rel) ? rel : [];
          return origins.includes(url.origin)
            ? (path !== site.baseUrl && path.endsWith("/")) ||
                !path.startsWith(site.baseUrl) ||
                !served(decodeURI(path.slice(site.baseUrl.length)))
            : tagName === "a" &&
                /^https?:$/.test(url.protocol) &&
                !(rels.includes("noopener") && rels.includes("noreferrer"));
        })
        .map(({ properties: p }) => `${name}: ${p.href ?? p.src} rel=${p.rel}`);
    });
  assert.deepEqual(bad, []);
});
