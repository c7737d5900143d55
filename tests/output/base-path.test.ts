// What follows the base path, which PREVIEW_PATH moves for a pull request's
// preview (src/config/site.ts): `npm test` runs this folder on the
// production build and again on a preview build. Search on the preview's own
// pages is preview.spec.ts's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { site } from "../../src/config/site";
import { buildFiles, builtHtml, sitemapRoutes } from "../support/build";
import { BUILD_DIR } from "../support/paths";

/** Whether the build has a file GitHub Pages answers `path` (under the base path) with. */
const served = (path: string) =>
  [path, `${path}.html`, join(path, "index.html")].some((file) =>
    statSync(join(BUILD_DIR, file), { throwIfNoEntry: false })?.isFile(),
  );

test("every link, script, image and redirect of every page that points into the site leads to a file of the build under the base path, canonical and og:url included", () => {
  const origins = ["http://site", new URL(site.url).origin];
  const broken = buildFiles()
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => {
      const name = relative(BUILD_DIR, file);
      const page = `http://site${site.baseUrl}${name}`;
      const html = readFileSync(file, "utf8").replace(
        /<script[\s>][\s\S]*?<\/script>/g,
        "",
      );
      const urls = / (?:href|src)="?([^"\s>]+)| content="?(https?:[^"\s>]+)/g;
      return [...html.matchAll(urls)]
        .map(([, link, content]) => new URL((link ?? content)!, page))
        .filter(({ origin }) => origins.includes(origin))
        .filter(
          ({ pathname }) =>
            !pathname.startsWith(site.baseUrl) ||
            !served(decodeURI(pathname.slice(site.baseUrl.length))),
        )
        .map(({ href }) => `${name}: ${href}`);
    });
  assert.deepEqual(broken, []);
  assert.ok(
    builtHtml("docs").includes(`content="0; url=${site.baseUrl}docs/intro"`),
    "the /docs redirect",
  );
});

test("a preview's pages ask search engines not to index them, production's do not", () => {
  for (const route of [...sitemapRoutes(), "404"])
    assert.deepEqual(
      [
        ...builtHtml(route).matchAll(/<meta name="?robots"? content="?(\w+)/g),
      ].map(([, content]) => content),
      site.preview ? ["noindex"] : [],
      `/${route}`,
    );
});
