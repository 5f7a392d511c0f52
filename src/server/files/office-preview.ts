// Office formats shown in the viewer as PDF (DESIGN.md replaces the spec's online office viewer): the
// background preview job (issue 12) converts each file once through LibreOffice and caches the PDF in the
// media store; the viewer serves that PDF, and says so clearly while it is being made, when the file could
// not be converted, or without LibreOffice (the viewer then offers the download).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../shared/files/format';
import { FILE_ERRORS } from '../../shared/files/messages';
import { AppError } from '../http/app-error';
import type { FileReadRow } from './queries';
import { findProgram, runProgram } from './run-program';
import { previewKey } from './service';
import type { Storage } from './storage/types';

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);

export function isOfficeFile(filename: string): boolean {
  return OFFICE_EXTENSIONS.has(fileExtension(filename));
}

/** The configured path, else soffice or libreoffice on PATH. */
export function findSoffice(configured: string | undefined, searchPath?: string): string | undefined {
  return findProgram(configured, ['soffice', 'libreoffice'], searchPath);
}

/**
 * Converts `input` (an Office file in `workDir`) to PDF in `workDir` and returns the PDF's path. Each
 * conversion has its own LibreOffice profile in `workDir`, so conversions may run side by side; the whole
 * LibreOffice process group is killed after `timeoutMs`.
 */
export async function convertOfficeToPdf({
  sofficePath,
  input,
  workDir,
  timeoutMs,
  signal,
}: {
  sofficePath: string;
  input: string;
  workDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<string> {
  await runProgram(
    sofficePath,
    [
      '--headless',
      '--norestore',
      `-env:UserInstallation=file://${path.join(workDir, 'profile')}`,
      '--convert-to',
      'pdf',
      '--outdir',
      workDir,
      input,
    ],
    { timeoutMs, signal },
  );
  const output = path.join(workDir, `${path.basename(input, path.extname(input))}.pdf`);
  // LibreOffice exits with 0 even when it could not read the file; it then writes nothing.
  if (!fs.existsSync(output)) throw new Error('LibreOffice wrote no PDF');
  return output;
}

/**
 * The viewer's preview.pdf: the PDF the background preview job made. A request never converts: a
 * conversion takes seconds of CPU and anyone may ask for a public file's preview again and again, so the
 * job converts each file once and its outcome (the PDF, or 'failed') is what every request gets.
 */
export function createOfficePreviewer(options: { storage: Storage; sofficePath: string | undefined }) {
  const { storage, sofficePath } = options;

  return {
    async open(row: FileReadRow): Promise<Readable> {
      if (!isOfficeFile(row.filename)) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
      const key = previewKey(row.id);
      if (await storage.media.exists(key)) return storage.media.open(key);
      if (row.previewState === 'failed') throw AppError.from(422, FILE_ERRORS.previewFailed);
      // 'ready' without a PDF: the job ran while LibreOffice was not installed.
      if (row.previewState === 'ready' || !sofficePath) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
      throw AppError.from(409, FILE_ERRORS.previewPending);
    },
  };
}
