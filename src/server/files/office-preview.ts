// Office formats shown in the viewer as PDF (DESIGN.md replaces the spec's online office viewer):
// LibreOffice converts once per file, the PDF is cached in the media store, and without LibreOffice
// the viewer gets a clear error and offers the download. The background preview job (issue 12) converts
// with the same function and caches its PDF at the same key, so the viewer usually finds it made.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../shared/files/format';
import { FILE_ERRORS } from '../../shared/files/messages';
import { AppError } from '../http/app-error';
import type { FileReadRow } from './queries';
import { findProgram, runProgram } from './run-program';
import { previewKey } from './service';
import type { Storage } from './storage/types';

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);
/** The viewer's conversion runs while a reader waits (the job's limit is PREVIEW_TIMEOUT_S). */
const VIEWER_CONVERSION_TIMEOUT_MS = 120_000;

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

export function createOfficePreviewer(options: {
  storage: Storage;
  sofficePath: string | undefined;
  openOriginal: (row: FileReadRow) => Promise<Readable>;
}) {
  const { storage, sofficePath, openOriginal } = options;
  const inFlight = new Map<string, Promise<void>>();

  async function convert(row: FileReadRow): Promise<void> {
    if (!sofficePath) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
    const workDir = await fsp.mkdtemp(path.join(storage.tempDir, 'preview-'));
    try {
      const input = path.join(workDir, `source.${fileExtension(row.filename)}`);
      await pipeline(await openOriginal(row), fs.createWriteStream(input));
      const output = await convertOfficeToPdf({
        sofficePath,
        input,
        workDir,
        timeoutMs: VIEWER_CONVERSION_TIMEOUT_MS,
      });
      const { size } = await fsp.stat(output);
      await storage.media.putFile(previewKey(row.id), output, { size, mimeType: 'application/pdf' });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw AppError.from(422, FILE_ERRORS.previewFailed);
    } finally {
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    isAvailable: sofficePath !== undefined,
    async open(row: FileReadRow): Promise<Readable> {
      if (!isOfficeFile(row.filename)) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
      const key = previewKey(row.id);
      if (!(await storage.media.exists(key))) {
        let pending = inFlight.get(row.id);
        if (!pending) {
          pending = convert(row).finally(() => inFlight.delete(row.id));
          inFlight.set(row.id, pending);
        }
        await pending;
      }
      return storage.media.open(key);
    },
  };
}
