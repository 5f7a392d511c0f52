import { useQuery } from '@tanstack/react-query';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';
import { retryUnlessClientError } from '@/features/practice/api/retry-policy';

/** 'Từ cần ôn', newest miss first (the record keeps that order). */
export function useMistakes() {
  const source = useRecordSource();
  return useQuery({
    queryKey: recordKeys.mistakes(),
    queryFn: () => source.mistakes(),
    retry: retryUnlessClientError,
  });
}
