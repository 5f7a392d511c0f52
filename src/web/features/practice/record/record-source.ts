// The learner's record as the screens see it: one interface with the shapes of the
// /api/v4/practice contract, kept by the account (signed in) or by this browser (visitors). Screens
// never ask which: they call `useRecordSource()` and read through TanStack Query with `recordKeys`.
import type {
  TAttempt,
  TItemKind,
  TLearnerSettings,
  TMistakeList,
  TProgress,
  TReviewBatch,
  TStats,
} from '@shared/practice/record-contract';
import type { TSentenceItem, TVocabularyItem } from '@shared/practice/contract';

/** The item an attempt was made on, kept by the browser's record so mistakes and review can show it. */
export type TAttemptItem = { kind: 'vocabulary'; item: TVocabularyItem } | { kind: 'sentence'; item: TSentenceItem };

export interface ReviewQuery {
  kind?: TItemKind;
  source?: 'due' | 'mistakes';
  limit?: number;
}

export interface LearnerRecordSource {
  /** 'account' when the record is the signed-in learner's on the server, 'browser' for a visitor. */
  readonly where: 'account' | 'browser';
  /**
   * Records answered items. Never throws for a network failure: the account's record keeps the batch in
   * an outbox and sends it again (same ids, so nothing counts twice). `items` are the answered items (the
   * browser's record keeps them to show and practise); `setItemIds` the ids of the whole set the attempts
   * were made in (the browser's record needs them for the completion rule), absent in review runs.
   */
  record(attempts: readonly TAttempt[], items: readonly TAttemptItem[], setItemIds?: readonly string[]): Promise<void>;
  progress(): Promise<TProgress>;
  mistakes(): Promise<TMistakeList>;
  dismissMistake(kind: TItemKind, itemId: string): Promise<void>;
  undoDismissMistake(kind: TItemKind, itemId: string): Promise<void>;
  review(query: ReviewQuery): Promise<TReviewBatch>;
  /** `tzOffset`: minutes east of UTC (Vietnam: 420). */
  stats(tzOffset: number): Promise<TStats>;
  settings(): Promise<TLearnerSettings>;
  saveSettings(settings: TLearnerSettings): Promise<TLearnerSettings>;
  /** The whole record as a file to download. */
  exportRecord(format: 'json' | 'csv'): Promise<Blob>;
  /** 'Xóa tiến độ'. */
  reset(): Promise<void>;
}

/** Query keys of the record; everything under `recordKeys.all` is refetched after a change. */
export const recordKeys = {
  all: ['practice-record'] as const,
  progress: () => [...recordKeys.all, 'progress'] as const,
  mistakes: () => [...recordKeys.all, 'mistakes'] as const,
  review: (query: ReviewQuery) => [...recordKeys.all, 'review', query] as const,
  stats: (tzOffset: number) => [...recordKeys.all, 'stats', tzOffset] as const,
  settings: () => [...recordKeys.all, 'settings'] as const,
};
