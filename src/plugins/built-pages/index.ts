// Finishes every HTML page of the build in one pass, because plugins run
// their postBuild side by side and two rewriting one page would lose a change:
// first the site stylesheet goes inline, then a Content-Security-Policy <meta>
// (GitHub Pages cannot send headers, so the policy travels in the page) that
// allows its inline scripts by their sha256 hash, never by 'unsafe-inline'.
import { access, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Plugin } from "@docusaurus/types";
import { serializePolicy } from "../csp/policy";
import {
  forbiddenInlineCode,
  inlineScripts,
  insertPolicy,
  scriptHash,
} from "../csp/html";
import { inlineStylesheets } from "./stylesheet";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * client-redirects writes its pages in its own postBuild, which runs at the
 * same time as this one; wait for them so they get the policy too.
 */
async function redirectPages(
  plugins: ReadonlyArray<{ name: string; options: unknown }>,
  outDir: string,
): Promise<string[]> {
  const plugin = plugins.find(
    (p) => p.name === "docusaurus-plugin-client-redirects",
  );
  const redirects =
    (plugin?.options as { redirects?: { from: string | string[] }[] })
      ?.redirects ?? [];
  const pages = redirects
    .flatMap(({ from }) => (Array.isArray(from) ? from : [from]))
    .map((from) => join(outDir, from, "index.html"));
  const deadline = Date.now() + 60_000;
  for (const page of pages) {
    for (;;) {
      try {
        await access(page);
        break;
      } catch {
        if (Date.now() > deadline)
          throw new Error(`redirect page ${page} never appeared`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  return pages;
}

/** Replaces the file in one step: other postBuild plugins (llms.txt) read these pages concurrently. */
async function replaceFile(file: string, content: string): Promise<void> {
  const temp = `${file}.finish-${process.pid}`;
  await writeFile(temp, content);
  await rename(temp, file);
}

export default function pluginBuiltPages(): Plugin {
  return {
    name: "built-pages",
    async postBuild({ outDir, plugins, baseUrl }) {
      const redirects = await redirectPages(plugins, outDir);
      const files = [...new Set([...(await htmlFiles(outDir)), ...redirects])];
      const inline = inlineStylesheets(outDir, baseUrl);
      const pages = await Promise.all(
        files.map(async (file) => ({
          file,
          html: await inline(await readFile(file, "utf8")),
        })),
      );

      const problems = pages.flatMap(({ file, html }) =>
        forbiddenInlineCode(html).map(
          (tag) => `${relative(outDir, file)}: ${tag}`,
        ),
      );
      if (problems.length > 0) {
        throw new Error(
          `Inline event handlers or javascript: URLs cannot pass the Content-Security-Policy:\n${problems.join("\n")}`,
        );
      }

      // One policy for every page: after client-side navigation a document
      // shows other pages, so it should allow exactly what they allow.
      const hashes = new Set(
        pages.flatMap(({ html }) => inlineScripts(html).map(scriptHash)),
      );
      const policy = serializePolicy([...hashes].sort());

      await Promise.all(
        pages.map(async ({ file, html }) => {
          try {
            await replaceFile(file, insertPolicy(html, policy));
          } catch (error) {
            throw new Error(
              `CSP: cannot add the policy to ${relative(outDir, file)}: ${(error as Error).message}`,
              { cause: error },
            );
          }
        }),
      );
    },
  };
}
