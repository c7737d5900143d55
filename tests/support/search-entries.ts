// The search index's extracted pages, built small for the unit tests of the
// extractors, the records and the engine.
import type {
  ExtractedEntry,
  ExtractedPage,
} from "../../src/search/indexer/records";

/** A heading record (no content) or a block of text under `headings`. */
export const entry = (
  anchor: string,
  headings: string[],
  content: string | null = null,
): ExtractedEntry => ({ anchor, headings, content });

/** A page of the current docs, in English unless told otherwise. */
export const extractedPage = (
  path: string,
  lvl0: string,
  entries: ExtractedEntry[],
  { language = "en", docusaurusTag = "docs-default-current" } = {},
): ExtractedPage => ({ path, lvl0, language, docusaurusTag, entries });
