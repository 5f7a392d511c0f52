import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSentenceOverview } from '@shared/practice/contract';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

// No schema: read by the landing page, which keeps zod out of its first load.
export function getSentenceOverview(signal?: AbortSignal): Promise<TSentenceOverview> {
  return apiRequest(PRACTICE_ROUTES.sentenceOverview, { signal });
}

export const sentenceOverviewQueryOptions = () =>
  queryOptions({
    queryKey: practiceKeys.sentenceOverview(),
    queryFn: ({ signal }) => getSentenceOverview(signal),
    retry: retryUnlessClientError,
  });

export function useSentenceOverview() {
  return useQuery(sentenceOverviewQueryOptions());
}
