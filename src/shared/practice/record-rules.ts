// The rules of the learner's record, pure and shared: the server applies them to the
// account's record, the browser to a visitor's. Time always comes in as an argument (tests fix it).
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import { splitSentenceWords } from './answer';
import { PRACTICE_RECORD_LIMITS } from './record-constants';
import type { TAttemptResult, TItemKind } from './record-contract';

/**
 * An attempt's FSRS rating. Right at the first try is Good, right after mistakes Hard; a revealed answer
 * and a skipped item are Again (the learner did not produce it). Easy is never given: typing an item
 * right says the learner knows it, not that the interval should jump further than Good's.
 */
export function ratingOf(result: TAttemptResult): Grade {
  switch (result) {
    case 'first-try':
      return Rating.Good;
    case 'after-mistakes':
      return Rating.Hard;
    case 'revealed':
    case 'skipped':
      return Rating.Again;
  }
}

/** A miss puts the item on the mistakes list ('Từ cần ôn'). */
export function isMiss(result: TAttemptResult): boolean {
  return result !== 'first-try';
}

/**
 * Typed to the end by the learner: counts towards words per minute. A revealed answer is copied and a
 * skipped one is not typed.
 */
export function isTyped(result: TAttemptResult): boolean {
  return result === 'first-try' || result === 'after-mistakes';
}

/** Words of an item's answer, for words per minute (a vocabulary entry counts at least one). */
export function answerWordCount(kind: TItemKind, answer: string): number {
  const words = splitSentenceWords(answer).length;
  return kind === 'vocabulary' ? words || 1 : words;
}

/**
 * 'Đã thuộc' still holds when it was marked at or after the item's last miss: a miss after the mark brings
 * the item back (the learner did not know it after all). The server applies it in SQL (record-queries.ts).
 */
export function isDismissalCurrent(dismissedAt: Date | null, lastMissedAt: Date | null): boolean {
  return dismissedAt !== null && (lastMissedAt === null || dismissedAt.getTime() >= lastMissedAt.getTime());
}

/** What the record keeps per item: the FSRS card plus the mistakes bookkeeping. */
export interface ItemCard {
  card: Card;
  missCount: number;
  lastMissedAt: Date | null;
}

export interface ScheduledAttempt {
  result: TAttemptResult;
  answeredAt: Date;
}

function scheduler(desiredRetention: number) {
  // No short-term (minutes-apart) learning steps: a dictation set is one sitting, and seeing its words
  // again ten minutes later is what the end-of-set repeat already does. The first review is a day or more away.
  return fsrs(
    generatorParameters({ request_retention: desiredRetention, enable_short_term: false, enable_fuzz: false }),
  );
}

const byTime = (a: ScheduledAttempt, b: ScheduledAttempt) => a.answeredAt.getTime() - b.answeredAt.getTime();

/** Applies attempts, already in time order, to a card. */
function applyAttempts(start: ItemCard, sorted: readonly ScheduledAttempt[], desiredRetention: number): ItemCard {
  const f = scheduler(desiredRetention);
  let { card, missCount, lastMissedAt } = start;
  for (const attempt of sorted) {
    // An attempt older than the card's last review (same millisecond) is still applied, at that time.
    const at = card.last_review && attempt.answeredAt < card.last_review ? card.last_review : attempt.answeredAt;
    card = f.next(card, at, ratingOf(attempt.result)).card;
    if (isMiss(attempt.result)) {
      missCount += 1;
      lastMissedAt = attempt.answeredAt;
    }
  }
  return { card, missCount, lastMissedAt };
}

/**
 * The card of one item, replayed from all its attempts in time order. Replaying (rather than updating
 * the stored card) makes the result independent of the order attempts arrive in: a merged or retried
 * older attempt lands in its place, and recording the same attempts again gives the same card.
 * Several attempts within one day (a miss and its repeat at the end of the set) are all reviews.
 */
export function replayCard(attempts: readonly ScheduledAttempt[], desiredRetention: number): ItemCard {
  const sorted = [...attempts].sort(byTime);
  const first = sorted[0];
  const empty = { card: createEmptyCard(first ? first.answeredAt : new Date(0)), missCount: 0, lastMissedAt: null };
  return applyAttempts(empty, sorted, desiredRetention);
}

/**
 * The card after new attempts, continued from the stored card (or from none, for an item met for the first
 * time), without reading the item's earlier attempts. The scheduler reads nothing of a card but what the
 * record stores (cardFields), and a card's last review is its latest attempt, so continuing gives exactly
 * the card a replay of all the attempts would whenever every new attempt is later than that last review.
 * Null otherwise (an older attempt merged or retried late, or one at the same millisecond): only a replay
 * puts it in its place.
 */
export function continueCard(
  stored: ItemCard | null,
  attempts: readonly ScheduledAttempt[],
  desiredRetention: number,
): ItemCard | null {
  if (!stored) return replayCard(attempts, desiredRetention);
  const lastReview = stored.card.last_review?.getTime();
  if (lastReview === undefined || attempts.some((attempt) => attempt.answeredAt.getTime() <= lastReview)) return null;
  return applyAttempts(stored, [...attempts].sort(byTime), desiredRetention);
}

/** The scheduling fields of a card, as the record stores and exports them. */
export function cardFields(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    state: card.state,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? null,
  };
}

export type CardFields = ReturnType<typeof cardFields>;

/**
 * The card again from its stored fields (cardFields). The day counts and learning steps are not stored:
 * without short-term steps the scheduler recomputes them from the last review and never reads them.
 */
export function cardOfFields(fields: CardFields): Card {
  const { due, stability, difficulty, state, reps, lapses, lastReview } = fields;
  return {
    due,
    stability,
    difficulty,
    state,
    reps,
    lapses,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    ...(lastReview && { last_review: lastReview }),
  };
}

/**
 * Learned, for the mistakes list: a review card whose memory is expected to last three weeks (Anki's
 * 'mature' threshold). A fresh miss resets stability, so a missed item stays listed until it has been
 * answered right on several spaced days.
 */
export const LEARNED_STABILITY_DAYS = 21;

export function isLearned(card: Pick<Card, 'state' | 'stability'>): boolean {
  return card.state === State.Review && card.stability >= LEARNED_STABILITY_DAYS;
}

export function isOnMistakesList(item: ItemCard, dismissed: boolean): boolean {
  return item.missCount > 0 && !dismissed && !isLearned(item.card);
}

export function isDue(card: Pick<Card, 'due'>, now: Date): boolean {
  return card.due.getTime() <= now.getTime();
}

export function clampRetention(value: number): number {
  const { min, max } = PRACTICE_RECORD_LIMITS.desiredRetention;
  return Math.min(max, Math.max(min, value));
}

/** One attempt of a pass through a set, as the completion rule needs it. */
export interface RunAttempt {
  itemId: string;
  result: TAttemptResult;
  answeredAt: Date;
}

/**
 * A pass completes its set when every item of the set has a non-skipped attempt in it. The score is the
 * number of items whose first attempt in the pass was right at the first try; the date is the latest
 * attempt's. Null when an item is missing or only skipped.
 */
export function completionOf(
  setItemIds: readonly string[],
  runAttempts: readonly RunAttempt[],
): { score: number; total: number; completedAt: Date } | null {
  if (setItemIds.length === 0) return null;
  const sorted = [...runAttempts].sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime());
  const firstResult = new Map<string, TAttemptResult>();
  const answered = new Set<string>();
  let completedAt = new Date(0);
  for (const attempt of sorted) {
    if (!firstResult.has(attempt.itemId)) firstResult.set(attempt.itemId, attempt.result);
    if (attempt.result !== 'skipped') answered.add(attempt.itemId);
    if (attempt.answeredAt > completedAt) completedAt = attempt.answeredAt;
  }
  if (!setItemIds.every((id) => answered.has(id))) return null;
  const score = setItemIds.filter((id) => firstResult.get(id) === 'first-try').length;
  return { score, total: setItemIds.length, completedAt };
}

/** Local calendar date (YYYY-MM-DD) of an instant, for a zone `tzOffsetMinutes` east of UTC. */
export function localDate(at: Date, tzOffsetMinutes: number): string {
  return new Date(at.getTime() + tzOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Streaks over the dates with activity (any order, duplicates allowed). The current streak counts back
 * from today, or from yesterday when today has nothing yet (a streak is not lost before the day ends).
 */
export function streaksOf(activeDates: readonly string[], today: string): { current: number; longest: number } {
  const dates = new Set(activeDates);
  let longest = 0;
  for (const date of dates) {
    if (dates.has(previousDate(date))) continue;
    let length = 0;
    let cursor = date;
    while (dates.has(cursor)) {
      length += 1;
      cursor = new Date(Date.parse(`${cursor}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    longest = Math.max(longest, length);
  }
  let current = 0;
  let cursor = dates.has(today) ? today : previousDate(today);
  while (dates.has(cursor)) {
    current += 1;
    cursor = previousDate(cursor);
  }
  return { current, longest };
}

/**
 * Words per minute as Qwerty Learner counts it: words typed in right answers divided by the minutes spent
 * typing them (from the first key to the right answer). Null without typing time.
 */
export function wordsPerMinute(words: number, typingMs: number): number | null {
  if (typingMs <= 0) return null;
  return Math.round((words / (typingMs / 60_000)) * 10) / 10;
}

/** Accuracy in percent: items right at the first try among all answered items. Null without items. */
export function accuracyPercent(firstTry: number, items: number): number | null {
  if (items <= 0) return null;
  return Math.round((firstTry / items) * 1000) / 10;
}
