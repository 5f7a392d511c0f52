import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLearnerSettings } from '@shared/practice/record-contract';
import { useRecordSource } from '@/features/practice/record/record-context';
import { recordKeys } from '@/features/practice/record/record-source';

/** A new desired retention reschedules every card, so due counts change too: the whole record refetches. */
export function useSaveLearnerSettings() {
  const source = useRecordSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TLearnerSettings) => source.saveSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(recordKeys.settings(), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
