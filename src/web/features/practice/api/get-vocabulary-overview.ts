import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabularyOverview } from '@shared/practice/contract';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

// No schema: the home page is the landing page and must not pull zod into its first load.
export function getVocabularyOverview(signal?: AbortSignal): Promise<TVocabularyOverview> {
  return apiRequest(PRACTICE_ROUTES.vocabularyOverview, { signal });
}

export const vocabularyOverviewQueryOptions = () =>
  queryOptions({
    queryKey: practiceKeys.vocabularyOverview(),
    queryFn: ({ signal }) => getVocabularyOverview(signal),
    retry: retryUnlessClientError,
  });

export function useVocabularyOverview() {
  return useQuery(vocabularyOverviewQueryOptions());
}
