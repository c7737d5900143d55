// A pull request's preview, built with PREVIEW_PATH (`npm run test:preview`),
// opened under its base path: a doc renders, search answers from the
// preview's own pages without asking Algolia, whose index holds production's
// alone, and a live sample runs. What else follows the base path, the output
// tests check on the same build.
import { test, expect, open } from "../support/fixtures";
import { isAlgoliaSearch } from "../support/hosts";
import { openSearch } from "../support/search";
import { site } from "../../src/config/site";

test.use({ failOnProblems: true });

test("under a preview's base path a doc renders, search finds a page among the preview's own and opens it, and the teleport demo moves its widget", async ({
  page,
  thirdParty,
}) => {
  // Two page loads, the search engine's and a demo's code, as the demo walks.
  test.slow();
  expect(site.baseUrl).toMatch(
    /^\/react-native-teleport\/pr-preview\/pr-\d+\/$/,
  );
  await open(page, "docs/guides/portal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portal");

  const { input, hits } = await openSearch(page);
  await input.fill("usePortal");
  await expect(hits.first()).toContainText("usePortal");
  await input.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`^http://[^/]+${site.baseUrl}docs/api/hooks/use-portal(#|$)`),
  );
  expect(thirdParty.requests.filter(isAlgoliaSearch)).toEqual([]);

  await open(page, "docs/guides/teleport");
  await page.locator("#try-it").scrollIntoViewIfNeeded();
  const demo = page.locator('[data-sample="TeleportExample.tsx"]');
  await demo.getByRole("button", { name: "Side panel" }).click();
  await expect(demo.locator('p[role="status"]')).toHaveText(
    "The widget is in the side panel.",
  );
});
