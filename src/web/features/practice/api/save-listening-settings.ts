import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListeningSettings } from '@shared/practice/contract';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { useToast } from '@/components/toast';
import { apiRequest } from '@/lib/api-client';
import { normaliseListeningSettings, writeVisitorListeningSettings } from '@/features/practice/lib/listening-settings';
import { translate } from '@/i18n/i18n';
import { practiceKeys } from './query-keys';

export async function saveListeningSettings(settings: TListeningSettings): Promise<TListeningSettings> {
  return normaliseListeningSettings(await apiRequest(PRACTICE_ROUTES.saveListeningSettings, { body: settings }));
}

/**
 * A change applies at once (optimistic): the account's copy is saved behind it, one save after the other
 * (two quick changes must reach the server in their order), and put back with a notice when the save
 * fails. A visitor's settings go to this browser.
 */
export function useSaveListeningSettings(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = practiceKeys.listening(userId);
  const mutationKey = [...queryKey, 'save'];
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join('/') },
    mutationFn: async (settings: TListeningSettings) => {
      if (userId !== null) return saveListeningSettings(settings);
      writeVisitorListeningSettings(settings);
      return settings;
    },
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TListeningSettings>(queryKey);
      queryClient.setQueryData(queryKey, settings);
      return { previous };
    },
    onError: (error, _settings, context) => {
      console.warn('Listening settings could not be saved', error);
      // A later change still on its way wins over this rollback.
      if (context?.previous && queryClient.isMutating({ mutationKey }) <= 1) {
        queryClient.setQueryData(queryKey, context.previous);
      }
      toast.show({ message: translate('practice.listening.saveFailed'), variant: 'error' });
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, saved);
    },
  });
}
