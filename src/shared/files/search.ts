// Search text rules shared by the server (query building, snippets) and the browser (highlighting):
// "Tài liệu" = "tai lieu" = "TÀI LIỆU". The database applies the same rule to stored text with
// unaccent (db/main-schema.ts, migration 0004); this is its counterpart for queries and snippets.

/** Longest query accepted; longer ones are refused with SEARCH_ERRORS.queryTooLong. */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Words of a query beyond this many are ignored. */
export const SEARCH_MAX_TERMS = 8;
/** A single word longer than this is cut (no real word is). */
const MAX_TERM_LENGTH = 40;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without diacritics, đ → d, every run of non-letters and non-digits a single space. */
export function normalizeSearchText(text: string): string {
  return foldCharacters(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Printable ASCII and white space: nothing to fold but the case. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;
/** Folded forms of the non-ASCII characters met so far (a few hundred at most in practice). */
const foldedCharacters = new Map<string, string>();
const MAX_REMEMBERED_CHARACTERS = 4096;

/**
 * Lower case without diacritics, đ → d. Character by character with the folded form of each character
 * remembered: snippets fold every word of a page, and normalising each word anew was the costliest part
 * of a search answer. A combining mark on its own folds to nothing, so decomposed text folds the same.
 */
function foldCharacters(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  let folded = '';
  for (const character of text) {
    let fold = foldedCharacters.get(character);
    if (fold === undefined) {
      fold = character.normalize('NFD').replace(COMBINING_MARKS, '').replace(/[đĐ]/g, 'd').toLowerCase();
      if (foldedCharacters.size < MAX_REMEMBERED_CHARACTERS) foldedCharacters.set(character, fold);
    }
    folded += fold;
  }
  return folded;
}

/** The words of a query, folded, without repeats, at most SEARCH_MAX_TERMS. */
export function searchTerms(query: string): string[] {
  const words = normalizeSearchText(query)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

/**
 * A PostgreSQL tsquery over the terms: every word must appear, the last one as a prefix (the learner
 * may still be typing it) unless it is a single character, which would match nearly everything. Terms
 * hold only letters and digits, so no tsquery syntax gets through.
 */
export function toPrefixTsQuery(terms: string[]): string {
  const last = terms.length - 1;
  return terms.map((term, index) => (index === last && term.length > 1 ? `${term}:*` : term)).join(' & ');
}

export interface SnippetPart {
  text: string;
  /** True for a word the query matched (shown highlighted). */
  hit: boolean;
}

/**
 * A window of `text` around the first matched word, cut at word boundaries, with every word the query
 * matched marked as a hit. Matching is on folded text, the parts keep the original spelling.
 */
export function buildSnippet(text: string, terms: string[], maxLength = 180): SnippetPart[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  // As the database matches (toPrefixTsQuery): whole words, the last term also as a prefix.
  const last = terms.length - 1;
  const matches = (word: string) =>
    terms.some((term, index) => word === term || (index === last && term.length > 1 && word.startsWith(term)));
  // Words are folded only up to the first hit and inside the window: a page may hold 20,000 characters.
  let first: WordSpan | undefined;
  for (const span of wordSpans(clean, 0)) {
    if (matches(span.folded)) {
      first = span;
      break;
    }
  }
  let start = 0;
  if (first && first.start > maxLength / 3) {
    start = clean.lastIndexOf(' ', first.start - Math.floor(maxLength / 3)) + 1;
  }
  let end = Math.min(clean.length, start + maxLength);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '… ', hit: false });
  let cursor = start;
  for (const span of wordSpans(clean.slice(start, end), start)) {
    if (!matches(span.folded)) continue;
    if (span.start > cursor) parts.push({ text: clean.slice(cursor, span.start), hit: false });
    parts.push({ text: clean.slice(span.start, span.end), hit: true });
    cursor = span.end;
  }
  if (cursor < end) parts.push({ text: clean.slice(cursor, end), hit: false });
  if (end < clean.length) parts.push({ text: ' …', hit: false });
  return mergeAdjacent(parts);
}

interface WordSpan {
  start: number;
  end: number;
  folded: string;
}

/** The words of `text` one by one, folded, at their positions plus `offset`. */
function* wordSpans(text: string, offset: number): Generator<WordSpan> {
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = match[0];
    const start = offset + match.index;
    yield { start, end: start + word.length, folded: foldCharacters(word) };
  }
}

function mergeAdjacent(parts: SnippetPart[]): SnippetPart[] {
  const merged: SnippetPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.hit === part.hit && !part.hit) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
