// A visitor's learner record, kept in this browser (the browser keeps the same shape
// for visitors and merges it on sign-in). Every answer is computed with the shared rules the server uses
// (record-rules.ts) and has the server's shape, so screens cannot tell the two records apart. This module
// pulls in ts-fsrs: the record context loads it with a dynamic import, off the home page's first bundle.
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { DEFAULT_PRACTICE_MODE, PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import type {
  TAttempt,
  TItemKind,
  TLearnerSettings,
  TMistake,
  TMistakeList,
  TPracticeMode,
  TProgress,
  TReviewBatch,
  TStats,
  TStatsDay,
} from '@shared/practice/record-contract';
import {
  answerWordCount,
  cardFields,
  clampRetention,
  completionOf,
  isDismissalCurrent,
  isDue,
  isOnMistakesList,
  isTyped,
  localDate,
  replayCard,
  streaksOf,
  type ItemCard,
} from '@shared/practice/record-rules';
import {
  presentCompletion,
  presentRecordCsv,
  presentRecordJson,
  type ExportAttempt,
  type ExportCard,
  type ExportCompletion,
  type WholeRecord,
} from '@shared/practice/record-export';
import { RECORD_ERRORS } from '@shared/practice/messages';
import { ApiError } from '@/lib/api-client';
import type { LearnerRecordSource, ReviewQuery, TAttemptItem } from './record-source';

/** An item as answered, with the topic or part it belongs to (stats per group need it in review runs). */
type StoredItem = TAttemptItem & { group: string };

export interface BrowserRecord {
  version: 1;
  /** Oldest first; at most PRACTICE_RECORD_LIMITS.localAttemptsMax. */
  attempts: TAttempt[];
  /** By `itemKey`: what the mistakes list and review show and practise. */
  items: Record<string, StoredItem>;
  /** By `setKey`: the set's item ids when it was practised (the completion rule needs the whole set). */
  sets: Record<string, string[]>;
  /** 'Đã thuộc' marks by `itemKey`, ISO time. */
  dismissed: Record<string, string>;
  /** Null until the visitor changes the desired retention. */
  settings: TLearnerSettings | null;
}

/** The few members of `Storage` the record uses; tests pass an in-memory one. */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const itemKey = (kind: TItemKind, itemId: string) => `${kind}:${itemId}`;
const setKey = (kind: TItemKind, group: string, setIndex: number) => `${kind}:${setIndex}:${group}`;

const DAY_MS = 86_400_000;

export function emptyBrowserRecord(): BrowserRecord {
  return { version: 1, attempts: [], items: {}, sets: {}, dismissed: {}, settings: null };
}

function isRecordShape(value: unknown): value is BrowserRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.version === 1 &&
    Array.isArray(record.attempts) &&
    typeof record.items === 'object' &&
    record.items !== null &&
    typeof record.sets === 'object' &&
    record.sets !== null &&
    typeof record.dismissed === 'object' &&
    record.dismissed !== null
  );
}

function readRaw(storage: RecordStorage): string | null {
  try {
    return storage.getItem(LOCAL_STORAGE_KEYS.practiceRecord);
  } catch {
    return null;
  }
}

/** The stored record; a missing, unreadable or foreign value reads as an empty record. */
export function readBrowserRecord(storage: RecordStorage): BrowserRecord {
  return parseBrowserRecord(readRaw(storage));
}

function parseBrowserRecord(raw: string | null): BrowserRecord {
  if (raw === null) return emptyBrowserRecord();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecordShape(parsed)) return emptyBrowserRecord();
    // Attempts kept before the meaning mode have no mode: they were all heard.
    const attempts = parsed.attempts.map((attempt) =>
      attempt.mode ? attempt : { ...attempt, mode: DEFAULT_PRACTICE_MODE },
    );
    return { ...parsed, attempts, settings: parsed.settings ?? null };
  } catch {
    return emptyBrowserRecord();
  }
}

function writeBrowserRecord(storage: RecordStorage, record: BrowserRecord): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.practiceRecord, JSON.stringify(record));
  } catch (error) {
    // A full quota: the newest answers are lost rather than the page breaking.
    console.error('The practice record could not be saved in this browser', error);
  }
}

export function clearBrowserRecord(storage: RecordStorage): void {
  try {
    storage.removeItem(LOCAL_STORAGE_KEYS.practiceRecord);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** True when the record holds anything worth merging into an account. */
export function hasBrowserRecord(record: BrowserRecord): boolean {
  return record.attempts.length > 0 || Object.keys(record.dismissed).length > 0 || record.settings !== null;
}

/**
 * Adds answered items (an id already kept is skipped, as the server does), their snapshots and the set's
 * item ids; keeps the newest `localAttemptsMax` attempts and forgets items and sets nothing refers to.
 */
export function addAttempts(
  record: BrowserRecord,
  attempts: readonly TAttempt[],
  items: readonly TAttemptItem[],
  setItemIds?: readonly string[],
): BrowserRecord {
  const known = new Set(record.attempts.map((attempt) => attempt.id));
  const fresh = attempts.filter((attempt) => {
    if (known.has(attempt.id)) return false;
    known.add(attempt.id);
    return true;
  });
  const snapshots = new Map(items.map((entry) => [itemKey(entry.kind, entry.item.id), entry]));
  const next: BrowserRecord = { ...record, items: { ...record.items }, sets: { ...record.sets } };
  for (const attempt of fresh) {
    const key = itemKey(attempt.itemKind, attempt.itemId);
    const snapshot = snapshots.get(key);
    const group = attempt.set?.group ?? record.items[key]?.group ?? '';
    if (snapshot) next.items[key] = { ...snapshot, group };
    if (attempt.set && setItemIds)
      next.sets[setKey(attempt.itemKind, attempt.set.group, attempt.set.setIndex)] = [...setItemIds];
  }
  const all = [...record.attempts, ...fresh].sort((a, b) => Date.parse(a.answeredAt) - Date.parse(b.answeredAt));
  next.attempts = all.slice(Math.max(0, all.length - PRACTICE_RECORD_LIMITS.localAttemptsMax));
  return pruneRecord(next);
}

function pruneRecord(record: BrowserRecord): BrowserRecord {
  const usedItems = new Set(record.attempts.map((attempt) => itemKey(attempt.itemKind, attempt.itemId)));
  const usedSets = new Set(
    record.attempts.flatMap((attempt) =>
      attempt.set ? [setKey(attempt.itemKind, attempt.set.group, attempt.set.setIndex)] : [],
    ),
  );
  const keep = <T>(entries: Record<string, T>, used: Set<string>) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => used.has(key)));
  return {
    ...record,
    items: keep(record.items, usedItems),
    sets: keep(record.sets, usedSets),
    dismissed: keep(record.dismissed, usedItems),
  };
}

function retentionOf(record: BrowserRecord): number {
  return record.settings?.desiredRetention ?? PRACTICE_RECORD_LIMITS.desiredRetention.default;
}

interface BrowserCard extends ItemCard {
  kind: TItemKind;
  itemId: string;
  dismissedAt: Date | null;
}

/** Cards per record object: the source hands out one object per stored value, so each is replayed once. */
const replayed = new WeakMap<BrowserRecord, BrowserCard[]>();

/** Every item's FSRS card, replayed from its attempts (record-rules.ts replayCard, as the server does). */
function cardsOf(record: BrowserRecord): BrowserCard[] {
  let cards = replayed.get(record);
  if (!cards) {
    cards = replayCards(record);
    replayed.set(record, cards);
  }
  return cards;
}

function replayCards(record: BrowserRecord): BrowserCard[] {
  const byItem = new Map<string, TAttempt[]>();
  for (const attempt of record.attempts) {
    const key = itemKey(attempt.itemKind, attempt.itemId);
    const list = byItem.get(key);
    if (list) list.push(attempt);
    else byItem.set(key, [attempt]);
  }
  const retention = retentionOf(record);
  return [...byItem.entries()].map(([key, list]) => {
    const { itemKind, itemId } = list[0]!;
    const replayed = replayCard(
      list.map((attempt) => ({ result: attempt.result, answeredAt: new Date(attempt.answeredAt) })),
      retention,
    );
    const dismissed = record.dismissed[key];
    return { ...replayed, kind: itemKind, itemId, dismissedAt: dismissed ? new Date(dismissed) : null };
  });
}

/** 'Đã thuộc' and not missed since (the server's rule: a later miss brings the item back). */
function isDismissed(card: BrowserCard): boolean {
  return isDismissalCurrent(card.dismissedAt, card.lastMissedAt);
}

const byItemId = (a: BrowserCard, b: BrowserCard) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0);

function mistakeCards(cards: readonly BrowserCard[], kind?: TItemKind): BrowserCard[] {
  return cards
    .filter((card) => (!kind || card.kind === kind) && isOnMistakesList(card, isDismissed(card)))
    .sort((a, b) => (b.lastMissedAt?.getTime() ?? 0) - (a.lastMissedAt?.getTime() ?? 0) || byItemId(a, b));
}

function dueCards(cards: readonly BrowserCard[], now: Date, kind?: TItemKind): BrowserCard[] {
  return cards
    .filter((card) => (!kind || card.kind === kind) && isDue(card.card, now) && !isDismissed(card))
    .sort((a, b) => a.card.due.getTime() - b.card.due.getTime() || byItemId(a, b));
}

/** The latest completion of each set in each mode, from the passes kept in the record (as the server's). */
function completionsOf(record: BrowserRecord): ExportCompletion[] {
  const runs = new Map<
    string,
    { kind: TItemKind; group: string; setIndex: number; mode: TPracticeMode; attempts: TAttempt[] }
  >();
  for (const attempt of record.attempts) {
    if (!attempt.set) continue;
    const key = `${attempt.runId}|${attempt.mode}|${setKey(attempt.itemKind, attempt.set.group, attempt.set.setIndex)}`;
    const run = runs.get(key);
    if (run) run.attempts.push(attempt);
    else runs.set(key, { kind: attempt.itemKind, ...attempt.set, mode: attempt.mode, attempts: [attempt] });
  }
  const latest = new Map<string, ExportCompletion>();
  for (const run of runs.values()) {
    const ids = record.sets[setKey(run.kind, run.group, run.setIndex)];
    const key = `${run.mode}|${setKey(run.kind, run.group, run.setIndex)}`;
    if (!ids) continue;
    const completion = completionOf(
      ids,
      run.attempts.map((attempt) => ({ ...attempt, answeredAt: new Date(attempt.answeredAt) })),
    );
    if (!completion) continue;
    const previous = latest.get(key);
    if (previous && previous.completedAt > completion.completedAt) continue;
    latest.set(key, { kind: run.kind, setGroup: run.group, setIndex: run.setIndex, mode: run.mode, ...completion });
  }
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...latest.values()].sort(
    (a, b) =>
      compare(a.kind, b.kind) ||
      compare(a.setGroup, b.setGroup) ||
      compare(a.setIndex, b.setIndex) ||
      compare(a.mode, b.mode),
  );
}

function progressOf(record: BrowserRecord, now: Date): TProgress {
  const cards = cardsOf(record);
  const due = { vocabulary: 0, sentence: 0 };
  for (const card of dueCards(cards, now)) due[card.kind] += 1;
  return { completions: completionsOf(record).map(presentCompletion), due, mistakes: mistakeCards(cards).length };
}

function textOf(stored: StoredItem | undefined): { text: string; meaning: string } {
  if (!stored) return { text: '', meaning: '' };
  return stored.kind === 'vocabulary'
    ? { text: stored.item.word, meaning: stored.item.meaning }
    : { text: stored.item.englishSentence, meaning: stored.item.vietnameseTranslation };
}

function mistakesOf(record: BrowserRecord): TMistakeList {
  const listed = mistakeCards(cardsOf(record));
  const items: TMistake[] = listed.slice(0, PRACTICE_RECORD_LIMITS.mistakesListMax).map((card) => ({
    itemKind: card.kind,
    itemId: card.itemId,
    ...textOf(record.items[itemKey(card.kind, card.itemId)]),
    missCount: card.missCount,
    lastMissedAt: (card.lastMissedAt ?? new Date(0)).toISOString(),
  }));
  return { items, total: listed.length };
}

/** Due items (most overdue first) or the mistakes list, one kind per batch: vocabulary first. */
function reviewOf(record: BrowserRecord, query: ReviewQuery, now: Date): TReviewBatch {
  const cards = cardsOf(record);
  const source = query.source ?? 'due';
  const limit = Math.min(
    PRACTICE_RECORD_LIMITS.reviewBatchSize,
    Math.max(1, Math.trunc(query.limit ?? PRACTICE_RECORD_LIMITS.reviewBatchSize)),
  );
  const candidates: TItemKind[] = query.kind ? [query.kind] : ['vocabulary', 'sentence'];
  let kind = candidates[0]!;
  let listed: BrowserCard[] = [];
  for (const candidate of candidates) {
    kind = candidate;
    listed = source === 'due' ? dueCards(cards, now, candidate) : mistakeCards(cards, candidate);
    if (listed.length > 0) break;
  }
  const taken = listed.slice(0, limit);
  const remaining = listed.length - taken.length;
  const stored = taken.flatMap((card) => {
    const item = record.items[itemKey(card.kind, card.itemId)];
    return item ? [item] : [];
  });
  if (kind === 'vocabulary') {
    return { kind, items: stored.flatMap((entry) => (entry.kind === 'vocabulary' ? [entry.item] : [])), remaining };
  }
  return { kind, items: stored.flatMap((entry) => (entry.kind === 'sentence' ? [entry.item] : [])), remaining };
}

/** Words of the answer, for words per minute (the server's catalog counts them the same way). */
function wordsOf(stored: StoredItem | undefined): number {
  if (!stored) return 0;
  return answerWordCount(stored.kind, stored.kind === 'vocabulary' ? stored.item.word : stored.item.englishSentence);
}

function statsOf(record: BrowserRecord, tzOffset: number, now: Date): TStats {
  const since = now.getTime() - PRACTICE_RECORD_LIMITS.statsDays * DAY_MS;
  const days = new Map<string, TStatsDay>();
  const groups = new Map<string, { kind: TItemKind; group: string; items: number; firstTry: number }>();
  const totals = { items: 0, firstTry: 0, words: 0, typingMs: 0 };
  const activeDates: string[] = [];
  for (const attempt of record.attempts) {
    const at = new Date(attempt.answeredAt);
    const date = localDate(at, tzOffset);
    activeDates.push(date);
    const stored = record.items[itemKey(attempt.itemKind, attempt.itemId)];
    const firstTry = attempt.result === 'first-try' ? 1 : 0;
    const typed = isTyped(attempt.result);
    const words = typed ? wordsOf(stored) : 0;
    const typingMs = typed ? attempt.durationMs : 0;
    totals.items += 1;
    totals.firstTry += firstTry;
    totals.words += words;
    totals.typingMs += typingMs;
    const group = stored?.group ?? attempt.set?.group ?? '';
    const groupKey = `${attempt.itemKind}|${group}`;
    const groupRow = groups.get(groupKey) ?? { kind: attempt.itemKind, group, items: 0, firstTry: 0 };
    groupRow.items += 1;
    groupRow.firstTry += firstTry;
    groups.set(groupKey, groupRow);
    if (at.getTime() < since) continue;
    const day = days.get(date) ?? { date, items: 0, firstTry: 0, words: 0, typingMs: 0 };
    day.items += 1;
    day.firstTry += firstTry;
    day.words += words;
    day.typingMs += typingMs;
    days.set(date, day);
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    days: [...days.values()].sort((a, b) => compare(a.date, b.date)),
    streak: streaksOf(activeDates, localDate(now, tzOffset)),
    totals,
    groups: [...groups.values()].sort((a, b) => compare(a.kind, b.kind) || compare(a.group, b.group)),
  };
}

function wholeRecordOf(record: BrowserRecord): WholeRecord {
  const attempts: ExportAttempt[] = [...record.attempts]
    .sort((a, b) => Date.parse(a.answeredAt) - Date.parse(b.answeredAt) || (a.id < b.id ? -1 : 1))
    .map((attempt) => ({
      id: attempt.id,
      itemKind: attempt.itemKind,
      itemId: attempt.itemId,
      itemGroup: record.items[itemKey(attempt.itemKind, attempt.itemId)]?.group ?? attempt.set?.group ?? '',
      runId: attempt.runId,
      setGroup: attempt.set?.group ?? null,
      setIndex: attempt.set?.setIndex ?? null,
      result: attempt.result,
      mode: attempt.mode,
      wrongTries: attempt.wrongTries,
      durationMs: attempt.durationMs,
      answeredAt: new Date(attempt.answeredAt),
    }));
  const cards: ExportCard[] = cardsOf(record)
    .sort(
      (a, b) =>
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
        a.card.due.getTime() - b.card.due.getTime() ||
        byItemId(a, b),
    )
    .map(({ kind, itemId, card, missCount, lastMissedAt, dismissedAt }) => ({
      itemKind: kind,
      itemId,
      ...cardFields(card),
      missCount,
      lastMissedAt,
      dismissedAt,
    }));
  return { attempts, cards, completions: completionsOf(record), retention: retentionOf(record) };
}

interface BrowserSourceOptions {
  storage: RecordStorage;
  /** The scheduler's clock; tests fix it. */
  now?: () => Date;
}

const notInRecord = () => new ApiError(404, RECORD_ERRORS.itemNotInRecord.code, RECORD_ERRORS.itemNotInRecord.message);

export function createBrowserSource({ storage, now = () => new Date() }: BrowserSourceOptions): LearnerRecordSource {
  // /progress reads four answers at once, and every answer refetches them: the stored value is parsed
  // (and its cards replayed, see cardsOf) once per change, not once per read. Records are never mutated.
  let cached: { raw: string | null; record: BrowserRecord } | null = null;
  const read = () => {
    const raw = readRaw(storage);
    if (cached?.raw !== raw) cached = { raw, record: parseBrowserRecord(raw) };
    return cached.record;
  };
  const setDismissed = (kind: TItemKind, itemId: string, dismissed: boolean) => {
    const record = read();
    const key = itemKey(kind, itemId);
    if (!record.attempts.some((attempt) => itemKey(attempt.itemKind, attempt.itemId) === key)) throw notInRecord();
    const marks = { ...record.dismissed };
    if (dismissed) marks[key] = now().toISOString();
    else delete marks[key];
    writeBrowserRecord(storage, { ...record, dismissed: marks });
  };
  return {
    where: 'browser',
    record: async (attempts, items, setItemIds) => {
      if (attempts.length === 0) return;
      writeBrowserRecord(storage, addAttempts(read(), attempts, items, setItemIds));
    },
    progress: async () => progressOf(read(), now()),
    mistakes: async () => mistakesOf(read()),
    dismissMistake: async (kind, itemId) => setDismissed(kind, itemId, true),
    undoDismissMistake: async (kind, itemId) => setDismissed(kind, itemId, false),
    review: async (query) => reviewOf(read(), query, now()),
    stats: async (tzOffset) => statsOf(read(), tzOffset, now()),
    settings: async () => ({ desiredRetention: retentionOf(read()) }),
    saveSettings: async (settings) => {
      const desiredRetention = clampRetention(settings.desiredRetention);
      writeBrowserRecord(storage, { ...read(), settings: { desiredRetention } });
      return { desiredRetention };
    },
    exportRecord: async (format) => {
      const record = read();
      const describe = (kind: TItemKind, itemId: string) => textOf(record.items[itemKey(kind, itemId)]);
      const whole = wholeRecordOf(record);
      const file = format === 'csv' ? presentRecordCsv(whole, describe) : presentRecordJson(whole, describe, now());
      return new Blob([file.body], { type: file.contentType });
    },
    reset: async () => clearBrowserRecord(storage),
  };
}
