// Runs an upload after the modal closed: a progress notice 'Đang tải lên...' with a
// percentage and a cancel button stays until done (it has no close button: hiding it would leave an
// upload running unseen); cancel → 'Đã hủy upload' (2 s); success 'Tải lên thành công' (2 s); failure
// the mapped message (5 s). While the line is down the notice says so ('Mất kết nối, đang thử lại…',
// announced through the toasts' live region) until bytes flow again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TIMINGS } from '@shared/constants';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { runWithToasts } from '@/components/toast-sequence';
import { isAbortError, userMessageOf } from '@/lib/api-client';
import { fileKeys } from '@/features/files/api/query-keys';
import { uploadFile, type UploadFields } from '@/features/files/api/upload-file';

export function useUploader() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const t = useT();

  return useCallback(
    (file: File, fields: UploadFields) => {
      let abort = () => {};
      void runWithToasts(
        toast,
        {
          working: {
            message: t('files.notice.uploading', { percent: 0 }),
            variant: 'info',
            progress: 0,
            action: { label: t('files.notice.cancelUpload'), onClick: () => abort() },
          },
          done: () => ({
            message: t('files.notice.uploaded'),
            variant: 'success',
            duration: TIMINGS.uploadSuccessToastMs,
          }),
          failed: (error) =>
            isAbortError(error)
              ? {
                  message: t('files.notice.uploadCancelled'),
                  variant: 'warning',
                  duration: TIMINGS.uploadCancelledToastMs,
                }
              : {
                  message: userMessageOf(error, t('files.uploadError.failed')),
                  variant: 'error',
                  duration: TIMINGS.uploadFailureToastMs,
                },
        },
        (notice) => {
          let isReconnecting = false;
          const handle = uploadFile(file, fields, {
            onProgress: (percent) => {
              if (isReconnecting) {
                isReconnecting = false;
                // Without a progress value the toasts announce the message: the listener hears it is back.
                notice.update({ message: t('files.notice.uploading', { percent }), variant: 'info' });
              }
              notice.update({ message: t('files.notice.uploading', { percent }), progress: percent });
            },
            onConnectionLost: () => {
              if (isReconnecting) return;
              isReconnecting = true;
              notice.update({ message: t('files.notice.reconnecting'), variant: 'warning' });
            },
          });
          abort = handle.abort;
          return handle.promise;
        },
      ).then((uploaded) => {
        if (uploaded) void queryClient.invalidateQueries({ queryKey: fileKeys.all });
      });
    },
    [toast, queryClient, t],
  );
}
