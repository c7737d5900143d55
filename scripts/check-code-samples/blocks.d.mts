// Types of ./blocks.mjs, for the unit tests that import it.

export type CodeBlock = {
  /** The info string's first word, lower-cased ("" when the fence has none). */
  lang: string;
  /** The rest of the info string (`title="App.tsx" fragment`). */
  meta: string;
  /** 1-based line of the block's first line of code in the page. */
  firstLine: number;
  code: string;
};

export type SampleFile = {
  /** The page the block came from, relative to the site. */
  source: string;
  firstLine: number;
  /** The block's code as written to the scratch file. */
  code: string;
};

export type SamplePlan = {
  /** Scratch-file name (page folder, then title or block number) → its block. */
  files: Map<string, SampleFile>;
  /** Problems found without tsc, as `page:line: message`. */
  problems: string[];
  /** Blocks skipped because their meta says `fragment`. */
  fragments: number;
};

export function codeBlocks(text: string): CodeBlock[];
export function planSamples(
  pages: Iterable<{ source: string; text: string }>,
): SamplePlan;
