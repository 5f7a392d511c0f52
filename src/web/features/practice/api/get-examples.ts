import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

export function getExamples(word: string, signal?: AbortSignal) {
  return apiRequest(PRACTICE_ROUTES.examples, { query: { word }, signal });
}

export const examplesQueryOptions = (word: string) =>
  queryOptions({
    queryKey: practiceKeys.examples(word),
    queryFn: ({ signal }) => getExamples(word, signal),
    select: (data) => data.examples,
    // A failure to load stored examples is only logged; the word screen carries on without them.
    retry: false,
    staleTime: 0,
  });

/** Stored examples of a word, oldest first. Loaded again on every word change. */
export function useExamples(word: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...examplesQueryOptions(word), enabled: (options.enabled ?? true) && word.length > 0 });
}
