// Office formats shown in the viewer as PDF (DESIGN.md replaces the spec's online office viewer):
// LibreOffice converts once per file, the PDF is cached in the media store, and without LibreOffice
// the viewer gets a clear error and offers the download.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../shared/files/format';
import { FILE_ERRORS } from '../../shared/files/messages';
import { AppError } from '../http/app-error';
import type { FileRow } from './queries';
import { previewKey } from './service';
import type { Storage } from './storage/types';

const run = promisify(execFile);
const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);
const CONVERSION_TIMEOUT_MS = 120_000;

export function isOfficeFile(filename: string): boolean {
  return OFFICE_EXTENSIONS.has(fileExtension(filename));
}

/** The configured path, else soffice or libreoffice on PATH. */
export function findSoffice(configured: string | undefined, searchPath = process.env.PATH ?? ''): string | undefined {
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  for (const dir of searchPath.split(path.delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = path.join(dir, name);
      if (dir && fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function createOfficePreviewer(options: {
  storage: Storage;
  sofficePath: string | undefined;
  openOriginal: (row: FileRow) => Promise<Readable>;
}) {
  const { storage, sofficePath, openOriginal } = options;
  const inFlight = new Map<string, Promise<void>>();

  async function convert(row: FileRow): Promise<void> {
    if (!sofficePath) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
    const workDir = await fsp.mkdtemp(path.join(storage.tempDir, 'preview-'));
    try {
      const input = path.join(workDir, `source.${fileExtension(row.filename)}`);
      await pipeline(await openOriginal(row), fs.createWriteStream(input));
      await run(
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
        { timeout: CONVERSION_TIMEOUT_MS },
      );
      const output = path.join(workDir, 'source.pdf');
      const { size } = await fsp.stat(output).catch(() => {
        throw AppError.from(422, FILE_ERRORS.previewFailed);
      });
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
    async open(row: FileRow): Promise<Readable> {
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
