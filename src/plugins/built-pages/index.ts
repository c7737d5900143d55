// Finishes every HTML page of the build in one pass, because plugins run
// their postBuild side by side and two rewriting one page would lose a change:
// first the site stylesheet goes inline, then a Content-Security-Policy <meta>
// (GitHub Pages cannot send headers, so the policy travels in the page) that
// allows its inline scripts by their sha256 hash, never by 'unsafe-inline'.
// In between, each route's head gets its links (../head-links).
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import pluginClientRedirects, {
  type PluginOptions,
} from "@docusaurus/plugin-client-redirects";
import { serializePolicy } from "../csp/policy";
import {
  forbiddenInlineCode,
  inlineScripts,
  insertPolicy,
  scriptHash,
} from "../csp/html";
import { inlineStylesheets } from "./stylesheet";
import { headLinks } from "../head-links";

/** Replaces the file in one step: other postBuild plugins (llms.txt) read these pages concurrently. */
async function replaceFile(file: string, content: string): Promise<void> {
  const temp = `${file}.finish-${process.pid}`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/**
 * Writes the redirect pages first, by the client-redirects plugin's own
 * postBuild: registered as a plugin of its own, it would write them while
 * this one runs, and they would miss the policy.
 */
export default function pluginBuiltPages(
  context: LoadContext,
  options: unknown,
): Plugin {
  // The config hands over the redirects, as client-redirects takes them.
  const { redirects } = options as Pick<PluginOptions, "redirects">;
  const redirectPages = pluginClientRedirects(context, {
    id: "default",
    fromExtensions: [],
    toExtensions: [],
    redirects,
  });
  return {
    name: "built-pages",
    async postBuild(props) {
      const { outDir, baseUrl } = props;
      await redirectPages?.postBuild?.({ ...props, content: undefined });
      const finish = await headLinks(props);
      const files = (
        await readdir(outDir, { withFileTypes: true, recursive: true })
      )
        .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
        .map((entry) => join(entry.parentPath, entry.name));
      const pages = await Promise.all(
        files.map(async (file) => ({
          file,
          html: await finish(
            file,
            await inlineStylesheets(
              await readFile(file, "utf8"),
              outDir,
              baseUrl,
            ),
          ),
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
      // shows other pages, so it should allow exactly what they allow. Only
      // pages with live samples may run a reader's edit.
      const hashes = [
        ...new Set(
          pages.flatMap(({ html }) => inlineScripts(html).map(scriptHash)),
        ),
      ].sort();

      await Promise.all(
        pages.map(async ({ file, html }) => {
          const policy = serializePolicy(hashes, {
            liveSamples: html.includes("data-live-sample="),
          });
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
