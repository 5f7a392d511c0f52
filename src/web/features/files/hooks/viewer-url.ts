// Address of the full-page viewer for a file (SPEC §2: /viewer?u=&n=&e=, e lowercased).
import type { TFile } from '../../../../shared/files/contract';
import { fileExtension } from '../../../../shared/files/format';

export function viewerUrl(file: Pick<TFile, 'fileUrl' | 'filename'>): string {
  const params = new URLSearchParams({ u: file.fileUrl, n: file.filename, e: fileExtension(file.filename) });
  return `/viewer?${params.toString()}`;
}
