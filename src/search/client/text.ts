// Words, typo tolerance and highlighting shared by the index and the answers,
// so what is marked in a result is exactly what the index matched.

/** A word: MiniSearch's default split, plus symbols, so `<Portal` is `Portal`. */
const wordPattern = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** `isHostAvailable` → `is`, `Host`, `Available`; `PortalHost` → `Portal`, `Host`. */
const camelBoundary =
  /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(text: string): Word[] {
  return [...text.matchAll(wordPattern)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

/** A word and its camel-case parts, so `portal` also finds `usePortal`. */
function withParts(word: Word): Word[] {
  const parts = word.text.split(camelBoundary);
  if (parts.length < 2) return [word];
  let offset = word.start;
  return [
    word,
    ...parts.map((part) => {
      const piece = { text: part, start: offset, end: offset + part.length };
      offset += part.length;
      return piece;
    }),
  ];
}

export const indexTokenize = (text: string): string[] =>
  words(text).flatMap((word) => withParts(word).map((w) => w.text));

export const queryTokenize = (text: string): string[] =>
  words(text).map((word) => word.text);

export const processTerm = (term: string): string => term.toLowerCase();

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
export const typosAllowed = (term: string): number =>
  term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

export interface QueryWord {
  term: string;
  /** Only the last word of a query matches as a prefix, as with Algolia. */
  prefix: boolean;
}

export function queryWords(query: string): QueryWord[] {
  const terms = queryTokenize(query).map(processTerm);
  return terms.map((term, i) => ({ term, prefix: i === terms.length - 1 }));
}

/**
 * How much of `term`, which the engine matched, to mark: the typed part when
 * only a prefix explains the match, else all of it (the word, or a typo of it).
 */
function markLength(query: QueryWord[], term: string): number {
  if (query.some((word) => word.term === term)) return term.length;
  const prefix = query.find(
    (word) => word.prefix && term.startsWith(word.term),
  );
  return prefix ? prefix.term.length : term.length;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ] as string,
  );

/** What DocSearch and the search page read of a highlight or snippet. */
export interface Highlighted {
  value: string;
}

export interface Marks {
  pre: string;
  post: string;
}

interface Span {
  start: number;
  end: number;
}

/**
 * Marks every word of `text` that is one of the document terms the engine
 * matched (`matched`), trimmed to the typed part for a prefix match.
 */
function spansOf(
  text: string,
  query: QueryWord[],
  matched: Set<string>,
): { spans: Span[]; words: Word[] } {
  const all = words(text);
  const spans: Span[] = [];
  const marked = (piece: Word): number => {
    const term = processTerm(piece.text);
    return matched.has(term) ? markLength(query, term) : 0;
  };
  for (const word of all) {
    const [whole, ...parts] = withParts(word);
    const length = marked(whole);
    if (length) {
      spans.push({ start: whole.start, end: whole.start + length });
      continue;
    }
    for (const part of parts) {
      const n = marked(part);
      if (n) spans.push({ start: part.start, end: part.start + n });
    }
  }
  // Neighbouring marks (`Portal` + `Host`) read better as one.
  const merged: Span[] = [];
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return { spans: merged, words: all };
}

function render(
  text: string,
  from: number,
  to: number,
  spans: Span[],
  marks: Marks,
): string {
  let html = "";
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    html += escapeHtml(text.slice(at, span.start));
    html +=
      marks.pre + escapeHtml(text.slice(span.start, span.end)) + marks.post;
    at = span.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

/**
 * `text` with its matched words marked; given a `size`, only a window of that
 * many words around the first match, like Algolia's snippets.
 */
export function snippet(
  text: string,
  query: QueryWord[],
  matched: Set<string>,
  marks: Marks,
  size = Infinity,
  ellipsis = "",
): Highlighted {
  const { spans, words: all } = spansOf(text, query, matched);
  if (all.length <= size) {
    return { value: render(text, 0, text.length, spans, marks) };
  }
  const first = spans.length ? all.findIndex((w) => w.end > spans[0].start) : 0;
  const start = Math.max(
    0,
    Math.min(first - Math.floor((size - 1) / 2), all.length - size),
  );
  const end = start + size;
  const from = start === 0 ? 0 : all[start].start;
  const to = end >= all.length ? text.length : all[end - 1].end;
  return {
    value:
      (from > 0 ? ellipsis : "") +
      render(text, from, to, spans, marks) +
      (to < text.length ? ellipsis : ""),
  };
}
