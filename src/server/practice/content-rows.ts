// Validation of practice content files (JSON or CSV) before import. Every row is checked and every
// problem is reported with its line, so one run shows all that needs fixing. Sentences may form
// exchanges: a Part 2 question → response, a Part 3 conversation, a Part 4 talk; the whole-file
// check below holds every exchange to its part's rules, so a file never brings half a conversation.
import path from 'node:path';
import { z } from 'zod';
import {
  ALSO_ACCEPTED_CSV_SEPARATOR,
  sentenceAlsoAcceptedProblems,
  vocabularyAlsoAcceptedProblems,
} from '../../shared/practice/also-accepted';
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

/**
 * Other answers a teacher accepts (shared/practice/also-accepted.ts): a JSON array of text, or a CSV cell
 * of entries separated by "|" (split before this schema). Missing or empty: none.
 */
const alsoAcceptedList = z
  .unknown()
  .transform((value, context): string[] | undefined => {
    if (value === null) return undefined;
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
      context.addIssue({ code: 'custom', message: 'must be a list of text' });
      return z.NEVER;
    }
    return value.length === 0 ? undefined : value.map((entry) => entry.trim());
  })
  .optional();

/** Reports each problem of a row's "also accepted" entries on its alsoAccepted field. */
const reportAlsoAccepted = (context: z.RefinementCtx, problems: string[]) => {
  for (const message of problems) context.addIssue({ code: 'custom', path: ['alsoAccepted'], message });
};

export const ZVocabularyRow = z
  .object({
    topic: optionalText(200),
    word: requiredText(100),
    wordType: optionalText(50),
    phonetic: optionalText(200),
    meaning: requiredText(1000),
    audio: optionalText(2000),
    alsoAccepted: alsoAcceptedList,
  })
  .superRefine((row, context) => {
    if (row.alsoAccepted) reportAlsoAccepted(context, vocabularyAlsoAcceptedProblems(row.word, row.alsoAccepted));
  });
/** A word; `alsoAccepted` absent: none (an import stores an empty list). */
export type VocabularyRow = z.output<typeof ZVocabularyRow>;

/** Empty (a CSV's empty cell, JSON null or a missing key) reads as null: the line is no exchange's. */
const emptyToNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);
const exchangeText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value, context): string | null => {
      const read = emptyToNull(typeof value === 'string' ? value.trim() : value);
      if (read === null) return null;
      if (typeof read !== 'string' || read.length > max) {
        context.addIssue({ code: 'custom', message: `must be text of at most ${max} characters` });
        return z.NEVER;
      }
      return read;
    });

export const ZSentenceRow = z
  .object({
    part: z.string().trim().pipe(ZSentencePart),
    englishSentence: requiredText(2000),
    vietnameseTranslation: requiredText(2000),
    audio: optionalText(2000),
    conversation: exchangeText(100),
    // CSV cells are text: '3' reads as 3; '3.5', 'three' and 0 are refused.
    turn: z
      .unknown()
      .optional()
      .transform((value, context): number | null => {
        const read = emptyToNull(typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);
        if (read === null) return null;
        const fail = (message: string) => {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        if (typeof read !== 'number' || !Number.isInteger(read)) return fail('must be a whole number');
        if (read < 1 || read > 100) return fail('must be from 1 to 100');
        return read;
      }),
    speaker: exchangeText(50),
    alsoAccepted: alsoAcceptedList,
  })
  .superRefine((row, context) => {
    if (row.alsoAccepted) {
      reportAlsoAccepted(context, sentenceAlsoAcceptedProblems(row.englishSentence, row.alsoAccepted));
    }
  });

/** A line; one of an exchange carries all three exchange fields (`exchangeRules` names what is allowed). */
export interface SentenceRow {
  part: TSentencePart;
  englishSentence: string;
  vietnameseTranslation: string;
  audio: string;
  conversation?: string | null;
  turn?: number | null;
  speaker?: string | null;
  /** "Word=alternative" entries (shared/practice/also-accepted.ts); absent: none. */
  alsoAccepted?: string[];
}

/**
 * The exchanges of each part. part1 lines stand alone. A part2–4 line without the three fields
 * is a single line (teachers' lists of single lines and lines from before exchanges stay importable).
 * Imports stay lenient: a part3 conversation or part4 talk of 3 to 10 turns is accepted, though the bundled
 * content holds itself to 8–10 (scripts/content/check-sentences.mjs and content/content.test.ts).
 */
export const EXCHANGE_RULES = {
  part2: { minTurns: 2, maxTurns: 2, speakers: ['Man', 'Woman', 'Man 2', 'Woman 2'], minSpeakers: 2, maxSpeakers: 2 },
  part3: { minTurns: 3, maxTurns: 10, speakers: ['Man', 'Woman', 'Man 2', 'Woman 2'], minSpeakers: 2, maxSpeakers: 4 },
  part4: { minTurns: 3, maxTurns: 10, speakers: ['Speaker'], minSpeakers: 1, maxSpeakers: 1 },
} as const satisfies Partial<
  Record<
    TSentencePart,
    { minTurns: number; maxTurns: number; speakers: readonly string[]; minSpeakers: number; maxSpeakers: number }
  >
>;

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

const VOCABULARY_COLUMNS = ['topic', 'word', 'wordType', 'phonetic', 'meaning', 'audio', 'alsoAccepted'] as const;
const VOCABULARY_REQUIRED = ['topic', 'word', 'meaning'] as const;
const SENTENCE_COLUMNS = [
  'part',
  'englishSentence',
  'vietnameseTranslation',
  'audio',
  'conversation',
  'turn',
  'speaker',
  'alsoAccepted',
] as const;
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
  const readArray = <T>(name: string, value: unknown, schema: z.ZodType<T>): Located<T>[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      errors.push({ line: 0, path: name, reason: 'must be an array' });
      return [];
    }
    const rows: Located<T>[] = [];
    value.forEach((item, index) => {
      const result = schema.safeParse(item);
      if (result.success) rows.push({ row: result.data, line: index + 1, path: `${name}[${index}]` });
      else errors.push(...describeIssues(result.error, index + 1, `${name}[${index}]`));
    });
    return rows;
  };
  const vocabularyRows = readArray('vocabulary', vocabulary, ZVocabularyRow).map((located) => located.row);
  const sentenceRows = readArray('sentences', sentences, ZSentenceRow) as Located<SentenceRow>[];
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
      ? 'topic,word,wordType,phonetic,meaning,audio,alsoAccepted'
      : 'part,englishSentence,vietnameseTranslation,audio,conversation,turn,speaker,alsoAccepted ' +
        '(or topic,word,wordType,phonetic,meaning,audio,alsoAccepted)';
    headerErrors.push({ line: header.line, reason: `missing column(s) ${missing.join(', ')}; expected ${expected}` });
  }
  names.forEach((name, index) => {
    if (!columns[index]) headerErrors.push({ line: header.line, reason: `unknown column "${name}"` });
  });
  if (headerErrors.length > 0) return emptyResult(headerErrors);

  const errors: RowError[] = [];
  const vocabulary: VocabularyRow[] = [];
  const sentences: Located<SentenceRow>[] = [];
  for (const record of rows) {
    if (record.fields.length !== columns.length) {
      errors.push({
        line: record.line,
        reason: `expected ${columns.length} fields, found ${record.fields.length}`,
      });
      continue;
    }
    const value: Record<string, unknown> = Object.fromEntries(
      columns.map((column, index) => [column, record.fields[index]]),
    );
    value.alsoAccepted = splitAlsoAcceptedCell(value.alsoAccepted as string | undefined);
    const result = (isVocabulary ? ZVocabularyRow : ZSentenceRow).safeParse(value);
    if (!result.success) errors.push(...describeIssues(result.error, record.line));
    else if (isVocabulary) vocabulary.push(result.data as VocabularyRow);
    else sentences.push({ row: result.data as SentenceRow, line: record.line });
  }
  return finish(vocabulary, sentences, errors);
}

/** A CSV cell of "|"-separated entries; an empty cell lists none. */
function splitAlsoAcceptedCell(cell: string | undefined): string[] | undefined {
  if (cell === undefined || cell.trim() === '') return undefined;
  return cell.split(ALSO_ACCEPTED_CSV_SEPARATOR);
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

/** A parsed row and where it was: the CSV line or the JSON index + 1, and the JSON path. */
interface Located<T> {
  row: T;
  line: number;
  path?: string;
}

function finish(vocabulary: VocabularyRow[], sentences: Located<SentenceRow>[], errors: RowError[]): ParsedContent {
  const seen = new Set<string>();
  const uniqueVocabulary = vocabulary.filter((row) => {
    const key = row.word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // A repeated single line is dropped (the first one is kept, as before exchanges); a repeated line of an
  // exchange is an error, since dropping it would leave its exchange without a turn.
  const firstLine = new Map<string, Located<SentenceRow>>();
  const uniqueSentences = sentences.filter((located) => {
    const key = `${located.row.part}\u0000${located.row.englishSentence}`;
    const first = firstLine.get(key);
    if (!first) {
      firstLine.set(key, located);
      return true;
    }
    if (isExchangeLine(located.row) || isExchangeLine(first.row)) {
      errors.push(rowError(located, `repeats the English line of line ${first.line} in ${located.row.part}`));
    }
    return false;
  });
  errors.push(...checkExchanges(uniqueSentences));
  errors.sort((a, b) => a.line - b.line);
  return {
    vocabulary: uniqueVocabulary,
    sentences: uniqueSentences.map((located) => located.row),
    duplicateWords: vocabulary.length - uniqueVocabulary.length,
    errors,
  };
}

const isExchangeLine = (row: SentenceRow) => row.conversation != null || row.turn != null || row.speaker != null;

function rowError(located: Pick<Located<unknown>, 'line' | 'path'>, reason: string, field?: string): RowError {
  if (located.path === undefined) return { line: located.line, reason };
  return { line: located.line, path: field ? `${located.path}.${field}` : located.path, reason };
}

/**
 * The exchange rules (EXCHANGE_RULES): each line carries all three fields or none, part1 none; an exchange's
 * lines are in one part and one file, its turns run 1..n without gaps or repeats, and its length and
 * speakers fit its part. Exchange-wide problems are reported on each line of the exchange.
 */
function checkExchanges(sentences: Located<SentenceRow>[]): RowError[] {
  const errors: RowError[] = [];
  const exchanges = new Map<string, Located<SentenceRow>[]>();
  for (const located of sentences) {
    const { row } = located;
    if (!isExchangeLine(row)) continue;
    if (row.part === 'part1') {
      errors.push(rowError(located, 'part1 lines stand alone: leave conversation, turn and speaker empty'));
      continue;
    }
    const missing = (['conversation', 'turn', 'speaker'] as const).filter((field) => row[field] == null);
    if (missing.length > 0) {
      const fields = missing.join(' and ');
      errors.push(rowError(located, `a line of a conversation needs ${fields} too`, missing[0]));
      continue;
    }
    const rules = EXCHANGE_RULES[row.part];
    if (!(rules.speakers as readonly string[]).includes(row.speaker!)) {
      const allowed = rules.speakers.map((speaker) => `"${speaker}"`).join(', ');
      errors.push(rowError(located, `speaker "${row.speaker}" is not one of ${row.part}'s: ${allowed}`, 'speaker'));
    }
    const key = row.conversation!;
    let list = exchanges.get(key);
    if (!list) exchanges.set(key, (list = []));
    list.push(located);
  }

  for (const [conversation, lines] of exchanges) {
    const name = `conversation "${conversation}"`;
    const parts = [...new Set(lines.map((located) => located.row.part))];
    if (parts.length > 1) {
      const where = lines.map((located) => `line ${located.line} ${located.row.part}`).join(', ');
      for (const located of lines) {
        errors.push(rowError(located, `${name} mixes parts (${where}): all its lines must be in one part`));
      }
      continue;
    }
    const part = parts[0] as keyof typeof EXCHANGE_RULES;
    const rules = EXCHANGE_RULES[part];
    const byTurn = new Map<number, Located<SentenceRow>>();
    for (const located of lines) {
      const turn = located.row.turn!;
      const first = byTurn.get(turn);
      if (first) errors.push(rowError(located, `${name} has turn ${turn} twice (also line ${first.line})`, 'turn'));
      else byTurn.set(turn, located);
    }
    const last = Math.max(...byTurn.keys());
    const gaps = Array.from({ length: last }, (_, index) => index + 1).filter((turn) => !byTurn.has(turn));
    const problems: string[] = [];
    if (gaps.length > 0) {
      problems.push(
        `${name} has no turn ${gaps.join(', ')} in this file: turns run 1, 2, 3… and every turn is in the same file`,
      );
    }
    const turns = Math.max(last, byTurn.size);
    if (turns < rules.minTurns || turns > rules.maxTurns) {
      const expected =
        rules.minTurns === rules.maxTurns ? `exactly ${rules.minTurns}` : `${rules.minTurns} to ${rules.maxTurns}`;
      problems.push(`${name} has ${turns} turns; a ${part} conversation has ${expected}`);
    }
    const speakers = new Set(lines.map((located) => located.row.speaker));
    if (speakers.size < rules.minSpeakers || speakers.size > rules.maxSpeakers) {
      const expected =
        part === 'part4'
          ? 'one speaker (a talk)'
          : part === 'part2'
            ? 'two different speakers'
            : `${rules.minSpeakers} or more speakers`;
      problems.push(`${name} has ${speakers.size} speaker(s); a ${part} conversation has ${expected}`);
    }
    for (const problem of problems) for (const located of lines) errors.push(rowError(located, problem));
  }
  return errors;
}

/**
 * Several files of one import: a conversation id may appear in one file only (each file is checked whole,
 * so an exchange split over two files is already refused as incomplete in both).
 */
export function checkExchangesAcrossFiles(files: { file: string; sentences: SentenceRow[] }[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, sentences } of files) {
    const seenHere = new Set<string>();
    for (const row of sentences) {
      if (row.conversation == null) continue;
      const key = `${row.part}\u0000${row.conversation}`;
      if (seenHere.has(key)) continue;
      seenHere.add(key);
      const first = owner.get(key);
      if (first === undefined) owner.set(key, file);
      else problems.push(`${file}: ${row.part} conversation "${row.conversation}" is also in ${first}`);
    }
  }
  return problems;
}

function emptyResult(errors: RowError[]): ParsedContent {
  return { vocabulary: [], sentences: [], duplicateWords: 0, errors };
}

/** One line per problem, as the CLI prints them. */
export function formatRowError(error: RowError): string {
  const where = error.line > 0 ? `line ${error.line}` : 'file';
  return `${where}${error.path ? ` (${error.path})` : ''}: ${error.reason}`;
}
