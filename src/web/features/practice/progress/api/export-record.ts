import { useMutation } from '@tanstack/react-query';
import { RECORD_EXPORT_FILENAMES } from '@shared/practice/record-export';
import { useRecordSource } from '@/features/practice/record/record-context';

export type RecordExportFormat = 'json' | 'csv';

/** Hands a file made in the page to the browser's own download. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click's task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The whole record as JSON or CSV. The source builds the file (the server's export for an account, the
 * browser's own record for a visitor), so both download the same way.
 */
export function useExportRecord() {
  const source = useRecordSource();
  return useMutation({
    mutationFn: async (format: RecordExportFormat) => {
      const blob = await source.exportRecord(format);
      saveBlob(blob, RECORD_EXPORT_FILENAMES[format]);
    },
  });
}
