// The learner's record's limits and names, without zod: the practice screens import them, and the
// browser's JavaScript carries no zod (record-contract.ts builds its schemas from these).

export const PRACTICE_RECORD_LIMITS = {
  /** Attempts per POST; the browser sends larger backlogs in several batches. */
  maxAttemptsPerBatch: 500,
  /** An item answered after more than an hour of typing is not a real measurement. */
  maxDurationMs: 60 * 60 * 1000,
  maxWrongTries: 1000,
  /** Clock drift allowed between a browser and the server before an attempt counts as 'from the future'. */
  futureToleranceMs: 5 * 60 * 1000,
  /**
   * The earliest time an attempt may carry (ms): nobody practised here before 2020, so an earlier time is a
   * device's clock gone back to its epoch (1970, 1980, 2000), not an answer to place in the record.
   */
  earliestAnsweredAt: Date.UTC(2020, 0, 1),
  /** Items per review or mistakes run. */
  reviewBatchSize: 20,
  mistakesListMax: 500,
  desiredRetention: { min: 0.8, max: 0.97, default: 0.9 },
  /** Days of activity the stats answer (the year heatmap): today and the 365 before it. */
  statsDays: 366,
  /** Attempts a visitor's browser keeps (oldest dropped first). */
  localAttemptsMax: 5000,
} as const;

/**
 * How an item was answered:
 * - 'first-try': right at the first check;
 * - 'after-mistakes': right after one or more wrong checks;
 * - 'revealed': right, but only after the answer was shown (the learner's toggle, or three wrong checks);
 * - 'skipped': left by fast forward without a right answer.
 */
export const ATTEMPT_RESULTS = ['first-try', 'after-mistakes', 'revealed', 'skipped'] as const;

/**
 * How the item was asked: 'listen' plays it and the learner types what they hear (both kinds); 'meaning'
 * shows a word's Vietnamese meaning, silently, and the learner types the English word (vocabulary only).
 * Old clients and old rows know only 'listen'.
 */
export const PRACTICE_MODES = ['listen', 'meaning'] as const;
export const DEFAULT_PRACTICE_MODE: (typeof PRACTICE_MODES)[number] = 'listen';

/**
 * Items a day the end-of-set summary counts towards "today's goal": one set's worth of words. A fixed goal
 * until learners can choose their own.
 */
export const DAILY_GOAL_ITEMS = 20;
