// Reaches the JavaScript chunk that carries one doc's content, so a test can
// delay it, fail it or serve it altered, the way a slow network, a deploy
// that removed it or a faulty component would. Nothing of this ships: the
// production build is served unchanged and the page sees it through a route.
import type { APIResponse, Page, Route } from "@playwright/test";

/**
 * Routes every script of the build and hands the one holding `source`
 * (for example `docs/intro.mdx`) to `handler`. Docusaurus stores each doc's
 * metadata, including `"source":"@site/docs/intro.mdx"`, in that chunk.
 * Every other script passes through.
 */
export async function interceptDocChunk(
  page: Page,
  source: string,
  handler: (route: Route, response: APIResponse, body: string) => Promise<void>,
): Promise<void> {
  const marker = `"source":"@site/${source}"`;
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) await handler(route, response, body);
    else await route.fulfill({ response, body });
  });
}

/** Answers like a server after a deploy that removed the file. */
export const notFound = (route: Route): Promise<void> =>
  route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });
