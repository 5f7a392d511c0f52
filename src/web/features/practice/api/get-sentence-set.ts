import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

/** `part` comes from the address bar as typed; the server answers INVALID_PART for anything unknown. */
export function getSentenceSet(part: string, setIndex: number, signal?: AbortSignal) {
  return apiRequest(PRACTICE_ROUTES.sentenceSet, { query: { part, setIndex }, signal });
}

export const sentenceSetQueryOptions = (part: string, setIndex: number) =>
  queryOptions({
    queryKey: practiceKeys.sentenceSet(part, setIndex),
    queryFn: ({ signal }) => getSentenceSet(part, setIndex, signal),
    retry: retryUnlessClientError,
  });

export function useSentenceSet(part: string, setIndex: number) {
  return useQuery(sentenceSetQueryOptions(part, setIndex));
}
