// The signed-in learner's record, kept by the server (/api/v4/practice, see record-contract.ts).
import { API_BASE } from '@shared/constants';
import { RECORD_ROUTES } from '@shared/practice/record-api-routes';
import { apiErrorFrom, apiRequest, networkError } from '@/lib/api-client';
import type { LearnerRecordSource, ReviewQuery } from './record-source';

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
  progress: () => apiRequest(RECORD_ROUTES.progress),
  mistakes: () => apiRequest(RECORD_ROUTES.mistakes),
  dismissMistake: (kind, itemId) => apiRequest(RECORD_ROUTES.dismissMistake, { params: { kind, itemId } }),
  undoDismissMistake: (kind, itemId) => apiRequest(RECORD_ROUTES.undoDismissMistake, { params: { kind, itemId } }),
  review: (query: ReviewQuery) =>
    apiRequest(RECORD_ROUTES.review, {
      query: { kind: query.kind || undefined, source: query.source || undefined, limit: query.limit || undefined },
    }),
  stats: (tzOffset) => apiRequest(RECORD_ROUTES.stats, { query: { tzOffset } }),
  settings: () => apiRequest(RECORD_ROUTES.settings),
  saveSettings: (settings) => apiRequest(RECORD_ROUTES.saveSettings, { body: settings }),
  exportRecord: (format) => download(`/practice/export?format=${format}`),
  reset: () => apiRequest(RECORD_ROUTES.reset),
};
