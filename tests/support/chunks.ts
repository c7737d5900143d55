// Reaches the JavaScript chunk that carries one doc's content, so a test can
// delay it, fail it or serve it altered, the way a slow network, a deploy
// that removed it or a faulty component would. Nothing of this ships: the
// production build is served unchanged and the page sees it through a route.
import type { APIResponse, Page, Route } from "@playwright/test";

/** What a handler may do with the doc's chunk; everything else passes through. */
export type ChunkHandler = (
  route: Route,
  response: APIResponse,
  body: string,
) => Promise<void>;

/**
 * Routes every script of the build and hands the one holding `source`
 * (for example `docs/intro.mdx`) to `handler`. Docusaurus stores each doc's
 * metadata, including `"source":"@site/docs/intro.mdx"`, in that chunk.
 */
export async function interceptDocChunk(
  page: Page,
  source: string,
  handler: ChunkHandler,
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

/**
 * The chunk with its MDX component wrapped so that it throws while
 * `window.__renderFailure` holds a message: a render error the test can
 * switch on and off, without any crash switch in the shipped site.
 */
export function withRenderFailure(body: string): string {
  const exported = /default:\(\)=>([\w$]+)/;
  if (!exported.test(body)) {
    throw new Error(
      "the doc chunk no longer exports its component as expected",
    );
  }
  return body.replace(
    exported,
    (_, component: string) =>
      `default:()=>(${component}.__failing||(${component}.__failing=function(props){` +
      `if(window.__renderFailure)throw new Error(window.__renderFailure);` +
      `return ${component}(props)}))`,
  );
}

/**
 * The chunk with extra entries appended to the doc's table of contents, to
 * check which heading levels the theme keeps.
 */
export function withExtraTocEntries(
  body: string,
  entries: Array<{ value: string; id: string; level: number }>,
): string {
  const exported = /toc:\(\)=>([\w$]+)/;
  if (!exported.test(body)) {
    throw new Error(
      "the doc chunk no longer exports its table of contents as expected",
    );
  }
  return body.replace(
    exported,
    (_, toc: string) => `toc:()=>${toc}.concat(${JSON.stringify(entries)})`,
  );
}
