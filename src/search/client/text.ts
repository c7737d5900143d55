// Words, typo tolerance and highlighting shared by the index and the answers,
// so what is marked in a result is exactly what the index matched.
import { escapeUTF8 } from "entities";

/** A word: MiniSearch's default split, plus symbols, so `<Portal` is `Portal`. */
const wordPattern = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** `isHostAvailable` → `is`, `Host`, `Available`; `PortalHost` → `Portal`, `Host`. */
const camelBoundary =
  /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export const queryTokenize = (text: string): string[] =>
  text.match(wordPattern) ?? [];

/** A word and its camel-case parts, so `portal` also finds `usePortal`. */
export const indexTokenize = (text: string): string[] =>
  queryTokenize(text).flatMap((word) => {
    const parts = word.split(camelBoundary);
    return parts.length > 1 ? [word, ...parts] : [word];
  });

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
export const typosAllowed = (term: string): number =>
  term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

/**
 * A query's terms, as the engine matches them (MiniSearch's default
 * processTerm lowercases); the last one also as a prefix.
 */
export const queryTerms = (query: string): string[] =>
  queryTokenize(query).map((term) => term.toLowerCase());

/** What DocSearch and the search page read of a highlight or snippet. */
export interface Highlighted {
  value: string;
}

export interface Marks {
  pre: string;
  post: string;
}

/**
 * Which characters of `text` to mark: each word, or else each camel-case
 * part, that is a document term the engine matched (`matched`), trimmed to
 * the typed part when only the query's last word, as a prefix, explains it.
 * Neighbouring marks (`Portal` + `Host`) so become one.
 */
function markedChars(
  text: string,
  query: string[],
  matched: Set<string>,
): boolean[] {
  const marked = new Array<boolean>(text.length).fill(false);
  const last = query.at(-1) ?? "";
  const mark = (piece: string, start: number): boolean => {
    const term = piece.toLowerCase();
    if (!matched.has(term)) return false;
    const prefixOnly = !query.includes(term) && term.startsWith(last);
    marked.fill(true, start, start + (prefixOnly ? last : term).length);
    return true;
  };
  for (const { 0: word, index } of text.matchAll(wordPattern)) {
    if (mark(word, index)) continue;
    let at = index;
    for (const part of word.split(camelBoundary)) {
      mark(part, at);
      at += part.length;
    }
  }
  return marked;
}

/** `text` from `from` to `to`, escaped, with each run of marked characters wrapped. */
function render(
  text: string,
  marked: boolean[],
  from: number,
  to: number,
  { pre, post }: Marks,
): string {
  let html = "";
  for (let start = from, end = from; start < to; start = end) {
    while (end < to && marked[end] === marked[start]) end += 1;
    const piece = escapeUTF8(text.slice(start, end));
    html += marked[start] ? pre + piece + post : piece;
  }
  return html;
}

/**
 * `text` with its matched words marked; given a `size`, only a window of that
 * many words around the first match, like Algolia's snippets.
 */
export function snippet(
  text: string,
  query: string[],
  matched: Set<string>,
  marks: Marks,
  size = Infinity,
  ellipsis = "",
): Highlighted {
  const marked = markedChars(text, query, matched);
  const words = [...text.matchAll(wordPattern)].map(({ 0: word, index }) => ({
    start: index,
    end: index + word.length,
  }));
  if (words.length <= size) {
    return { value: render(text, marked, 0, text.length, marks) };
  }
  const firstMark = marked.indexOf(true);
  const first =
    firstMark < 0 ? 0 : words.findIndex((word) => word.end > firstMark);
  const start = Math.max(
    0,
    Math.min(first - Math.floor((size - 1) / 2), words.length - size),
  );
  const end = start + size;
  const from = start === 0 ? 0 : words[start].start;
  const to = end >= words.length ? text.length : words[end - 1].end;
  return {
    value:
      (from > 0 ? ellipsis : "") +
      render(text, marked, from, to, marks) +
      (to < text.length ? ellipsis : ""),
  };
}
