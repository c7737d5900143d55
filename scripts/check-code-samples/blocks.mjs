// The pure half of the code-sample check (./index.mjs does the file system and
// tsc): which fenced blocks of a page are samples, which opt out, and under
// which scratch-file name each is written so the page's blocks can import one
// another. Kept apart so unit tests can feed it Markdown strings.
import { join, sep } from "node:path";
import { codeBlocks } from "../../src/plugins/live-samples/index.ts";

const languages = new Map([
  ["ts", "ts"],
  ["typescript", "ts"],
  ["tsx", "tsx"],
]);

/** @param {string} meta */
const isFragment = (meta) => /(^|\s)fragment(\s|$)/.test(meta);

/** @param {string} source */
const isApiPage = (source) => source.startsWith(`docs${sep}api${sep}`);

/**
 * Turns pages (paths relative to the site, in a stable order) into the files
 * to type-check, the problems found without tsc and the number of fragments.
 * @param {Iterable<{ source: string; text: string }>} pages
 */
export function planSamples(pages) {
  /** @type {string[]} */
  const problems = [];
  /** Scratch file name → where its code came from, to report errors in Markdown terms. */
  const files = new Map();
  let fragments = 0;

  for (const { source, text } of pages) {
    codeBlocks(text).forEach((block, index) => {
      const ext = languages.get(block.lang);
      if (!ext) {
        if (isApiPage(source) && /^(js|jsx|javascript)$/.test(block.lang))
          problems.push(
            `${source}:${block.firstLine - 1}: API pages show TypeScript (ts/tsx) so their examples are type-checked.`,
          );
        return;
      }
      if (isFragment(block.meta)) {
        if (isApiPage(source)) {
          problems.push(
            `${source}:${block.firstLine - 1}: API pages may not opt out with "fragment"; make the example complete.`,
          );
        }
        fragments++;
        return;
      }
      // Each page's blocks go in a folder named by its path (never written, so
      // "docs/a.mdx/" is no clash); a block titled like a file ("Toast.tsx")
      // is written under that name, so the page's other blocks can import it.
      const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
      const named =
        title && /\.(ts|tsx)$/.test(title) && !title.split("/").includes("..");
      const file = named ? title : `block-${index}.${ext}`;
      let name = join(source, file);
      // A page may show two versions of one file; the later one gets a folder of its own.
      if (files.has(name)) name = join(source, `block-${index}`, file);
      // `export {}` keeps every block in its own module scope, so two blocks
      // may both declare `App` without clashing.
      files.set(name, {
        source,
        firstLine: block.firstLine,
        code: `${block.code}\nexport {};\n`,
      });
    });
  }
  return { files, problems, fragments };
}
