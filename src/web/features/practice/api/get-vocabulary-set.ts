import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabularySet } from '@shared/practice/contract';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

export function getVocabularySet(topic: string, setIndex: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ topic, setIndex: String(setIndex) });
  return apiRequest<TVocabularySet>(`/practice/vocabulary?${query}`, { signal });
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
