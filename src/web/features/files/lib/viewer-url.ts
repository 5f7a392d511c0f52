// Address of the full-page viewer for a file (/viewer?u=&n=&e=, e lowercased).
import { paths } from '@shared/paths';
import type { TFile } from '@shared/files/contract';
import { fileExtension } from '@shared/files/format';

export function viewerUrl(
  file: Pick<TFile, 'fileUrl' | 'filename'> & { title?: string },
  page?: number | null,
): string {
  return paths.viewer.build({
    url: file.fileUrl,
    name: file.filename,
    title: file.title,
    extension: fileExtension(file.filename),
    page,
  });
}
