// The learner's progress (issue 11): latest completion of each set, items due for review, mistakes count;
// from the account or from this browser, whichever the record source is.
import { useQuery } from '@tanstack/react-query';
import { recordKeys } from '@/features/practice/record/record-source';
import { useRecordSource } from '@/features/practice/record/record-context';

export function useProgress() {
  const source = useRecordSource();
  const query = useQuery({ queryKey: recordKeys.progress(), queryFn: () => source.progress() });
  return { ...query, where: source.where };
}
