// What the end of a set shows (the learner's moment): the pass's score, accuracy, typing speed and time,
// and the items missed, computed from the session's answer log. Typing speed and the score follow the
// learner's record (record-rules.ts), so the summary and /progress count the same way.
import type { TItemKind } from '@shared/practice/record-contract';
import { answerWordCount, isMiss, isTyped, wordsPerMinute } from '@shared/practice/record-rules';
import type { AnsweredItem } from './practice-state';

export interface SetSummary {
  /** Items right at the first check, out of `total` (the set's score, as its completion counts it). */
  firstTry: number;
  total: number;
  /**
   * The share of the pass's tries that found the answer by the learner's own typing, in whole percent: each
   * check is a try, and an item left by fast forward or answered after its answer was shown counts its last
   * try as not found. Null before any item is answered.
   */
  accuracyPercent: number | null;
  /**
   * Words per minute: words of the answers typed to the end (right at once or after mistakes, repeats
   * included) over the time spent typing them, from each item's first key to its right answer.
   */
  wordsPerMinute: number | null;
  /** The set's active time: from each item's first key to its right answer, summed (ms). */
  activeMs: number;
  /** The set's items not right at the first try (after mistakes, shown or skipped), in set order. */
  missed: number[];
}

export interface SetSummaryInput {
  kind: TItemKind;
  /** The answer of each item of the set, in set order. */
  answers: readonly string[];
  /** The session's answer log: every answered slot in answer order, repeats of missed items included. */
  answered: readonly AnsweredItem[];
}

export function summarizeSet({ kind, answers, answered }: SetSummaryInput): SetSummary {
  const firstResult = new Map<number, AnsweredItem['result']>();
  let foundTries = 0;
  let tries = 0;
  let typedWords = 0;
  let typingMs = 0;
  let activeMs = 0;
  for (const entry of answered) {
    if (!firstResult.has(entry.item)) firstResult.set(entry.item, entry.result);
    tries += entry.wrongTries + 1;
    if (isTyped(entry.result)) foundTries += 1;
    activeMs += entry.durationMs;
    if (isTyped(entry.result)) {
      typedWords += answerWordCount(kind, answers[entry.item] ?? '');
      typingMs += entry.durationMs;
    }
  }
  const missed: number[] = [];
  let firstTry = 0;
  answers.forEach((_, item) => {
    const result = firstResult.get(item);
    if (result === 'first-try') firstTry += 1;
    else if (result !== undefined && isMiss(result)) missed.push(item);
  });
  return {
    firstTry,
    total: answers.length,
    accuracyPercent: tries === 0 ? null : Math.round((foundTries / tries) * 100),
    wordsPerMinute: typingMs === 0 ? null : Math.round(wordsPerMinute(typedWords, typingMs) ?? 0),
    activeMs,
    missed,
  };
}

/** Items answered today out of the day's goal, for the goal bar (never past full). */
export function goalPercent(itemsToday: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.round((itemsToday / goal) * 100));
}

/** Items answered on a local date (YYYY-MM-DD), from the stats' days. */
export function itemsOnDate(days: readonly { date: string; items: number }[], date: string): number {
  return days.find((day) => day.date === date)?.items ?? 0;
}

/** A duration as whole minutes and the seconds left, rounded to the second. */
export function minutesAndSeconds(ms: number): { minutes: number; seconds: number } {
  const total = Math.round(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
