// Doc pages date their last change the way the stock theme's Intl format
// would, though src/theme/LastUpdated formats it without Intl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { builtHtml, sitemapRoutes } from "../support/build";

test("every doc page shows the day of its last update, as Intl writes it in English", () => {
  const stock = new Intl.DateTimeFormat("en", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  // A category's generated index has no file, so no history.
  const docs = sitemapRoutes().filter(
    (route) => route.startsWith("docs/") && !route.includes("/category/"),
  );
  assert.ok(docs.length > 0, "the sitemap lists doc pages");
  for (const route of docs) {
    const [, iso, shown] =
      builtHtml(route).match(
        /<time datetime="([^"]+)" itemprop="dateModified">([^<]+)<\/time>/,
      ) ?? [];
    assert.ok(iso, `/${route} says when it was last updated`);
    assert.equal(shown, stock.format(new Date(iso)), `/${route}`);
  }
});
