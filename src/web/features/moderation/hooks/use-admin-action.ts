// Runs an admin action with its toasts: the server's notice on success, its refusal on failure.
import { GENERIC_ERRORS } from '@shared/errors';
import { useToast } from '@/components/toast';
import { userMessageOf } from '@/lib/api-client';
import { useRunAdminAction, type TAdminActionRequest } from '@/features/moderation/api/run-admin-action';

export function useAdminAction() {
  const mutation = useRunAdminAction();
  const toast = useToast();
  const run = async (action: TAdminActionRequest): Promise<boolean> => {
    try {
      const { message, warning } = await mutation.mutateAsync(action);
      toast.show({ message, variant: 'success' });
      if (warning) toast.show({ message: warning, variant: 'warning' });
      return true;
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
      return false;
    }
  };
  return { run, isPending: mutation.isPending };
}
