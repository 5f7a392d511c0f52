// Runs an upload after the modal closed (SPEC §4 Upload): a progress notice 'Đang tải lên...' with a
// percentage and a cancel button stays until done; cancel → 'Đã hủy upload' (2 s); success
// 'Tải lên thành công' (2 s); failure the mapped message (5 s).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TIMINGS } from '@shared/constants';
import { useToast } from '@/components/toast';
import { fileKeys } from '@/features/files/api/query-keys';
import { UploadAbortedError, UploadError, uploadFile } from '@/features/files/api/upload-file';
import { mapUploadError } from '@shared/files/messages';

export function useUploader() {
  const toast = useToast();
  const queryClient = useQueryClient();

  return useCallback(
    (file: File, description: string) => {
      let cancelled = false;
      let abort = () => {};
      const notice = toast.show({
        message: 'Đang tải lên... 0%',
        variant: 'info',
        duration: 0,
        progress: 0,
        action: {
          label: 'Hủy',
          onClick: () => {
            cancelled = true;
            abort();
          },
        },
      });
      const handle = uploadFile(file, description, (percent) =>
        toast.update(notice, { message: `Đang tải lên... ${percent}%`, progress: percent }),
      );
      abort = handle.abort;
      handle.promise.then(
        () => {
          toast.dismiss(notice);
          toast.show({ message: 'Tải lên thành công', variant: 'success', duration: TIMINGS.uploadSuccessToastMs });
          void queryClient.invalidateQueries({ queryKey: fileKeys.all });
        },
        (error: unknown) => {
          toast.dismiss(notice);
          if (error instanceof UploadAbortedError) {
            if (cancelled) {
              toast.show({ message: 'Đã hủy upload', variant: 'warning', duration: TIMINGS.uploadCancelledToastMs });
            }
            return;
          }
          const failure = error instanceof UploadError ? error : new UploadError(-1, null);
          toast.show({
            message: mapUploadError(failure.status, failure.body),
            variant: 'error',
            duration: TIMINGS.uploadFailureToastMs,
          });
        },
      );
    },
    [toast, queryClient],
  );
}
