// The signed-in learner's record, kept by the server (/api/v4/practice, see record-contract.ts).
import type {
  TItemKind,
  TLearnerSettings,
  TMistakeList,
  TProgress,
  TReviewBatch,
  TStats,
} from '@shared/practice/record-contract';
import { API_BASE } from '@shared/constants';
import { apiErrorFrom, apiRequest, networkError } from '@/lib/api-client';
import type { LearnerRecordSource, ReviewQuery } from './record-source';

function mistakePath(kind: TItemKind, itemId: string): string {
  return `/practice/mistakes/${encodeURIComponent(kind)}/${encodeURIComponent(itemId)}`;
}

async function download(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  return response.blob();
}

/**
 * Everything but `record`: sending attempts needs the outbox (retries while offline), which wraps this.
 */
export const accountReads: Omit<LearnerRecordSource, 'record'> = {
  where: 'account',
  progress: () => apiRequest<TProgress>('/practice/progress'),
  mistakes: () => apiRequest<TMistakeList>('/practice/mistakes'),
  dismissMistake: (kind, itemId) => apiRequest<void>(mistakePath(kind, itemId), { method: 'PUT' }),
  undoDismissMistake: (kind, itemId) => apiRequest<void>(mistakePath(kind, itemId), { method: 'DELETE' }),
  review: (query: ReviewQuery) => {
    const params = new URLSearchParams();
    if (query.kind) params.set('kind', query.kind);
    if (query.source) params.set('source', query.source);
    if (query.limit) params.set('limit', String(query.limit));
    return apiRequest<TReviewBatch>(`/practice/review?${params}`);
  },
  stats: (tzOffset) => apiRequest<TStats>(`/practice/stats?tzOffset=${tzOffset}`),
  settings: () => apiRequest<TLearnerSettings>('/practice/settings'),
  saveSettings: (settings) => apiRequest<TLearnerSettings>('/practice/settings', { method: 'PUT', json: settings }),
  exportRecord: (format) => download(`/practice/export?format=${format}`),
  reset: () => apiRequest<void>('/practice/record', { method: 'DELETE' }),
};
