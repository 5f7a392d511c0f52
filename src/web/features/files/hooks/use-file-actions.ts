// Save, download and open-viewer actions of SPEC §4, shared by every card.
import { paths } from '@shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { API_BASE, TIMINGS } from '@shared/constants';
import type { TFile } from '@shared/files/contract';
import { useToast } from '@/components/toast';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { fileKeys } from '@/features/files/api/query-keys';
import { recordView } from '@/features/files/api/record-view';
import { useSaveFile } from '@/features/files/api/save-file';
import { viewerUrl } from '@/features/files/lib/viewer-url';

/** Starts the browser's own download (streamed to disk, no blob in memory) through a hidden link. */
function startBrowserDownload(fileId: string, filename: string): void {
  const link = document.createElement('a');
  link.href = `${API_BASE}/files/${encodeURIComponent(fileId)}/download`;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useFileActions(file: TFile) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useSaveFile();
  const [downloading, setDownloading] = useState(false);
  const lastOpen = useRef(0);

  const toggleSave = useCallback(() => {
    if (!user) {
      void navigate(paths.login);
      return;
    }
    save.mutate(
      { fileId: file.id, saved: !file.isSaved },
      { onError: (error) => toast.show({ message: error.message, variant: 'error' }) },
    );
  }, [user, navigate, save, file.id, file.isSaved, toast]);

  // Honest success: the metadata call first proves the file exists and the caller may read it (the
  // download route itself answers an attachment the page cannot observe); then the browser streams it.
  const download = useCallback(async () => {
    if (!user) {
      void navigate(paths.login);
      return;
    }
    if (downloading) return;
    setDownloading(true);
    const notice = toast.show({ message: 'Đang tải file xuống...', variant: 'info', duration: 0 });
    try {
      await apiRequest(`/files/${encodeURIComponent(file.id)}`);
      startBrowserDownload(file.id, file.filename);
      toast.dismiss(notice);
      toast.show({ message: 'Tải xuống thành công!', variant: 'success', duration: TIMINGS.downloadSuccessToastMs });
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: fileKeys.all }), 1000);
    } catch {
      toast.dismiss(notice);
      toast.show({ message: 'Không thể tải file.', variant: 'error', duration: TIMINGS.downloadErrorToastMs });
    } finally {
      setDownloading(false);
    }
  }, [user, navigate, downloading, toast, file.id, file.filename, queryClient]);

  // Leading-edge 600 ms guard: the first click opens at once (a popup opened later than the click
  // would be blocked), repeated clicks within 600 ms are ignored.
  const openViewer = useCallback(() => {
    const now = Date.now();
    if (now - lastOpen.current < TIMINGS.viewOpenDebounceMs) return;
    lastOpen.current = now;
    window.open(viewerUrl(file), '_blank', 'noopener');
    if (user) void recordView(file.id).then(() => queryClient.invalidateQueries({ queryKey: fileKeys.all }));
  }, [file, user, queryClient]);

  return { toggleSave, download, downloading, openViewer, saving: save.isPending };
}
