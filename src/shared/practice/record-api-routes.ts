// The learner's record as the browser calls it (api-route.ts); every route is the signed-in learner's own.
import { defineRoute } from '../api-route';
import type {
  TAttempt,
  TItemKind,
  TLearnerSettings,
  TMistakeList,
  TProgress,
  TRecordAttemptsResponse,
  TReviewBatch,
  TStats,
} from './record-contract';

type TMistakeParams = { kind: TItemKind; itemId: string };

export const RECORD_ROUTES = {
  recordAttempts: defineRoute<{ body: { attempts: TAttempt[] }; response: TRecordAttemptsResponse }>()(
    'POST',
    '/practice/attempts',
  ),
  progress: defineRoute<{ response: TProgress }>()('GET', '/practice/progress'),
  mistakes: defineRoute<{ response: TMistakeList }>()('GET', '/practice/mistakes'),
  /** 'Đã thuộc': the item leaves the mistakes list and the review. */
  dismissMistake: defineRoute<{ params: TMistakeParams; response: void }>()('PUT', '/practice/mistakes/:kind/:itemId'),
  undoDismissMistake: defineRoute<{ params: TMistakeParams; response: void }>()(
    'DELETE',
    '/practice/mistakes/:kind/:itemId',
  ),
  review: defineRoute<{
    query: { kind?: TItemKind; source?: 'due' | 'mistakes'; limit?: number };
    response: TReviewBatch;
  }>()('GET', '/practice/review'),
  /** `tzOffset`: minutes east of UTC (420 for Vietnam). */
  stats: defineRoute<{ query: { tzOffset: number }; response: TStats }>()('GET', '/practice/stats'),
  settings: defineRoute<{ response: TLearnerSettings }>()('GET', '/practice/settings'),
  saveSettings: defineRoute<{ body: TLearnerSettings; response: TLearnerSettings }>()('PUT', '/practice/settings'),
  /** 'Xóa tiến độ'. */
  reset: defineRoute<{ response: void }>()('DELETE', '/practice/record'),
} as const;
