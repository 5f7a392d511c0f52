// The learner's record: attempts in, cards, completions, mistakes, review and stats out.
// Cards, completions and the activity rollups are derived data, written in the same statement as the
// attempts, so a batch is either wholly recorded with its effects or not at all.
// A batch reads and writes only what it touches: the stored cards of its items are continued by the new
// attempts (an item's earlier attempts are read only when an older attempt arrives late), and the stats
// read per-quarter-hour and per-group rollups instead of every attempt.
import type { State } from 'ts-fsrs';
import type { NotifyMessage, PracticeDb } from '../db/connect';
import { AppError } from '../http/app-error';
import type {
  TItemKind,
  TPracticeMode,
  TAttempt,
  TLearnerSettings,
  TMistakeList,
  TProgress,
  TRecordAttemptsResponse,
  TReviewBatch,
  TStats,
} from '../../shared/practice/record-contract';
import { DEFAULT_PRACTICE_MODE, PRACTICE_RECORD_LIMITS } from '../../shared/practice/record-constants';
import {
  cardFields,
  cardOfFields,
  clampRetention,
  completionOf,
  continueCard,
  localDate,
  type RunAttempt,
  replayCard,
  streaksOf,
  type ItemCard,
} from '../../shared/practice/record-rules';
import { RECORD_ERRORS } from '../../shared/practice/messages';
import { catalogItemKey, setItemIds, type Catalog, type CatalogItem } from './service';
import {
  deleteRecord,
  lockLearner,
  selectActivityDays,
  selectAllAttempts,
  selectAllCards,
  selectAllItemAttempts,
  selectCompletions,
  selectDueCards,
  selectItemAttempts,
  selectMistakes,
  selectProgress,
  selectRecordingState,
  selectRetention,
  selectStatsGroups,
  setDismissed,
  upsertCards,
  upsertRetention,
  writeRecording,
  type AttemptRow,
  type CardPage,
  type CardRef,
  type CardValues,
  type CompletionValues,
  type ItemAttempt,
  type StoredRunAttempt,
} from './record-queries';
import { presentCompletion, presentRecordCsv, presentRecordJson } from './record-present';

export interface RecordServiceOptions {
  db: PracticeDb;
  getCatalog(): Promise<Catalog>;
  /** The scheduler's clock; tests move it. */
  now(): Date;
  /** Tells the learner's other tabs and devices that the record changed (live event). */
  announce(userId: string): Promise<void>;
  /**
   * The same news as a notification, sent by the statement that records a batch; absent when the record's
   * database is not the one whose notifications are heard, and then `announce` follows the write.
   */
  announcement?: (userId: string) => NotifyMessage;
}

export type RecordService = ReturnType<typeof createRecordService>;

const DAY_MS = 86_400_000;
/** Reads and writes of a batch before it waits for the learner's lock instead. */
const OPTIMISTIC_ROUNDS = 3;

export function createRecordService({ db, getCatalog, now, announce, announcement }: RecordServiceOptions) {
  async function retentionOf(tx: PracticeDb, userId: string): Promise<number> {
    return (await selectRetention(tx, userId)) ?? PRACTICE_RECORD_LIMITS.desiredRetention.default;
  }

  function groupByItem<T extends { itemKind: TItemKind; itemId: string }>(rows: readonly T[]): Map<string, T[]> {
    const byItem = new Map<string, T[]>();
    for (const row of rows) {
      const key = catalogItemKey(row.itemKind, row.itemId);
      const list = byItem.get(key);
      if (list) list.push(row);
      else byItem.set(key, [row]);
    }
    return byItem;
  }

  function cardValues(userId: string, itemKind: TItemKind, itemId: string, item: ItemCard): CardValues {
    return {
      userId,
      itemKind,
      itemId,
      ...cardFields(item.card),
      missCount: item.missCount,
      lastMissedAt: item.lastMissedAt,
    };
  }

  function storedItem(row: CardValues): ItemCard {
    // The state column holds ts-fsrs's State numbers, as cardFields wrote them.
    const card = cardOfFields({ ...row, state: row.state as State });
    return { card, missCount: row.missCount, lastMissedAt: row.lastMissedAt };
  }

  /** Rebuilds the cards of these items from all of the learner's attempts on them. */
  function replayedCards(userId: string, itemAttempts: ItemAttempt[], retention: number): CardValues[] {
    return [...groupByItem(itemAttempts).values()].map((list) => {
      const { itemKind, itemId } = list[0]!;
      return cardValues(userId, itemKind, itemId, replayCard(list, retention));
    });
  }

  /**
   * The cards of the items these new attempts answer: each stored card is continued by its new attempts,
   * and only the items where an attempt predates the card's last review are replayed from all their
   * attempts, the recorded ones and the new (record-rules.ts continueCard); either way the card is the one
   * a replay gives.
   */
  async function scheduledCards(
    conn: PracticeDb,
    userId: string,
    fresh: ItemAttempt[],
    storedCards: CardValues[],
    retention: number,
  ): Promise<CardValues[]> {
    const byItem = groupByItem(fresh);
    const stored = new Map(storedCards.map((row) => [catalogItemKey(row.itemKind, row.itemId), row]));
    const rows: CardValues[] = [];
    const late: ItemAttempt[] = [];
    for (const [key, list] of byItem) {
      const { itemKind, itemId } = list[0]!;
      const card = stored.get(key);
      const next = continueCard(card ? storedItem(card) : null, list, retention);
      if (next) rows.push(cardValues(userId, itemKind, itemId, next));
      else late.push(...list);
    }
    if (late.length > 0) {
      const lateKinds = [...new Set(late.map((row) => row.itemKind))];
      const lateIds = [...new Set(late.map((row) => row.itemId))];
      const lateKeys = new Set(late.map((row) => catalogItemKey(row.itemKind, row.itemId)));
      const recorded = (await selectItemAttempts(conn, userId, lateKinds, lateIds)).filter((attempt) =>
        lateKeys.has(catalogItemKey(attempt.itemKind, attempt.itemId)),
      );
      rows.push(...replayedCards(userId, [...recorded, ...late], retention));
    }
    return rows;
  }

  /**
   * The sets these new attempts complete, with the earlier attempts of their runs: one completion per set
   * and mode, the latest (of two at the same time, the later in the batch, as one upsert after another).
   */
  function completedSets(catalog: Catalog, fresh: AttemptRow[], earlier: StoredRunAttempt[]): CompletionValues[] {
    const runKey = (run: { runId: string; kind: TItemKind; group: string; setIndex: number; mode: TPracticeMode }) =>
      `${run.runId}:${run.kind}:${run.group}:${run.setIndex}:${run.mode}`;
    // A pass is in one mode; a run id sent in two modes (never by the app) counts as two passes.
    const runs = new Map<string, Omit<StoredRunAttempt, 'itemId' | 'result' | 'answeredAt'>>();
    const runAttempts = new Map<string, RunAttempt[]>();
    const add = (key: string, attempt: RunAttempt) => {
      const list = runAttempts.get(key);
      if (list) list.push(attempt);
      else runAttempts.set(key, [attempt]);
    };
    for (const attempt of earlier) add(runKey(attempt), attempt);
    for (const row of fresh) {
      if (row.setGroup == null || row.setIndex == null) continue;
      const mode = row.mode ?? DEFAULT_PRACTICE_MODE;
      const run = { runId: row.runId, kind: row.itemKind, group: row.setGroup, setIndex: row.setIndex, mode };
      const key = runKey(run);
      runs.set(key, run);
      add(key, row);
    }
    const latest = new Map<string, CompletionValues>();
    for (const [key, run] of runs) {
      const ids = setItemIds(catalog, run.kind, run.group, run.setIndex);
      const completion = ids && completionOf(ids, runAttempts.get(key) ?? []);
      if (!completion) continue;
      const setKey = `${run.kind}:${run.group}:${run.setIndex}:${run.mode}`;
      const kept = latest.get(setKey);
      if (kept && kept.completedAt > completion.completedAt) continue;
      latest.set(setKey, {
        kind: run.kind,
        setGroup: run.group,
        setIndex: run.setIndex,
        mode: run.mode,
        runId: run.runId,
        ...completion,
      });
    }
    return [...latest.values()];
  }

  /**
   * Records the batch from the record as one statement reads it, in one more statement that writes only if
   * the record is still as read. Answers how many attempts were new, or null when another write of the
   * learner came first (nothing was written).
   */
  async function recordFromState(
    conn: PracticeDb,
    userId: string,
    rows: AttemptRow[],
    catalog: Catalog,
  ): Promise<number | null> {
    const state = await selectRecordingState(conn, userId, {
      ids: rows.map((row) => row.id!),
      kinds: [...new Set(rows.map((row) => row.itemKind))],
      itemIds: [...new Set(rows.map((row) => row.itemId))],
      runIds: [...new Set(rows.flatMap((row) => (row.setGroup == null ? [] : [row.runId])))],
    });
    const fresh = rows.filter((row) => !state.recordedIds.has(row.id!));
    if (fresh.length === 0) return 0;
    const retention = state.retention ?? PRACTICE_RECORD_LIMITS.desiredRetention.default;
    const { written, inserted } = await writeRecording(
      conn,
      userId,
      state.version,
      {
        attempts: fresh,
        cards: await scheduledCards(conn, userId, fresh, state.cards, retention),
        completions: completedSets(catalog, fresh, state.runAttempts),
      },
      announcement?.(userId) ?? null,
    );
    return written ? inserted : null;
  }

  /** Checks a whole batch before anything is written: one bad attempt refuses the batch. */
  function validate(catalog: Catalog, batch: TAttempt[], at: Date): { attempt: TAttempt; item: CatalogItem }[] {
    if (batch.length > PRACTICE_RECORD_LIMITS.maxAttemptsPerBatch) {
      throw AppError.from(400, RECORD_ERRORS.tooManyAttempts(PRACTICE_RECORD_LIMITS.maxAttemptsPerBatch));
    }
    const latest = at.getTime() + PRACTICE_RECORD_LIMITS.futureToleranceMs;
    const unique = new Map<string, TAttempt>();
    for (const attempt of batch) if (!unique.has(attempt.id)) unique.set(attempt.id, attempt);
    return [...unique.values()].map((attempt) => {
      const item = catalog.items.get(catalogItemKey(attempt.itemKind, attempt.itemId));
      if (!item) throw AppError.from(400, RECORD_ERRORS.unknownItem(attempt.itemId));
      if (attempt.set) {
        const ids = setItemIds(catalog, attempt.itemKind, attempt.set.group, attempt.set.setIndex);
        if (!ids?.includes(attempt.itemId)) throw AppError.from(400, RECORD_ERRORS.unknownSet(attempt.itemId));
      }
      // Refused, not moved to a plausible time: a made-up time would put the answer on another day of the
      // stats and in another place of the review schedule. The browser drops a refused attempt alone.
      const answeredAt = Date.parse(attempt.answeredAt);
      if (answeredAt > latest) throw AppError.from(400, RECORD_ERRORS.futureAttempt(attempt.id));
      if (answeredAt < PRACTICE_RECORD_LIMITS.earliestAnsweredAt) {
        throw AppError.from(400, RECORD_ERRORS.pastAttempt(attempt.id));
      }
      if (attempt.mode === 'meaning' && attempt.itemKind !== 'vocabulary') {
        throw AppError.from(400, RECORD_ERRORS.meaningModeSentence(attempt.id));
      }
      // First try means no wrong check; 'after mistakes' means at least one.
      const consistent =
        (attempt.result !== 'first-try' || attempt.wrongTries === 0) &&
        (attempt.result !== 'after-mistakes' || attempt.wrongTries > 0);
      if (!consistent) throw AppError.from(400, RECORD_ERRORS.inconsistentAttempt(attempt.id));
      return { attempt, item };
    });
  }

  async function presentItems(refs: CardRef[]) {
    const catalog = await getCatalog();
    // An item removed from the content since it was answered has nothing left to show or practise.
    return refs.flatMap((ref) => {
      const item = catalog.items.get(catalogItemKey(ref.itemKind, ref.itemId));
      return item ? [{ ref, item }] : [];
    });
  }

  return {
    async recordAttempts(userId: string, batch: TAttempt[]): Promise<TRecordAttemptsResponse> {
      const at = now();
      const catalog = await getCatalog();
      const checked = validate(catalog, batch, at);
      const rows: AttemptRow[] = checked.map(({ attempt, item }) => ({
        id: attempt.id,
        userId,
        itemKind: attempt.itemKind,
        itemId: attempt.itemId,
        runId: attempt.runId,
        setGroup: attempt.set?.group ?? null,
        setIndex: attempt.set?.setIndex ?? null,
        itemGroup: item.group,
        result: attempt.result,
        mode: attempt.mode,
        wrongTries: attempt.wrongTries,
        durationMs: attempt.durationMs,
        words: item.words,
        answeredAt: new Date(attempt.answeredAt),
      }));
      // No transaction and no lock: a read and a write that checks nothing changed in between. Only the
      // learner's own concurrent writes (two tabs, a retry racing its original) can make it read again; a
      // batch that keeps losing that race takes the learner's lock, and then cannot lose.
      let recorded: number | null = null;
      for (let round = 0; recorded === null && round < OPTIMISTIC_ROUNDS; round += 1) {
        recorded = await recordFromState(db, userId, rows, catalog);
      }
      recorded ??= await db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        const locked = await recordFromState(tx, userId, rows, catalog);
        if (locked === null) throw new Error("the learner's record changed while their lock was held");
        return locked;
      });
      if (recorded > 0 && !announcement) await announce(userId);
      return { recorded, duplicates: batch.length - recorded };
    },

    async progress(userId: string): Promise<TProgress> {
      const { completions, due, mistakes } = await selectProgress(db, userId, now());
      return { completions: completions.map(presentCompletion), due, mistakes };
    },

    async mistakes(userId: string): Promise<TMistakeList> {
      const { refs, total } = await selectMistakes(db, userId, PRACTICE_RECORD_LIMITS.mistakesListMax);
      const items = (await presentItems(refs)).map(({ ref, item }) => ({
        itemKind: ref.itemKind,
        itemId: ref.itemId,
        text: item.text,
        meaning: item.meaning,
        missCount: ref.missCount,
        lastMissedAt: (ref.lastMissedAt ?? new Date(0)).toISOString(),
      }));
      return { items, total };
    },

    /** 'Đã thuộc' (dismissed = true) and its undo. */
    async setLearned(userId: string, kind: TItemKind, itemId: string, learned: boolean): Promise<void> {
      const found = await setDismissed(db, userId, kind, itemId, learned ? now() : null);
      if (!found) throw AppError.from(404, RECORD_ERRORS.itemNotInRecord);
      await announce(userId);
    },

    async review(
      userId: string,
      query: { kind?: TItemKind; source: 'due' | 'mistakes'; limit: number },
    ): Promise<TReviewBatch> {
      const at = now();
      const candidates: TItemKind[] = query.kind ? [query.kind] : ['vocabulary', 'sentence'];
      let kind = candidates[0]!;
      let page: CardPage = { refs: [], total: 0 };
      for (const candidate of candidates) {
        kind = candidate;
        page =
          query.source === 'due'
            ? await selectDueCards(db, userId, candidate, at, query.limit)
            : await selectMistakes(db, userId, query.limit, candidate);
        if (page.total > 0) break;
      }
      const { refs, total } = page;
      const found = await presentItems(refs);
      const remaining = Math.max(0, total - refs.length);
      if (kind === 'vocabulary') {
        const items = found.flatMap(({ item }) => (item.kind === 'vocabulary' ? [item.item] : []));
        return { kind, items, remaining };
      }
      const items = found.flatMap(({ item }) => (item.kind === 'sentence' ? [item.item] : []));
      return { kind, items, remaining };
    },

    async stats(userId: string, tzOffset: number): Promise<TStats> {
      const at = now();
      const since = new Date(at.getTime() - PRACTICE_RECORD_LIMITS.statsDays * DAY_MS);
      const [activity, groups] = await Promise.all([
        selectActivityDays(db, userId, tzOffset, since),
        selectStatsGroups(db, userId),
      ]);
      const days = activity.filter((day) => day.items > 0);
      const activeDates = activity.map((day) => day.date);
      const totals = { items: 0, firstTry: 0, words: 0, typingMs: 0 };
      for (const group of groups) {
        totals.items += group.items;
        totals.firstTry += group.firstTry;
        totals.words += group.words;
        totals.typingMs += group.typingMs;
      }
      return {
        days,
        streak: streaksOf(activeDates, localDate(at, tzOffset)),
        totals,
        groups: groups.map(({ kind, group, items, firstTry }) => ({ kind, group, items, firstTry })),
      };
    },

    async settings(userId: string): Promise<TLearnerSettings> {
      return { desiredRetention: await retentionOf(db, userId) };
    },

    /** A new desired retention reschedules every card of the learner. */
    async updateSettings(userId: string, settings: TLearnerSettings): Promise<TLearnerSettings> {
      const desiredRetention = clampRetention(settings.desiredRetention);
      await db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        await upsertRetention(tx, userId, desiredRetention, now());
        await upsertCards(tx, replayedCards(userId, await selectAllItemAttempts(tx, userId), desiredRetention));
      });
      await announce(userId);
      return { desiredRetention };
    },

    async exportRecord(userId: string, format: 'json' | 'csv') {
      const catalog = await getCatalog();
      const [attemptRows, cardRows, completionRows, retention] = await Promise.all([
        selectAllAttempts(db, userId),
        selectAllCards(db, userId),
        selectCompletions(db, userId),
        retentionOf(db, userId),
      ]);
      const record = { attempts: attemptRows, cards: cardRows, completions: completionRows, retention };
      return format === 'csv' ? presentRecordCsv(record, catalog) : presentRecordJson(record, catalog, now());
    },

    async deleteRecord(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockLearner(tx, userId);
        await deleteRecord(tx, userId);
      });
      await announce(userId);
    },
  };
}
