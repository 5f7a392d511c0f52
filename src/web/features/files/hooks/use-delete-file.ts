// Confirm dialog, then success, warning (bytes may remain) or error toast.
import { useCallback } from 'react';
import type { TFile } from '@shared/files/contract';
import { DELETE_CONFIRMATION, FILE_ERRORS, FILE_NOTICES } from '@shared/files/messages';
import { useConfirm } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { runWithToasts } from '@/components/toast-sequence';
import { userMessageOf } from '@/lib/api-client';
import { keepFocusOnPage } from '@/lib/page-focus';
import { useDeleteFile } from '@/features/files/api/delete-file';

export function useDeleteWithConfirm() {
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteFile();

  return useCallback(
    async (file: TFile) => {
      if (!(await confirm({ ...DELETE_CONFIRMATION, variant: 'danger' }))) return;
      await runWithToasts(
        toast,
        {
          done: (result) =>
            result.warning
              ? { message: result.warning, variant: 'warning' }
              : { message: FILE_NOTICES.deleted, variant: 'success' },
          failed: (error) => ({ message: userMessageOf(error, FILE_ERRORS.deleteFailed.message), variant: 'error' }),
        },
        () => remove.mutateAsync(file.id),
      );
      // The deleted card takes its focused 'Xóa' button (focus came back to it from the dialog) away.
      keepFocusOnPage();
    },
    [confirm, toast, remove],
  );
}
