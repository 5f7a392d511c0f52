// The learner's progress: latest completion of each set, items due for 'Ôn tập' today, the
// mistakes count; from the account or from this browser, whichever the record source is. Home and
// /progress read the same query.
import { useQuery } from '@tanstack/react-query';
import { recordKeys } from '@/features/practice/record/record-source';
import { useRecordSource } from '@/features/practice/record/record-context';
import { retryUnlessClientError } from './retry-policy';

export function useProgress() {
  const source = useRecordSource();
  return useQuery({
    queryKey: recordKeys.progress(),
    queryFn: () => source.progress(),
    retry: retryUnlessClientError,
  });
}
