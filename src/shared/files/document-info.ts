// What an owner says a document is, beside its file: title, subject, level and tags (docs/product-rules.md,
// Uploads). Plain rules without zod, so the browser's pages import them; the contract builds its schemas
// from these, and both upload paths (multipart fields, tus metadata) read their text through them.
import { isSafeSingleLineText } from '../text-rules';

/** Cơ bản / Trung cấp / Nâng cao, in that order. */
export const DOCUMENT_LEVELS = ['basic', 'intermediate', 'advanced'] as const;
export type TDocumentLevel = (typeof DOCUMENT_LEVELS)[number];

/** Free tags on one document. */
export const DOCUMENT_MAX_TAGS = 5;
/** Characters of one tag, after trimming. */
export const DOCUMENT_TAG_MAX_LENGTH = 30;
/** Characters of a title, after trimming. */
export const DOCUMENT_TITLE_MAX_LENGTH = 150;

/** Characters of one configured subject. */
export const DOCUMENT_SUBJECT_MAX_LENGTH = 40;

export function isDocumentLevel(value: unknown): value is TDocumentLevel {
  return typeof value === 'string' && (DOCUMENT_LEVELS as readonly string[]).includes(value);
}

/** Why a title, a tag list, a subject or a level was refused; the catalogue words each (messages.ts). */
export type DocumentInfoProblem =
  'titleTooLong' | 'titleInvalid' | 'subjectUnknown' | 'levelInvalid' | 'tooManyTags' | 'tagInvalid';

export type DocumentInfoCheck<T> = { ok: true; value: T } | { ok: false; problem: DocumentInfoProblem };

/**
 * A title as it is stored: trimmed, runs of spaces as one; null when blank or the file name itself (a null
 * title reads as the file name everywhere). One line of text, at most DOCUMENT_TITLE_MAX_LENGTH characters.
 */
export function normalizeTitle(raw: string, filename: string): DocumentInfoCheck<string | null> {
  if (!isSafeSingleLineText(raw)) return { ok: false, problem: 'titleInvalid' };
  const title = raw.trim().replace(/\s+/g, ' ');
  if ([...title].length > DOCUMENT_TITLE_MAX_LENGTH) return { ok: false, problem: 'titleTooLong' };
  return { ok: true, value: title === '' || title === filename ? null : title };
}

/** Letters (any script, with their marks), digits, spaces and hyphens: nothing a link or a query reads. */
const TAG_CHARACTERS = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} -]*$/u;

/** One tag as it is stored: NFC, trimmed, spaces collapsed, lower case; null when it breaks the rule. */
export function normalizeTag(raw: string): string | null {
  const tag = raw.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (tag === '' || [...tag].length > DOCUMENT_TAG_MAX_LENGTH || !TAG_CHARACTERS.test(tag)) return null;
  return tag;
}

/**
 * Tags as they are stored: each normalised, blanks dropped, the same tag twice kept once (first place), then
 * at most DOCUMENT_MAX_TAGS. A tag that breaks the rule refuses the whole list: nothing is silently cut.
 */
export function normalizeTags(raw: readonly string[]): DocumentInfoCheck<string[]> {
  const tags: string[] = [];
  for (const item of raw) {
    if (item.trim() === '') continue;
    const tag = normalizeTag(item);
    if (tag === null) return { ok: false, problem: 'tagInvalid' };
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > DOCUMENT_MAX_TAGS) return { ok: false, problem: 'tooManyTags' };
  return { ok: true, value: tags };
}

/** The tags of one form field or tus metadata value: comma-separated (a tag holds no comma). */
export function splitTagList(text: string): string[] {
  return text.split(',');
}

/** The form's text of tags: what splitTagList reads back. */
export function joinTagList(tags: readonly string[]): string {
  return tags.join(',');
}

/**
 * A subject as it is stored: one of `subjects` (the site's list), or null when blank. `current` is the
 * document's subject now: an edit may keep one the operator has since removed from the list.
 */
export function checkSubject(
  raw: string,
  subjects: readonly string[],
  current: string | null = null,
): DocumentInfoCheck<string | null> {
  const subject = raw.trim();
  if (subject === '') return { ok: true, value: null };
  if (subjects.includes(subject) || subject === current) return { ok: true, value: subject };
  return { ok: false, problem: 'subjectUnknown' };
}

/** A level as it is stored: one of DOCUMENT_LEVELS, or null when blank. */
export function checkLevel(raw: string): DocumentInfoCheck<TDocumentLevel | null> {
  const level = raw.trim();
  if (level === '') return { ok: true, value: null };
  return isDocumentLevel(level) ? { ok: true, value: level } : { ok: false, problem: 'levelInvalid' };
}

/** What an upload says of its document, checked and as it is stored. */
export interface DocumentDetails {
  title: string | null;
  subject: string | null;
  level: TDocumentLevel | null;
  tags: string[];
}

/** The text fields of an upload (a multipart form's, a tus upload's metadata); absent fields are blank. */
export interface DocumentDetailsText {
  title?: string;
  subject?: string;
  level?: string;
  tags?: string;
}

/** Every field of an upload's details, the first problem refusing them all. */
export function checkDocumentDetails(
  text: DocumentDetailsText,
  filename: string,
  subjects: readonly string[],
): DocumentInfoCheck<DocumentDetails> {
  const title = normalizeTitle(text.title ?? '', filename);
  if (!title.ok) return title;
  const subject = checkSubject(text.subject ?? '', subjects);
  if (!subject.ok) return subject;
  const level = checkLevel(text.level ?? '');
  if (!level.ok) return level;
  const tags = normalizeTags(splitTagList(text.tags ?? ''));
  if (!tags.ok) return tags;
  return { ok: true, value: { title: title.value, subject: subject.value, level: level.value, tags: tags.value } };
}

/** The title the upload dialog proposes: the file name without its extension (a dot file keeps its name). */
export function titleFromFilename(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(0, dot) : filename;
}

/**
 * The site's subjects from the operator's comma-separated list: trimmed, blanks and repeats dropped;
 * `defaults` when none is left. Problems (a subject too long or not one line) are reported, not dropped.
 */
export function parseSubjectList(
  text: string | undefined,
  defaults: readonly string[],
): { subjects: string[]; problems: string[] } {
  const subjects: string[] = [];
  const problems: string[] = [];
  for (const item of (text ?? '').split(',')) {
    const subject = item.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (subject === '' || subjects.includes(subject)) continue;
    if (!isSafeSingleLineText(subject) || [...subject].length > DOCUMENT_SUBJECT_MAX_LENGTH) {
      problems.push(subject);
      continue;
    }
    subjects.push(subject);
  }
  return { subjects: subjects.length > 0 ? subjects : [...defaults], problems };
}
