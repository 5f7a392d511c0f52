import { useQuery } from '@tanstack/react-query';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';
import { retryUnlessClientError } from '@/features/practice/api/retry-policy';
import { currentTzOffset } from '../lib/calendar-dates';

/** The stats in the learner's own days: local dates, streaks counted to the local today. */
export function useStats() {
  const source = useRecordSource();
  const tzOffset = currentTzOffset();
  return useQuery({
    queryKey: recordKeys.stats(tzOffset),
    queryFn: () => source.stats(tzOffset),
    retry: retryUnlessClientError,
  });
}
