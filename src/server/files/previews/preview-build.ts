// Makes one file's preview: its text per page and its thumbnail, stored in the media store.
// The original is copied to a local temporary file first (so the S3 store works like the disk store),
// Office files become a PDF through LibreOffice (cached at previewKey for the viewer too), videos give a
// frame through ffmpeg when it is installed, and the reading and drawing happen in the worker process.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PREVIEW_LIMITS } from '../../../shared/constants';
import { fileExtension } from '../../../shared/files/format';
import { convertOfficeToPdf, isOfficeFile, type OfficeSetup } from './office-preview';
import { runPreviewWorker } from './preview-child';
import { UnreadableFileError, type ExtractKind } from './preview-extract';
import type { FileRow } from '../queries';
import { runProgram } from '../../platform/run-program';
import { previewKey, thumbnailKey } from '../service';
import type { Storage } from '../../platform/storage/types';

/** What a format gets: sharp decodes these (SVG is left out: it is a document that may load others). */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'tif', 'tiff']);
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'csv']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'mkv', 'avi', 'm4v', 'ogv']);

export type PreviewPlan = ExtractKind | 'office' | 'video' | 'none';

export function previewPlanOf(filename: string): PreviewPlan {
  const extension = fileExtension(filename);
  if (extension === 'pdf') return 'pdf';
  if (isOfficeFile(filename)) return 'office';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (TEXT_EXTENSIONS.has(extension)) return 'text';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'none';
}

export interface BuiltPreview {
  pageCount: number | null;
  pages: string[];
  /** Media-store key of the stored thumbnail; null when the format has none (the card shows its badge). */
  thumbnailKey: string | null;
  /** Peak memory of the worker process, when one ran (the previews bench). */
  workerMaxRssKb?: number;
}

export interface PreviewBuilderOptions {
  storage: Storage;
  /** LibreOffice as prepared at start (prepareOffice); undefined when Office files get no preview. */
  office: Promise<OfficeSetup | undefined>;
  ffmpegPath: string | undefined;
  timeoutMs: number;
  workerMemoryMb: number;
  /** Added to the server's niceness for ffmpeg and the worker process (LibreOffice has its own, in `office`). */
  niceness: number;
  /** Another build of the worker process (the previews bench); by default the one paths.ts finds. */
  workerEntry?: { file: string; execArgv: string[] };
}

export type BuildPreview = (row: FileRow, signal?: AbortSignal) => Promise<BuiltPreview>;

/**
 * Rejects with UnreadableFileError when the file itself cannot be previewed (trying again cannot help);
 * any other rejection (the store, the disk) is worth another try.
 */
export function createPreviewBuilder(options: PreviewBuilderOptions): BuildPreview {
  const { storage, ffmpegPath, timeoutMs, workerMemoryMb, niceness, workerEntry } = options;

  return async function buildPreview(row, signal) {
    const plan = previewPlanOf(row.filename);
    const office = plan === 'office' ? await options.office : undefined;
    // Without LibreOffice or ffmpeg these formats have no preview: ready, with the format badge.
    if (plan === 'none' || (plan === 'office' && !office) || (plan === 'video' && !ffmpegPath)) {
      return { pageCount: null, pages: [], thumbnailKey: null };
    }
    const workDir = await fsp.mkdtemp(path.join(storage.tempDir, 'preview-job-'));
    try {
      const original = path.join(workDir, `original.${fileExtension(row.filename)}`);
      await pipeline(await storage[row.uploadSource].open(row.storageKey), fs.createWriteStream(original), { signal });
      const thumbnailPath = path.join(workDir, 'thumbnail.webp');

      if (plan === 'video') {
        await drawVideoFrame({
          ffmpegPath: ffmpegPath!,
          input: original,
          output: thumbnailPath,
          timeoutMs,
          niceness,
          signal,
        });
        await storeThumbnail(row.id, thumbnailPath);
        return { pageCount: null, pages: [], thumbnailKey: thumbnailKey(row.id) };
      }

      let input = original;
      let convertedPdf: string | undefined;
      if (plan === 'office') {
        input = path.join(workDir, 'converted.pdf');
        if (await storage.media.exists(previewKey(row.id))) {
          // An earlier try converted it (and its end could not be recorded).
          await pipeline(await storage.media.open(previewKey(row.id)), fs.createWriteStream(input), { signal });
        } else {
          input = convertedPdf = await convertOffice(office!, original, workDir, signal);
        }
      }

      const { result, maxRssKb } = await runPreviewWorker(
        { kind: plan === 'office' ? 'pdf' : plan, inputPath: input, thumbnailPath },
        { timeoutMs, memoryMb: workerMemoryMb, niceness, signal, entry: workerEntry },
      );
      if (convertedPdf) {
        const { size } = await fsp.stat(convertedPdf);
        await storage.media.putFile(previewKey(row.id), convertedPdf, { size, mimeType: 'application/pdf' });
      }
      if (result.hasThumbnail) await storeThumbnail(row.id, thumbnailPath);
      return {
        pageCount: result.pageCount,
        pages: result.pages,
        thumbnailKey: result.hasThumbnail ? thumbnailKey(row.id) : null,
        workerMaxRssKb: maxRssKb,
      };
    } finally {
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  };

  async function convertOffice(
    office: OfficeSetup,
    input: string,
    workDir: string,
    signal?: AbortSignal,
  ): Promise<string> {
    try {
      return await convertOfficeToPdf({ office, input, workDir, timeoutMs, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      // LibreOffice could not read the file, or hung on it until killed: the same would happen again.
      throw new UnreadableFileError(`office: ${(error as Error).message}`);
    }
  }

  async function storeThumbnail(fileId: string, localPath: string): Promise<void> {
    const { size } = await fsp.stat(localPath);
    await storage.media.putFile(thumbnailKey(fileId), localPath, { size, mimeType: 'image/webp' });
  }
}

/** One frame, a second in when the video is that long, scaled to the thumbnail width, as WebP. */
async function drawVideoFrame({
  ffmpegPath,
  input,
  output,
  timeoutMs,
  niceness,
  signal,
}: {
  ffmpegPath: string;
  input: string;
  output: string;
  timeoutMs: number;
  niceness: number;
  signal?: AbortSignal;
}): Promise<void> {
  const frameAt = async (seconds: number) =>
    runProgram(
      ffmpegPath,
      [
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        String(seconds),
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        `scale=${PREVIEW_LIMITS.thumbnailWidth}:-2`,
        '-c:v',
        'libwebp',
        output,
      ],
      { timeoutMs, niceness, signal },
    );
  try {
    await frameAt(1);
    // A video shorter than a second gives no frame there: take its first.
    if (!fs.existsSync(output)) await frameAt(0);
    if (!fs.existsSync(output)) throw new Error('ffmpeg wrote no frame');
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UnreadableFileError(`video: ${(error as Error).message}`);
  }
}
