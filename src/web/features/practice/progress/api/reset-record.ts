import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';

/** 'Xóa tiến độ': attempts, cards, completions and settings (the account's listening settings too). */
export function useResetRecord() {
  const source = useRecordSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => source.reset(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['practice', 'listening'] }),
      ]),
  });
}
