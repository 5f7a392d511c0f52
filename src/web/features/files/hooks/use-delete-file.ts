// Confirm dialog, then success, warning (bytes may remain) or error toast.
import { useCallback } from 'react';
import type { TFile } from '@shared/files/contract';
import { useConfirm } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { runWithToasts } from '@/components/toast-sequence';
import { userMessageOf } from '@/lib/api-client';
import { keepFocusOnPage } from '@/lib/page-focus';
import { useDeleteFile } from '@/features/files/api/delete-file';

export function useDeleteWithConfirm() {
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteFile();
  const t = useT();

  return useCallback(
    async (file: TFile) => {
      const confirmed = await confirm({
        title: t('files.deleteConfirm.title'),
        message: t('files.deleteConfirm.message'),
        confirmLabel: t('files.deleteConfirm.confirm'),
        variant: 'danger',
      });
      if (!confirmed) return;
      await runWithToasts(
        toast,
        {
          done: (result) =>
            result.warning
              ? { message: result.warning, variant: 'warning' }
              : { message: t('files.notice.deleted'), variant: 'success' },
          failed: (error) => ({ message: userMessageOf(error, t('errors.DELETE_FAILED')), variant: 'error' }),
        },
        () => remove.mutateAsync(file.id),
      );
      // The deleted card takes its focused 'Xóa' button (focus came back to it from the dialog) away.
      keepFocusOnPage();
    },
    [confirm, toast, remove, t],
  );
}
