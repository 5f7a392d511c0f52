// Save, download and open-viewer actions, shared by every card.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { TIMINGS } from '@shared/constants';
import { GENERIC_ERRORS } from '@shared/errors';
import type { TFile } from '@shared/files/contract';
import { useToast } from '@/components/toast';
import { runWithToasts } from '@/components/toast-sequence';
import { userMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useFileDownload } from '@/lib/file-download';
import { useResumePendingAction, useSignInFirst } from '@/lib/pending-file-action';
import { fileKeys } from '@/features/files/api/query-keys';
import { recordView } from '@/features/files/api/record-view';
import { useSaveFile } from '@/features/files/api/save-file';
import { viewerUrl } from '@/features/files/lib/viewer-url';

/** `page`: where the viewer opens the document (a search hit's page). */
export function useFileActions(file: TFile, page?: number | null) {
  const { user } = useAuth();
  const signInFirst = useSignInFirst();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useSaveFile();
  const lastOpen = useRef(0);
  // The counts change on the server once the browser asked for the bytes; refresh a moment later.
  const refreshAfterDownload = useCallback(
    () => window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: fileKeys.all }), 1000),
    [queryClient],
  );
  const { download, downloading } = useFileDownload(refreshAfterDownload);

  const setSaved = useCallback(
    (saved: boolean) =>
      void runWithToasts(
        toast,
        { failed: (error) => ({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' }) },
        () => save.mutateAsync({ fileId: file.id, saved }),
      ),
    [save, file.id, toast],
  );

  const toggleSave = useCallback(() => {
    if (!user) signInFirst(file.id, 'save');
    else setSaved(!file.isSaved);
  }, [user, signInFirst, setSaved, file.id, file.isSaved]);

  // Back from signing in: the visitor's 'Lưu' saves (never unsaves), their 'Tải xuống' downloads.
  useResumePendingAction(file.id, 'save', () => setSaved(true));
  useResumePendingAction(file.id, 'download', () => void download(file));

  // Leading-edge 600 ms guard: the first click opens at once (a popup opened later than the click
  // would be blocked), repeated clicks within 600 ms are ignored.
  const openViewer = useCallback(() => {
    const now = Date.now();
    if (now - lastOpen.current < TIMINGS.viewOpenDebounceMs) return;
    lastOpen.current = now;
    window.open(viewerUrl(file, page), '_blank', 'noopener');
    if (user) void recordView(file.id).then(() => queryClient.invalidateQueries({ queryKey: fileKeys.all }));
  }, [file, page, user, queryClient]);

  return {
    toggleSave,
    download: () => download(file),
    downloading,
    openViewer,
    saving: save.isPending,
  };
}
