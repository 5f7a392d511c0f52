import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

export function getVocabularySet(topic: string, setIndex: number, signal?: AbortSignal) {
  return apiRequest(PRACTICE_ROUTES.vocabularySet, { query: { topic, setIndex }, signal });
}

export const vocabularySetQueryOptions = (topic: string, setIndex: number) =>
  queryOptions({
    queryKey: practiceKeys.vocabularySet(topic, setIndex),
    queryFn: ({ signal }) => getVocabularySet(topic, setIndex, signal),
    retry: retryUnlessClientError,
  });

export function useVocabularySet(topic: string, setIndex: number) {
  return useQuery(vocabularySetQueryOptions(topic, setIndex));
}
