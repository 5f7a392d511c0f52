// Runs an admin action with its toasts: what was done on success (in the interface language: the server's
// notice is the same sentence in Vietnamese), the server's refusal on failure.
import { GENERIC_ERRORS } from '@shared/errors';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useRunAdminAction, type TAdminActionRequest } from '@/features/moderation/api/run-admin-action';

export function useAdminAction() {
  const mutation = useRunAdminAction();
  const toast = useToast();
  const t = useT();
  const run = async (action: TAdminActionRequest): Promise<boolean> => {
    try {
      const { warning } = await mutation.mutateAsync(action);
      toast.show({ message: t(`moderation.done.${action.kind}`), variant: 'success' });
      if (warning) toast.show({ message: warning, variant: 'warning' });
      return true;
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
      return false;
    }
  };
  return { run, isPending: mutation.isPending };
}
