import { useQuery } from '@tanstack/react-query';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';
import { retryUnlessClientError } from '@/features/practice/api/retry-policy';

export function useLearnerSettings() {
  const source = useRecordSource();
  return useQuery({
    queryKey: recordKeys.settings(),
    queryFn: () => source.settings(),
    retry: retryUnlessClientError,
  });
}
