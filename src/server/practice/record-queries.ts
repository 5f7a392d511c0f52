// Drizzle queries of the learner's record. Every query names the learner: no query reads or
// writes a row of another user.
import { and, asc, desc, eq, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import type { NotifyMessage, PracticeDb } from '../db/connect';
import { executeNamed } from '../db/named-statement';
import {
  activityGroups,
  activitySlots,
  attempts,
  cards,
  completions,
  learnerSettings,
  listeningSettings,
} from '../db/practice-schema';
import { LEARNED_STABILITY_DAYS } from '../../shared/practice/record-rules';
import type { TItemKind, TPracticeMode } from '../../shared/practice/record-contract';

export type AttemptRow = typeof attempts.$inferInsert;
export type CardRow = typeof cards.$inferSelect;
export type CompletionRow = typeof completions.$inferSelect;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for every table here. */
const INSERT_CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) result.push(rows.slice(start, start + INSERT_CHUNK));
  return result;
}

/**
 * Locks the learner's own row (made on their first write) for the transaction and answers their desired
 * retention, null for the default. Concurrent writes of one learner (two tabs, a retry racing its original)
 * wait for each other, so each sees every attempt and card committed before it; other learners' writes
 * never wait. The row is read as it is after the lock is granted, so a new retention committed meanwhile is
 * the one answered.
 */
export async function lockLearner(db: PracticeDb, userId: string): Promise<number | null> {
  const [row] = await db
    .insert(learnerSettings)
    .values({ userId, desiredRetention: null })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { userId: sql`excluded.user_id` } })
    .returning({ desiredRetention: learnerSettings.desiredRetention });
  return row?.desiredRetention ?? null;
}

/** Words and typing time count typed answers only (record-rules.ts isTyped, in SQL). */
const typedResults = sql.raw(`result IN ('first-try', 'after-mistakes')`);
/** Sums of attempts' activity, as the rollup tables keep them (columns of the inserted rows). */
const activitySums = sql`count(*), count(*) FILTER (WHERE result = 'first-try'),
  coalesce(sum(words) FILTER (WHERE ${typedResults}), 0), coalesce(sum(duration_ms) FILTER (WHERE ${typedResults}), 0)`;
/** The quarter hour (from the epoch, UTC) an instant falls in, as activity_slots keys it. */
const SLOT_MS = 15 * 60_000;
const addSums = (table: string) =>
  sql.raw(`items = ${table}.items + excluded.items, first_try = ${table}.first_try + excluded.first_try,
  words = ${table}.words + excluded.words, typing_ms = ${table}.typing_ms + excluded.typing_ms`);

export type CardValues = Omit<CardRow, 'dismissedAt'>;

/**
 * The version of the learner's record: the transaction id that last wrote their own row (its xmin), null
 * before their first write. Every write of the record writes that row, so an unchanged version means an
 * unchanged record (the optimistic check PostgreSQL drivers offer as a concurrency token).
 */
export type RecordVersion = string | null;

/** An earlier attempt of a run in the batch, with what names the run's set and mode. */
export interface StoredRunAttempt {
  runId: string;
  kind: TItemKind;
  group: string;
  setIndex: number;
  mode: TPracticeMode;
  itemId: string;
  result: AttemptRow['result'];
  answeredAt: Date;
}

/** What recording a batch starts from, as one statement saw it. */
export interface RecordingState {
  version: RecordVersion;
  /** The learner's desired retention, null for the default. */
  retention: number | null;
  /** The batch's attempts recorded already (a retry). */
  recordedIds: Set<string>;
  /** The stored cards of the batch's items (some of the kinds and ids asked may pair into no item asked). */
  cards: CardValues[];
  /** The attempts already recorded in the batch's runs, in a set. */
  runAttempts: StoredRunAttempt[];
}

interface StateRow {
  learner: { version: string; retention: number | null } | null;
  recorded: string[] | null;
  cards:
    | (Omit<CardValues, 'userId' | 'due' | 'lastReview' | 'lastMissedAt'> &
        Record<'due', string> &
        Record<'lastReview' | 'lastMissedAt', string | null>)[]
    | null;
  runs: (Omit<StoredRunAttempt, 'answeredAt'> & { answeredAt: string })[] | null;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The values of a JSON array of text as a SQL array. `column = ANY (…)` with it is an index condition
 * (about 20 index probes for a set), where `column IN (SELECT json_array_elements_text(…))` is a join
 * that PostgreSQL plans, for a learner with 2,000 cards, as a scan of all of them: a statement of ~1,600
 * buffers and ~5 ms against ~200 and under 1 ms.
 */
function anyOf(json: string, type: 'uuid' | 'text'): SQL {
  return type === 'uuid'
    ? sql`ANY (ARRAY(SELECT json_array_elements_text(${json}::json)::uuid))`
    : sql`ANY (ARRAY(SELECT json_array_elements_text(${json}::json)))`;
}

/** What recording a batch reads by: its attempts' ids, its items' kinds and ids, its runs' ids. */
export interface RecordingBatchKeys {
  ids: string[];
  kinds: TItemKind[];
  itemIds: string[];
  runIds: string[];
}

/** The statement of selectRecordingState, named. */
export function recordingStateStatement(userId: string, batch: RecordingBatchKeys): { name: string; query: SQL } {
  const ids = JSON.stringify(batch.ids);
  const kinds = JSON.stringify(batch.kinds);
  const itemIds = JSON.stringify(batch.itemIds);
  const runIds = JSON.stringify(batch.runIds);
  return {
    name: 'record_state',
    query: sql`SELECT
      (SELECT json_build_object('version', xmin::text, 'retention', desired_retention)
        FROM ${learnerSettings} WHERE user_id = ${userId}) AS learner,
      (SELECT json_agg(id) FROM ${attempts}
        WHERE user_id = ${userId} AND id = ${anyOf(ids, 'uuid')}) AS recorded,
      (SELECT json_agg(json_build_object('itemKind', item_kind, 'itemId', item_id, 'due', due,
          'stability', stability, 'difficulty', difficulty, 'state', state, 'reps', reps, 'lapses', lapses,
          'lastReview', last_review, 'missCount', miss_count, 'lastMissedAt', last_missed_at))
        FROM ${cards} WHERE user_id = ${userId}
          AND item_kind = ${anyOf(kinds, 'text')}
          AND item_id = ${anyOf(itemIds, 'uuid')}) AS cards,
      (SELECT json_agg(json_build_object('runId', run_id, 'kind', item_kind, 'group', set_group,
          'setIndex', set_index, 'mode', mode, 'itemId', item_id, 'result', result, 'answeredAt', answered_at))
        FROM ${attempts} WHERE user_id = ${userId} AND set_group IS NOT NULL AND set_index IS NOT NULL
          AND run_id = ${anyOf(runIds, 'uuid')}) AS runs`,
  };
}

/**
 * Reads, in one statement (so from one snapshot), all that recording a batch needs: the record's version
 * and retention, which of the batch's attempts are recorded already, the stored cards of its items and the
 * earlier attempts of its runs.
 */
export async function selectRecordingState(
  db: PracticeDb,
  userId: string,
  batch: RecordingBatchKeys,
): Promise<RecordingState> {
  const { name, query } = recordingStateStatement(userId, batch);
  const rows = await executeNamed<StateRow>(db, name, query);
  const row = rows[0];
  return {
    version: row?.learner?.version ?? null,
    retention: row?.learner?.retention ?? null,
    recordedIds: new Set(row?.recorded ?? []),
    cards: (row?.cards ?? []).map((card) => ({
      ...card,
      userId,
      due: new Date(card.due),
      lastReview: dateOrNull(card.lastReview),
      lastMissedAt: dateOrNull(card.lastMissedAt),
    })),
    runAttempts: (row?.runs ?? []).map((attempt) => ({ ...attempt, answeredAt: new Date(attempt.answeredAt) })),
  };
}

/** A set completed by the batch, to keep if it is the set's latest in its mode. */
export type CompletionValues = Omit<CompletionRow, 'userId'>;

/**
 * The record's row written in the statement that writes the batch, if the record is still at `version`:
 * touching the row makes a new version, and a concurrent write of the learner that got there first (or
 * holds the row, as lockLearner does) leaves no row here, so the statement writes nothing.
 */
function claimVersion(userId: string, version: RecordVersion): SQL {
  if (version === null) {
    return sql`INSERT INTO ${learnerSettings} (user_id, desired_retention) VALUES (${userId}, NULL)
      ON CONFLICT (user_id) DO NOTHING RETURNING 1`;
  }
  return sql`UPDATE ${learnerSettings} SET user_id = user_id
    WHERE user_id = ${userId} AND xmin = ${version}::xid RETURNING 1`;
}

/**
 * Writes a batch as one statement, atomic without a transaction: the attempts, their activity rollups, the
 * cards they scheduled and the sets they completed, provided the record is still at the version they were
 * computed from. Answers whether it was (false: nothing was written; read the state again) and how many
 * attempts were inserted. Every part waits for the version's claim (`WHERE EXISTS`), so nothing is written,
 * and no other row locked, before it succeeds. When an attempt is new, the statement also sends
 * `announcement` if there is one (a NOTIFY, delivered when it commits): one commit per batch, not one more
 * for the news.
 */
export async function writeRecording(
  db: PracticeDb,
  userId: string,
  version: RecordVersion,
  batch: { attempts: AttemptRow[]; cards: CardValues[]; completions: CompletionValues[] },
  announcement: NotifyMessage | null,
): Promise<{ written: boolean; inserted: number }> {
  const attemptsJson = JSON.stringify(batch.attempts.map(({ userId: _userId, ...row }) => row));
  const cardsJson = JSON.stringify(batch.cards.map(({ userId: _userId, ...row }) => row));
  const completionsJson = JSON.stringify(batch.completions);
  // The claim is an insert for a learner's first write and an update after: two statements' texts.
  const name = version === null ? 'record_write_first' : 'record_write';
  const rows = await executeNamed<{ claimed: string | number; inserted: string | number }>(
    db,
    name,
    sql`WITH claimed AS (${claimVersion(userId, version)}),
    fresh AS (
      INSERT INTO ${attempts} (id, user_id, item_kind, item_id, run_id, set_group, set_index, item_group, result,
        mode, wrong_tries, duration_ms, words, answered_at)
      SELECT r."id", ${userId}, r."itemKind", r."itemId", r."runId", r."setGroup", r."setIndex", r."itemGroup",
        r."result", coalesce(r."mode", 'listen'), r."wrongTries", r."durationMs", r."words", r."answeredAt"
      FROM json_to_recordset(${attemptsJson}::json) AS r("id" uuid, "itemKind" text, "itemId" uuid, "runId" uuid,
        "setGroup" text, "setIndex" int, "itemGroup" text, "result" text, "mode" text, "wrongTries" int,
        "durationMs" int, "words" int, "answeredAt" timestamptz)
      WHERE EXISTS (SELECT FROM claimed)
      ON CONFLICT DO NOTHING
      RETURNING user_id, item_kind, item_group, result, words, duration_ms, answered_at
    ),
    slots AS (
      INSERT INTO ${activitySlots} AS s (user_id, slot, items, first_try, words, typing_ms)
      SELECT user_id, date_bin('15 minutes', answered_at, timestamptz '1970-01-01 00:00:00+00'), ${activitySums}
      FROM fresh GROUP BY 1, 2
      ON CONFLICT (user_id, slot) DO UPDATE SET ${addSums('s')}
    ),
    groups AS (
      INSERT INTO ${activityGroups} AS g (user_id, item_kind, item_group, items, first_try, words, typing_ms)
      SELECT user_id, item_kind, item_group, ${activitySums}
      FROM fresh GROUP BY 1, 2, 3
      ON CONFLICT (user_id, item_kind, item_group) DO UPDATE SET ${addSums('g')}
    ),
    scheduled AS (
      INSERT INTO ${cards} (user_id, item_kind, item_id, due, stability, difficulty, state, reps, lapses,
        last_review, miss_count, last_missed_at)
      SELECT ${userId}, r."itemKind", r."itemId", r."due", r."stability", r."difficulty", r."state", r."reps",
        r."lapses", r."lastReview", r."missCount", r."lastMissedAt"
      FROM json_to_recordset(${cardsJson}::json) AS r("itemKind" text, "itemId" uuid, "due" timestamptz,
        "stability" float8, "difficulty" float8, "state" int, "reps" int, "lapses" int, "lastReview" timestamptz,
        "missCount" int, "lastMissedAt" timestamptz)
      WHERE EXISTS (SELECT FROM claimed)
      ON CONFLICT (user_id, item_kind, item_id) DO UPDATE SET due = excluded.due, stability = excluded.stability,
        difficulty = excluded.difficulty, state = excluded.state, reps = excluded.reps, lapses = excluded.lapses,
        last_review = excluded.last_review, miss_count = excluded.miss_count, last_missed_at = excluded.last_missed_at
    ),
    completed AS (
      INSERT INTO ${completions} AS c (user_id, kind, set_group, set_index, mode, run_id, score, total, completed_at)
      SELECT ${userId}, r."kind", r."setGroup", r."setIndex", r."mode", r."runId", r."score", r."total",
        r."completedAt"
      FROM json_to_recordset(${completionsJson}::json) AS r("kind" text, "setGroup" text, "setIndex" int,
        "mode" text, "runId" uuid, "score" int, "total" int, "completedAt" timestamptz)
      WHERE EXISTS (SELECT FROM claimed)
      ON CONFLICT (user_id, kind, set_group, set_index, mode) DO UPDATE SET run_id = excluded.run_id,
        score = excluded.score, total = excluded.total, completed_at = excluded.completed_at
      WHERE c.completed_at <= excluded.completed_at
    ),
    announced AS MATERIALIZED (
      SELECT pg_notify(${announcement?.channel ?? ''}, ${announcement?.payload ?? ''})
      WHERE ${announcement !== null}::boolean AND EXISTS (SELECT FROM fresh)
    )
    SELECT (SELECT count(*) FROM claimed) AS claimed, (SELECT count(*) FROM fresh) AS inserted,
      (SELECT count(*) FROM announced) AS announced`,
  );
  const row = rows[0];
  return { written: Number(row?.claimed ?? 0) > 0, inserted: Number(row?.inserted ?? 0) };
}

export interface ItemAttempt {
  itemKind: TItemKind;
  itemId: string;
  result: AttemptRow['result'];
  answeredAt: Date;
}

const itemAttemptColumns = {
  itemKind: attempts.itemKind,
  itemId: attempts.itemId,
  result: attempts.result,
  answeredAt: attempts.answeredAt,
};

/**
 * All attempts of the learner on these items of these kinds (callers match each id with its kind). Naming
 * the kinds lets PostgreSQL seek (user, kind, item) in attempts_user_item_idx instead of reading every
 * attempt of the learner: 7 ms against well under 1 ms at 2,000 attempts per learner.
 */
export function selectItemAttempts(
  db: PracticeDb,
  userId: string,
  kinds: readonly TItemKind[],
  itemIds: readonly string[],
): Promise<ItemAttempt[]> {
  if (itemIds.length === 0 || kinds.length === 0) return Promise.resolve([]);
  return db
    .select(itemAttemptColumns)
    .from(attempts)
    .where(
      and(eq(attempts.userId, userId), inArray(attempts.itemKind, [...kinds]), inArray(attempts.itemId, [...itemIds])),
    );
}

/** Every attempt of the learner, for replaying all cards (a new desired retention). */
export function selectAllItemAttempts(db: PracticeDb, userId: string): Promise<ItemAttempt[]> {
  return db.select(itemAttemptColumns).from(attempts).where(eq(attempts.userId, userId));
}

/** Writes scheduled cards; the learner's 'Đã thuộc' mark is kept. */
export async function upsertCards(db: PracticeDb, rows: readonly CardValues[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insert(cards)
      .values(chunk)
      .onConflictDoUpdate({
        target: [cards.userId, cards.itemKind, cards.itemId],
        set: {
          due: sql`excluded.due`,
          stability: sql`excluded.stability`,
          difficulty: sql`excluded.difficulty`,
          state: sql`excluded.state`,
          reps: sql`excluded.reps`,
          lapses: sql`excluded.lapses`,
          lastReview: sql`excluded.last_review`,
          missCount: sql`excluded.miss_count`,
          lastMissedAt: sql`excluded.last_missed_at`,
        },
      });
  }
}

/**
 * Dismissed by 'Đã thuộc' and not missed since: such an item leaves the mistakes list and the review
 * (record-rules.ts isDismissalCurrent, in SQL).
 */
const isDismissed: SQL = sql`(${cards.dismissedAt} IS NOT NULL AND (${cards.lastMissedAt} IS NULL OR ${cards.dismissedAt} >= ${cards.lastMissedAt}))`;
const isLearned: SQL = sql`(${cards.state} = ${sql.raw(String(State.Review))} AND ${cards.stability} >= ${sql.raw(String(LEARNED_STABILITY_DAYS))})`;

// The reads of the record's screens are prepared statements with placeholders, one per shape (kind or
// none, due or mistakes): PostgreSQL parses each once per connection and, after a few runs, keeps one
// generic plan instead of planning every run (planning took about as long as running them). It keeps the
// generic plan only when that plan looks no worse than one made for the values at hand, so:
// - constants are written into the SQL, not bound: `miss_count > $2` cannot use the index made for
//   `miss_count > 0`, and with `item_kind = $2` the plan for the rarer kind always looks cheaper;
// - a bound time the planner could estimate from (due <= now) is hidden in a subquery (`opaque`), so the
//   plan for the value is the generic one.
const param = {
  userId: sql.placeholder('userId'),
  now: sql.placeholder('now'),
  limit: sql.placeholder('limit'),
};

/** The card's kind is `kind`, written as a constant (each statement's name carries its kind). */
function isKind(kind: TItemKind): SQL {
  return sql`${cards.itemKind} = ${sql.raw(kind === 'vocabulary' ? "'vocabulary'" : "'sentence'")}`;
}

/** A value the planner cannot look into, of this SQL type (see above). */
function opaque(value: Placeholder | Date, type: 'timestamptz'): SQL {
  return sql`(SELECT ${value}::${sql.raw(type)})`;
}

const preparedStatements = new WeakMap<PracticeDb, Map<string, unknown>>();

/** The statement `name` of this database, built on first use. */
function prepared<T>(db: PracticeDb, name: string, build: () => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build()));
  return statement;
}

/** The mistakes list's condition (record-rules.ts isOnMistakesList, in SQL), for the userId placeholder. */
function onMistakesList(kind?: TItemKind): SQL | undefined {
  return and(
    eq(cards.userId, param.userId),
    kind ? isKind(kind) : undefined,
    sql`${cards.missCount} > 0`,
    sql`NOT ${isDismissed}`,
    sql`NOT ${isLearned}`,
  );
}

/** Due at the now placeholder, not dismissed, for the userId placeholder. */
function dueCondition(kind: TItemKind): SQL | undefined {
  return and(
    eq(cards.userId, param.userId),
    isKind(kind),
    lte(cards.due, opaque(param.now, 'timestamptz')),
    sql`NOT ${isDismissed}`,
  );
}

const countOf = (condition: SQL | undefined) =>
  sql<number>`(SELECT count(*) FROM ${cards} WHERE ${condition})`.mapWith(Number);

/** The learner's completions as one JSON array, in the order of selectCompletions. */
const completionsJson = sql<CompletionJson[]>`(SELECT coalesce(json_agg(json_build_object('kind', kind,
    'setGroup', set_group, 'setIndex', set_index, 'mode', mode, 'runId', run_id, 'score', score, 'total', total,
    'completedAt', completed_at) ORDER BY kind, set_group, set_index, mode), '[]')
  FROM ${completions} WHERE user_id = ${param.userId})`;

type CompletionJson = Omit<CompletionRow, 'userId' | 'completedAt'> & { completedAt: string };

// The reads of the record's screens, unprepared: their plans are tested (record-plans.test.ts).

export function progressQuery(db: PracticeDb) {
  return db
    .select({
      completions: completionsJson,
      vocabulary: countOf(dueCondition('vocabulary')),
      sentence: countOf(dueCondition('sentence')),
      mistakes: countOf(onMistakesList()),
    })
    .from(sql`(SELECT 1) AS one`);
}

export function dueCardsQuery(db: PracticeDb, kind: TItemKind) {
  return db
    .select(cardRefWithTotal)
    .from(cards)
    .where(dueCondition(kind))
    .orderBy(asc(cards.due), asc(cards.itemId))
    .limit(param.limit);
}

export function mistakesQuery(db: PracticeDb, kind?: TItemKind) {
  return db
    .select(cardRefWithTotal)
    .from(cards)
    .where(onMistakesList(kind))
    .orderBy(desc(cards.lastMissedAt), asc(cards.itemId))
    .limit(param.limit);
}

/**
 * The progress screen in one statement: the completions, the due items per kind and the mistakes list's
 * length.
 */
export async function selectProgress(
  db: PracticeDb,
  userId: string,
  now: Date,
): Promise<{ completions: CompletionRow[]; due: Record<TItemKind, number>; mistakes: number }> {
  const statement = prepared(db, 'record_progress', () => progressQuery(db).prepare('record_progress'));
  const [row] = await statement.execute({ userId, now });
  return {
    completions: (row?.completions ?? []).map((completion) => ({
      ...completion,
      userId,
      completedAt: new Date(completion.completedAt),
    })),
    due: { vocabulary: row?.vocabulary ?? 0, sentence: row?.sentence ?? 0 },
    mistakes: row?.mistakes ?? 0,
  };
}

export interface CardRef {
  itemKind: TItemKind;
  itemId: string;
  missCount: number;
  lastMissedAt: Date | null;
}

/** A page of cards and how many there are in all (counted before the limit). */
export interface CardPage {
  refs: CardRef[];
  total: number;
}

const cardRefWithTotal = {
  itemKind: cards.itemKind,
  itemId: cards.itemId,
  missCount: cards.missCount,
  lastMissedAt: cards.lastMissedAt,
  total: sql<number>`count(*) OVER ()`.mapWith(Number),
};

function pageOf(rows: (CardRef & { total: number })[]): CardPage {
  return { refs: rows.map(({ total: _total, ...ref }) => ref), total: rows[0]?.total ?? 0 };
}

/** Due cards of one kind, most overdue first. */
export async function selectDueCards(
  db: PracticeDb,
  userId: string,
  kind: TItemKind,
  now: Date,
  limit: number,
): Promise<CardPage> {
  const name = `record_due_${kind}`;
  const statement = prepared(db, name, () => dueCardsQuery(db, kind).prepare(name));
  return pageOf(await statement.execute({ userId, now, limit }));
}

/** The mistakes list (of one kind, or both), newest miss first. */
export async function selectMistakes(
  db: PracticeDb,
  userId: string,
  limit: number,
  kind?: TItemKind,
): Promise<CardPage> {
  const name = `record_mistakes_${kind ?? 'all'}`;
  const statement = prepared(db, name, () => mistakesQuery(db, kind).prepare(name));
  return pageOf(await statement.execute({ userId, limit }));
}

/** Sets or clears 'Đã thuộc'; answers whether the learner has a card for the item. */
export async function setDismissed(
  db: PracticeDb,
  userId: string,
  kind: TItemKind,
  itemId: string,
  dismissedAt: Date | null,
): Promise<boolean> {
  const updated = await db
    .update(cards)
    .set({ dismissedAt })
    .where(and(eq(cards.userId, userId), eq(cards.itemKind, kind), eq(cards.itemId, itemId)))
    .returning({ itemId: cards.itemId });
  return updated.length > 0;
}

export function selectCompletions(db: PracticeDb, userId: string): Promise<CompletionRow[]> {
  const statement = prepared(db, 'record_completions', () =>
    db
      .select()
      .from(completions)
      .where(eq(completions.userId, param.userId))
      .orderBy(asc(completions.kind), asc(completions.setGroup), asc(completions.setIndex), asc(completions.mode))
      .prepare('record_completions'),
  );
  return statement.execute({ userId });
}

export async function selectRetention(db: PracticeDb, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ desiredRetention: learnerSettings.desiredRetention })
    .from(learnerSettings)
    .where(eq(learnerSettings.userId, userId));
  return row?.desiredRetention ?? null;
}

export async function upsertRetention(
  db: PracticeDb,
  userId: string,
  desiredRetention: number,
  now: Date,
): Promise<void> {
  await db
    .insert(learnerSettings)
    .values({ userId, desiredRetention, updatedAt: now })
    .onConflictDoUpdate({ target: learnerSettings.userId, set: { desiredRetention, updatedAt: now } });
}

export interface ActivityDayRow {
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** The day's activity since `since` (zero for a day before it, listed for the streaks). */
  items: number;
  firstTry: number;
  words: number;
  typingMs: number;
}

/** The statement of selectActivityDays, named (one name per form: whole quarter hours or not). */
export function activityDaysStatement(
  userId: string,
  tzOffsetMinutes: number,
  since: Date,
): { name: string; query: SQL } {
  const localDay = (at: SQL) =>
    sql`to_char(${at} AT TIME ZONE 'UTC' + make_interval(mins => ${tzOffsetMinutes}::int), 'YYYY-MM-DD')`;
  const attemptActivity = (recent: SQL) => sql`SELECT ${localDay(sql`answered_at`)} AS day, ${recent} AS recent,
      1 AS items, (result = 'first-try')::int AS first_try,
      CASE WHEN ${typedResults} THEN words ELSE 0 END AS words,
      CASE WHEN ${typedResults} THEN duration_ms ELSE 0 END AS typing_ms
    FROM ${attempts} WHERE user_id = ${userId}`;
  let activity: SQL;
  const wholeSlots = tzOffsetMinutes % (SLOT_MS / 60_000) === 0;
  if (wholeSlots) {
    const firstWholeSlot = new Date(Math.ceil(since.getTime() / SLOT_MS) * SLOT_MS);
    activity = sql`SELECT ${localDay(sql`slot`)} AS day, slot >= ${firstWholeSlot} AS recent,
        items, first_try, words, typing_ms
      FROM ${activitySlots} WHERE user_id = ${userId}
      UNION ALL
      ${attemptActivity(sql`true`)} AND answered_at >= ${opaque(since, 'timestamptz')}
        AND answered_at < ${opaque(firstWholeSlot, 'timestamptz')}`;
  } else {
    activity = attemptActivity(sql`answered_at >= ${opaque(since, 'timestamptz')}`);
  }
  return {
    name: wholeSlots ? 'record_activity_slots' : 'record_activity_attempts',
    query: sql`SELECT day, coalesce(sum(items) FILTER (WHERE recent), 0) AS items,
        coalesce(sum(first_try) FILTER (WHERE recent), 0) AS first_try,
        coalesce(sum(words) FILTER (WHERE recent), 0) AS words,
        coalesce(sum(typing_ms) FILTER (WHERE recent), 0) AS typing_ms
      FROM (${activity}) AS activity GROUP BY day ORDER BY day`,
  };
}

/**
 * Every local day with activity, oldest first, with its activity since `since` (the year the stats show;
 * the longest streak may be older). For a zone a whole number of quarter hours from UTC it sums the
 * learner's quarter hours, plus the attempts of the quarter hour `since` falls in that are not older than
 * it; for any other offset it reads every attempt.
 */
export async function selectActivityDays(
  db: PracticeDb,
  userId: string,
  tzOffsetMinutes: number,
  since: Date,
): Promise<ActivityDayRow[]> {
  const { name, query } = activityDaysStatement(userId, tzOffsetMinutes, since);
  const rows = await executeNamed<Record<'day' | 'items' | 'first_try' | 'words' | 'typing_ms', string>>(
    db,
    name,
    query,
  );
  return rows.map((row) => ({
    date: row.day,
    items: Number(row.items),
    firstTry: Number(row.first_try),
    words: Number(row.words),
    typingMs: Number(row.typing_ms),
  }));
}

export interface StatsGroupRow {
  kind: TItemKind;
  group: string;
  items: number;
  firstTry: number;
  words: number;
  typingMs: number;
}

export function selectStatsGroups(db: PracticeDb, userId: string): Promise<StatsGroupRow[]> {
  const statement = prepared(db, 'record_stats_groups', () =>
    db
      .select({
        kind: activityGroups.itemKind,
        group: activityGroups.itemGroup,
        items: activityGroups.items,
        firstTry: activityGroups.firstTry,
        words: activityGroups.words,
        typingMs: activityGroups.typingMs,
      })
      .from(activityGroups)
      .where(eq(activityGroups.userId, param.userId))
      .orderBy(asc(activityGroups.itemKind), asc(activityGroups.itemGroup))
      .prepare('record_stats_groups'),
  );
  return statement.execute({ userId });
}

export type ExportAttemptRow = typeof attempts.$inferSelect;

export function selectAllAttempts(db: PracticeDb, userId: string): Promise<ExportAttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(eq(attempts.userId, userId))
    .orderBy(asc(attempts.answeredAt), asc(attempts.id));
}

export function selectAllCards(db: PracticeDb, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(asc(cards.itemKind), asc(cards.due), asc(cards.itemId));
}

/** 'Xóa tiến độ' (and account deletion): the learner's whole record, in the caller's transaction. */
export async function deleteRecord(db: PracticeDb, userId: string): Promise<void> {
  await db.delete(attempts).where(eq(attempts.userId, userId));
  await db.delete(cards).where(eq(cards.userId, userId));
  await db.delete(completions).where(eq(completions.userId, userId));
  await db.delete(activitySlots).where(eq(activitySlots.userId, userId));
  await db.delete(activityGroups).where(eq(activityGroups.userId, userId));
  await db.delete(learnerSettings).where(eq(learnerSettings.userId, userId));
  await db.delete(listeningSettings).where(eq(listeningSettings.userId, userId));
}
