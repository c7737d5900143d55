// Page analytics. gtag.js is answered with an empty script (the shared
// fixture), so its commands stay in window.dataLayer for the test to read.
import type { Page } from "@playwright/test";
import { test, expect, open } from "../support/fixtures";
import { analytics, site } from "../../src/config/site";

/** Every gtag command so far, as plain arrays. */
const dataLayer = (page: Page): Promise<unknown[][]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map(
      (entry) =>
        Array.from(entry).map((value) =>
          value instanceof Date ? "<date>" : value,
        ),
    ),
  );

/** The page paths of the page_view events sent by the site, in order. */
async function pageViews(page: Page): Promise<string[]> {
  const views: string[] = [];
  let path = "";
  for (const [command, name, value] of await dataLayer(page)) {
    if (command === "set" && name === "page_path") path = String(value);
    if (command === "event" && name === "page_view") views.push(path);
  }
  return views;
}

test("gtag loads for the configured id, with IP anonymisation on, and each route change to another path, search or hash sends one page_view with it", async ({
  page,
  thirdParty,
}) => {
  const sidebarLink = (name: string) =>
    page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name, exact: true });
  await open(page, "docs/intro");
  expect(thirdParty.requests).toContain(
    `https://www.googletagmanager.com/gtag/js?id=${analytics.trackingID}`,
  );
  const layer = await dataLayer(page);
  expect(layer.map((command) => command.slice(0, 2))).toEqual([
    ["js", "<date>"],
    ["config", analytics.trackingID],
  ]);
  // The spec's "IP anonymisation on": a GA4 id stores no IP address; any
  // other kind of id needs gtag's anonymize_ip flag.
  const options = layer[1][2] as { anonymize_ip?: boolean };
  expect(
    /^G-[A-Z0-9]+$/.test(analytics.trackingID) || options.anonymize_ip === true,
    `${analytics.trackingID} is a GA4 id or sets anonymize_ip`,
  ).toBe(true);

  // The first view is counted by gtag's config, and the page already shown sends nothing.
  await sidebarLink("Introduction").click();
  await sidebarLink("Installation").click();
  const installation = `${site.baseUrl}docs/installation`;
  await expect.poll(() => pageViews(page)).toEqual([installation]);

  const toc = page.locator(".table-of-contents a").first();
  const hash = await toc.getAttribute("href");
  await toc.click();
  await expect
    .poll(() => pageViews(page))
    .toEqual([installation, `${installation}${hash}`]);

  // From the footer: the navbar hides while the hash link scrolls the page down.
  await page.locator("footer").getByRole("link", { name: "Blog" }).click();
  await expect
    .poll(() => pageViews(page))
    .toEqual([installation, `${installation}${hash}`, `${site.baseUrl}blog`]);

  // The search page writes the query into the URL: only the search changes.
  await open(page, "search");
  await page.getByPlaceholder("Type your search here").fill("portal");
  await expect(page).toHaveURL(/\/search\?q=portal$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([`${site.baseUrl}search?q=portal`]);
});
