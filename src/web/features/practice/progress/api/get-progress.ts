import { useQuery } from '@tanstack/react-query';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';
import { retryUnlessClientError } from '@/features/practice/api/retry-policy';

/** Completions and the items due for 'Ôn tập' today. */
export function useProgress() {
  const source = useRecordSource();
  return useQuery({
    queryKey: recordKeys.progress(),
    queryFn: () => source.progress(),
    retry: retryUnlessClientError,
  });
}
