import type { Page } from "@playwright/test";

/** What a page downloaded of the live demos' code. */
export type DemoScripts = {
  /** Names of the demo chunks the page fetched ("demo-teleport"), in order. */
  chunks(): string[];
};

/** Starts recording the demo chunks `page` fetches; call before it loads. */
export function watchDemoScripts(page: Page): DemoScripts {
  const chunks: string[] = [];
  page.on("response", (response) => {
    const name = /\/(demo-[a-z-]+)\.[^/]+\.js$/.exec(response.url())?.[1];
    if (name) chunks.push(name);
  });
  return { chunks: () => [...chunks] };
}
