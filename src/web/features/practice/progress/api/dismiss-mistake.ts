import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMistake } from '@shared/practice/record-contract';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';

type MistakeRef = Pick<TMistake, 'itemKind' | 'itemId'>;

/** 'Đã thuộc': the item leaves 'Từ cần ôn' and the review; everything derived from the record refetches. */
export function useDismissMistake() {
  const source = useRecordSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mistake: MistakeRef) => source.dismissMistake(mistake.itemKind, mistake.itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}

/** 'Hoàn tác' of 'Đã thuộc': the item comes back to the list and to the review. */
export function useUndoDismissMistake() {
  const source = useRecordSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mistake: MistakeRef) => source.undoDismissMistake(mistake.itemKind, mistake.itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
