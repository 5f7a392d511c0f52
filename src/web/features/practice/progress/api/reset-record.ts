import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';

/** 'Xóa tiến độ': attempts, cards, completions and settings. */
export function useResetRecord() {
  const source = useRecordSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => source.reset(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
