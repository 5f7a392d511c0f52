// A batch of items to review: the due items, most overdue first, or the mistakes list; up to 20
// of one kind.
import { useQuery } from '@tanstack/react-query';
import { recordKeys, type ReviewQuery } from '@/features/practice/record/record-source';
import { useRecordSource } from '@/features/practice/record/record-context';

export function useReviewBatch(query: ReviewQuery) {
  const source = useRecordSource();
  return useQuery({
    queryKey: recordKeys.review(query),
    queryFn: () => source.review(query),
    // A batch being practised must not change under the learner: each answer refetches the record.
    staleTime: Infinity,
  });
}
