// The export files of the learner's record (the learner's own data): JSON and CSV, built field by field.
// Shared so the server (the account's record) and the browser (a visitor's record) write the same files.
import type { TAttemptResult, TItemKind, TPracticeMode, TSetCompletion } from './record-contract';

export interface ExportAttempt {
  id: string;
  itemKind: TItemKind;
  itemId: string;
  /** Topic (vocabulary) or part (sentences) of the item. */
  itemGroup: string;
  runId: string;
  setGroup: string | null;
  setIndex: number | null;
  result: TAttemptResult;
  mode: TPracticeMode;
  wrongTries: number;
  durationMs: number;
  answeredAt: Date;
}

export interface ExportCard {
  itemKind: TItemKind;
  itemId: string;
  due: Date;
  stability: number;
  difficulty: number;
  state: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
  missCount: number;
  lastMissedAt: Date | null;
  dismissedAt: Date | null;
}

export interface ExportCompletion {
  kind: TItemKind;
  setGroup: string;
  setIndex: number;
  mode: TPracticeMode;
  score: number;
  total: number;
  completedAt: Date;
}

export interface WholeRecord {
  attempts: readonly ExportAttempt[];
  cards: readonly ExportCard[];
  completions: readonly ExportCompletion[];
  retention: number;
}

/** The item's text and meaning as the export shows them; empty for an item no longer known. */
export type DescribeItem = (kind: TItemKind, itemId: string) => { text: string; meaning: string };

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

export function presentCompletion(row: ExportCompletion): TSetCompletion {
  return {
    kind: row.kind,
    group: row.setGroup,
    setIndex: row.setIndex,
    mode: row.mode,
    score: row.score,
    total: row.total,
    completedAt: row.completedAt.toISOString(),
  };
}

/** The names of the export files, from the server and from the browser's record alike. */
export const RECORD_EXPORT_FILENAMES = { json: 'tien-do-hoc-tap.json', csv: 'tien-do-hoc-tap.csv' } as const;

/** Everything the record holds, readable on its own: attempts and cards name their item's text. */
export function presentRecordJson(record: WholeRecord, describe: DescribeItem, exportedAt: Date): ExportFile {
  const body = {
    exportedAt: exportedAt.toISOString(),
    settings: { desiredRetention: record.retention },
    attempts: record.attempts.map((row) => ({
      id: row.id,
      itemKind: row.itemKind,
      itemId: row.itemId,
      ...describe(row.itemKind, row.itemId),
      group: row.itemGroup,
      runId: row.runId,
      set: row.setGroup === null || row.setIndex === null ? null : { group: row.setGroup, setIndex: row.setIndex },
      result: row.result,
      mode: row.mode,
      wrongTries: row.wrongTries,
      durationMs: row.durationMs,
      answeredAt: row.answeredAt.toISOString(),
    })),
    cards: record.cards.map((row) => ({
      itemKind: row.itemKind,
      itemId: row.itemId,
      ...describe(row.itemKind, row.itemId),
      due: row.due.toISOString(),
      stability: row.stability,
      difficulty: row.difficulty,
      state: row.state,
      reps: row.reps,
      lapses: row.lapses,
      lastReview: row.lastReview?.toISOString() ?? null,
      missCount: row.missCount,
      lastMissedAt: row.lastMissedAt?.toISOString() ?? null,
      learnedMarkAt: row.dismissedAt?.toISOString() ?? null,
    })),
    completions: record.completions.map(presentCompletion),
  };
  return {
    filename: RECORD_EXPORT_FILENAMES.json,
    contentType: 'application/json; charset=utf-8',
    body: `${JSON.stringify(body, null, 2)}\n`,
  };
}

const CSV_COLUMNS = [
  'answered_at',
  'item_kind',
  'text',
  'meaning',
  'group',
  'set_index',
  'result',
  'wrong_tries',
  'duration_ms',
  'item_id',
  'run_id',
  'attempt_id',
  // Last, so a spreadsheet or script reading the columns by position before the mode column existed still reads them.
  'mode',
] as const;

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // Spreadsheet programs run a cell starting with these as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The attempts, one per line, with a UTF-8 byte order mark so spreadsheet programs read the Vietnamese. */
export function presentRecordCsv(record: WholeRecord, describe: DescribeItem): ExportFile {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of record.attempts) {
    const { text, meaning } = describe(row.itemKind, row.itemId);
    const fields = [
      row.answeredAt.toISOString(),
      row.itemKind,
      text,
      meaning,
      row.itemGroup,
      row.setIndex,
      row.result,
      row.wrongTries,
      row.durationMs,
      row.itemId,
      row.runId,
      row.id,
      row.mode,
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return {
    filename: RECORD_EXPORT_FILENAMES.csv,
    contentType: 'text/csv; charset=utf-8',
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
