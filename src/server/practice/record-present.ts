// Answers of the learner's record (record-contract.ts), built field by field, and its export files.
import type { TSetCompletion } from '../../shared/practice/record-contract';
import type { CardRow, CompletionRow, ExportAttemptRow } from './record-queries';
import { catalogItemKey, type Catalog } from './service';

export function presentCompletion(row: CompletionRow): TSetCompletion {
  return {
    kind: row.kind,
    group: row.setGroup,
    setIndex: row.setIndex,
    score: row.score,
    total: row.total,
    completedAt: row.completedAt.toISOString(),
  };
}

export interface WholeRecord {
  attempts: ExportAttemptRow[];
  cards: CardRow[];
  completions: CompletionRow[];
  retention: number;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/** The item's text and meaning as the export shows them; empty for an item no longer in the content. */
function describe(catalog: Catalog, kind: CardRow['itemKind'], itemId: string) {
  const item = catalog.items.get(catalogItemKey(kind, itemId));
  return { text: item?.text ?? '', meaning: item?.meaning ?? '' };
}

/** Everything the record holds, readable on its own: attempts and cards name their item's text. */
export function presentRecordJson(record: WholeRecord, catalog: Catalog, exportedAt: Date): ExportFile {
  const body = {
    exportedAt: exportedAt.toISOString(),
    settings: { desiredRetention: record.retention },
    attempts: record.attempts.map((row) => ({
      id: row.id,
      itemKind: row.itemKind,
      itemId: row.itemId,
      ...describe(catalog, row.itemKind, row.itemId),
      group: row.itemGroup,
      runId: row.runId,
      set: row.setGroup === null || row.setIndex === null ? null : { group: row.setGroup, setIndex: row.setIndex },
      result: row.result,
      wrongTries: row.wrongTries,
      durationMs: row.durationMs,
      answeredAt: row.answeredAt.toISOString(),
    })),
    cards: record.cards.map((row) => ({
      itemKind: row.itemKind,
      itemId: row.itemId,
      ...describe(catalog, row.itemKind, row.itemId),
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
    filename: 'tien-do-hoc-tap.json',
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
] as const;

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // Spreadsheet programs run a cell starting with these as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The attempts, one per line, with a UTF-8 byte order mark so spreadsheet programs read the Vietnamese. */
export function presentRecordCsv(record: WholeRecord, catalog: Catalog): ExportFile {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of record.attempts) {
    const { text, meaning } = describe(catalog, row.itemKind, row.itemId);
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
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return {
    filename: 'tien-do-hoc-tap.csv',
    contentType: 'text/csv; charset=utf-8',
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
