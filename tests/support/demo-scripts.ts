import type { Page, Response } from "@playwright/test";
import { LIBRARY_MARK } from "./build";

/** What a page downloaded of the live demos' code. */
export type DemoScripts = {
  /** Names of the demo chunks the page fetched ("demo-teleport"), in order. */
  chunks(): string[];
  /** How many scripts the page fetched hold the library's own code. */
  withLibrary(): Promise<number>;
};

/** Starts recording the scripts `page` fetches; call before it loads. */
export function watchDemoScripts(page: Page): DemoScripts {
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) scripts.push(response);
  });
  return {
    chunks: () =>
      scripts
        .map((script) => /\/(demo-[a-z-]+)\.[^/]+\.js$/.exec(script.url())?.[1])
        .filter((name): name is string => name !== undefined),
    // Bodies are read only when asked: most tests never need them.
    withLibrary: async () =>
      (
        await Promise.all(
          scripts.map((script) => script.text().catch(() => "")),
        )
      ).filter((body) => body.includes(LIBRARY_MARK)).length,
  };
}
