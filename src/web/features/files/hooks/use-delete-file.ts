// SPEC §4 Delete: confirm dialog, then success, warning (bytes may remain) or error toast.
import { useCallback } from 'react';
import type { TFile } from '@shared/files/contract';
import { useConfirm } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useDeleteFile } from '@/features/files/api/delete-file';

export function useDeleteWithConfirm() {
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteFile();

  return useCallback(
    async (file: TFile) => {
      const ok = await confirm({
        title: 'Xác nhận xóa',
        message: 'Bạn có chắc chắn muốn xóa file? Hành động này không thể hoàn tác.',
        confirmLabel: 'Xóa',
        variant: 'danger',
      });
      if (!ok) return;
      try {
        const result = await remove.mutateAsync(file.id);
        if (result.warning) toast.show({ message: result.warning, variant: 'warning' });
        else toast.show({ message: 'Đã xóa file thành công', variant: 'success' });
      } catch (error) {
        toast.show({ message: (error as Error).message || 'Xóa thất bại', variant: 'error' });
      }
    },
    [confirm, toast, remove],
  );
}
