// Validation of practice content files (JSON or CSV) before import. Every row is checked and every
// problem is reported with its line, so one run shows all that needs fixing (issue 4).
import path from 'node:path';
import { z } from 'zod';
import { ZSentencePart, type TSentencePart } from '../../shared/practice/contract';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv';

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => text(max).min(1, 'must not be empty');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const ZVocabularyRow = z.object({
  topic: optionalText(200),
  word: requiredText(100),
  wordType: optionalText(50),
  phonetic: optionalText(200),
  meaning: requiredText(1000),
  audio: optionalText(2000),
});
export type VocabularyRow = z.output<typeof ZVocabularyRow>;

export const ZSentenceRow = z.object({
  part: z.string().trim().pipe(ZSentencePart),
  englishSentence: requiredText(2000),
  vietnameseTranslation: requiredText(2000),
  audio: optionalText(2000),
});
export type SentenceRow = z.output<typeof ZSentenceRow> & { part: TSentencePart };

export interface RowError {
  /** CSV: the physical line where the record starts; JSON: the array index + 1. */
  line: number;
  /** JSON only: where the value sits, e.g. vocabulary[2].meaning */
  path?: string;
  reason: string;
}

export interface ParsedContent {
  vocabulary: VocabularyRow[];
  sentences: SentenceRow[];
  /** Later rows whose word repeats an earlier one (case-insensitively); the first one is kept. */
  duplicateWords: number;
  errors: RowError[];
}

const VOCABULARY_COLUMNS = ['topic', 'word', 'wordType', 'phonetic', 'meaning', 'audio'] as const;
const VOCABULARY_REQUIRED = ['topic', 'word', 'meaning'] as const;
const SENTENCE_COLUMNS = ['part', 'englishSentence', 'vietnameseTranslation', 'audio'] as const;
const SENTENCE_REQUIRED = ['part', 'englishSentence', 'vietnameseTranslation'] as const;

/** Reads a content file by its extension (.json or .csv). */
export function parseContentFile(fileName: string, content: string): ParsedContent {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv') return parseContentCsv(content);
  if (extension === '.json') return parseContentJson(content);
  return emptyResult([{ line: 0, reason: `unsupported file type "${extension || fileName}": use .json or .csv` }]);
}

export function parseContentJson(content: string): ParsedContent {
  let document: unknown;
  try {
    document = JSON.parse(content.charCodeAt(0) === 0xfeff ? content.slice(1) : content);
  } catch (error) {
    return emptyResult([{ line: 0, reason: `not valid JSON: ${(error as Error).message}` }]);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return emptyResult([{ line: 0, reason: 'expected an object with a "vocabulary" and/or "sentences" array' }]);
  }
  const { vocabulary, sentences } = document as { vocabulary?: unknown; sentences?: unknown };
  const errors: RowError[] = [];
  if (vocabulary === undefined && sentences === undefined) {
    errors.push({ line: 0, reason: 'expected a "vocabulary" and/or "sentences" array' });
  }
  const readArray = <T>(name: string, value: unknown, schema: z.ZodType<T>): T[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      errors.push({ line: 0, path: name, reason: 'must be an array' });
      return [];
    }
    const rows: T[] = [];
    value.forEach((item, index) => {
      const result = schema.safeParse(item);
      if (result.success) rows.push(result.data);
      else errors.push(...describeIssues(result.error, index + 1, `${name}[${index}]`));
    });
    return rows;
  };
  const vocabularyRows = readArray('vocabulary', vocabulary, ZVocabularyRow);
  const sentenceRows = readArray('sentences', sentences, ZSentenceRow) as SentenceRow[];
  return finish(vocabularyRows, sentenceRows, errors);
}

export function parseContentCsv(content: string): ParsedContent {
  let records: CsvRecord[];
  try {
    records = parseCsv(content);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return emptyResult([{ line: error.line, reason: error.message }]);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return emptyResult([{ line: 1, reason: 'the file is empty' }]);
  const names = header.fields.map((name) => name.trim());
  const isVocabulary = names.some((name) => name.toLowerCase() === 'word');
  const known: readonly string[] = isVocabulary ? VOCABULARY_COLUMNS : SENTENCE_COLUMNS;
  const required: readonly string[] = isVocabulary ? VOCABULARY_REQUIRED : SENTENCE_REQUIRED;
  const columns = names.map((name) => known.find((column) => column.toLowerCase() === name.toLowerCase()));

  const headerErrors: RowError[] = [];
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const expected = isVocabulary
      ? 'topic,word,wordType,phonetic,meaning,audio'
      : 'part,englishSentence,vietnameseTranslation,audio (or topic,word,wordType,phonetic,meaning,audio)';
    headerErrors.push({ line: header.line, reason: `missing column(s) ${missing.join(', ')}; expected ${expected}` });
  }
  names.forEach((name, index) => {
    if (!columns[index]) headerErrors.push({ line: header.line, reason: `unknown column "${name}"` });
  });
  if (headerErrors.length > 0) return emptyResult(headerErrors);

  const errors: RowError[] = [];
  const vocabulary: VocabularyRow[] = [];
  const sentences: SentenceRow[] = [];
  for (const record of rows) {
    if (record.fields.length !== columns.length) {
      errors.push({
        line: record.line,
        reason: `expected ${columns.length} fields, found ${record.fields.length}`,
      });
      continue;
    }
    const value = Object.fromEntries(columns.map((column, index) => [column, record.fields[index]]));
    const result = (isVocabulary ? ZVocabularyRow : ZSentenceRow).safeParse(value);
    if (!result.success) errors.push(...describeIssues(result.error, record.line));
    else if (isVocabulary) vocabulary.push(result.data as VocabularyRow);
    else sentences.push(result.data as SentenceRow);
  }
  return finish(vocabulary, sentences, errors);
}

function describeIssues(error: z.ZodError, line: number, jsonPath?: string): RowError[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    const reason = `${field ? `${field}: ` : ''}${describeIssue(issue)}`;
    if (jsonPath === undefined) return { line, reason };
    return { line, path: field ? `${jsonPath}.${field}` : jsonPath, reason };
  });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  return issue.message;
}

function finish(vocabulary: VocabularyRow[], sentences: SentenceRow[], errors: RowError[]): ParsedContent {
  const seen = new Set<string>();
  const uniqueVocabulary = vocabulary.filter((row) => {
    const key = row.word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const seenSentences = new Set<string>();
  const uniqueSentences = sentences.filter((row) => {
    const key = `${row.part}\u0000${row.englishSentence}`;
    if (seenSentences.has(key)) return false;
    seenSentences.add(key);
    return true;
  });
  return {
    vocabulary: uniqueVocabulary,
    sentences: uniqueSentences,
    duplicateWords: vocabulary.length - uniqueVocabulary.length,
    errors,
  };
}

function emptyResult(errors: RowError[]): ParsedContent {
  return { vocabulary: [], sentences: [], duplicateWords: 0, errors };
}

/** One line per problem, as the CLI prints them. */
export function formatRowError(error: RowError): string {
  const where = error.line > 0 ? `line ${error.line}` : 'file';
  return `${where}${error.path ? ` (${error.path})` : ''}: ${error.reason}`;
}
