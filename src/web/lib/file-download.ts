// Download, shared by the file card and the viewer (features never import each other): a visitor
// signs in first and comes back to finish it (pending-file-action.ts), unless the file's owner lets visitors
// download it; otherwise the metadata call first proves the file exists and the caller may read it
// (the download route answers an attachment the page cannot observe), then the browser streams it to
// disk (no blob in memory), with 'Đang tải file xuống...' → 'Tải xuống thành công!' / the failure.
import { useCallback, useRef, useState } from 'react';
import { API_BASE, TIMINGS } from '@shared/constants';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { runWithToasts } from '@/components/toast-sequence';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest, refusalMessageOf } from './api-client';
import { useAuth } from './auth';
import { useSignInFirst } from './pending-file-action';

export interface DownloadableFile {
  id: string;
  filename: string;
  /** Whether a visitor may download it (a public file whose owner allows it); unknown: asked first. */
  allowVisitorDownload?: boolean;
  isPublic?: boolean;
}

/** A visitor may download the file without an account: its owner allows it and it is public. */
async function visitorMayDownload(file: DownloadableFile): Promise<boolean> {
  if (file.allowVisitorDownload !== undefined && file.isPublic !== undefined) {
    return file.allowVisitorDownload && file.isPublic;
  }
  try {
    const { file: known } = await apiRequest(FILE_ROUTES.get, { params: { id: file.id } });
    return known.allowVisitorDownload && known.isPublic;
  } catch {
    return false;
  }
}

function fileDownloadPath(fileId: string): string {
  return `${API_BASE}/files/${encodeURIComponent(fileId)}/download`;
}

/** Starts the browser's own download through a hidden link. */
function startBrowserDownload(file: DownloadableFile): void {
  const link = document.createElement('a');
  link.href = fileDownloadPath(file.id);
  link.download = file.filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useFileDownload(onDownloaded?: () => void) {
  const { user } = useAuth();
  const signInFirst = useSignInFirst();
  const toast = useToast();
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);

  const download = useCallback(
    async (file: DownloadableFile) => {
      if (!user && !(await visitorMayDownload(file))) {
        signInFirst(file.id, 'download');
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setDownloading(true);
      const succeeded = await runWithToasts(
        toast,
        {
          working: { message: t('files.notice.downloading'), variant: 'info' },
          done: () => ({
            message: t('files.notice.downloaded'),
            variant: 'success',
            duration: TIMINGS.downloadSuccessToastMs,
          }),
          failed: (error) => ({
            message: refusalMessageOf(error, t('errors.DOWNLOAD_FAILED')),
            variant: 'error',
            duration: TIMINGS.downloadErrorToastMs,
          }),
        },
        async () => {
          await apiRequest(FILE_ROUTES.get, { params: { id: file.id } });
          startBrowserDownload(file);
        },
      );
      busy.current = false;
      setDownloading(false);
      if (succeeded) onDownloaded?.();
    },
    [user, signInFirst, toast, t, onDownloaded],
  );

  return { download, downloading };
}
