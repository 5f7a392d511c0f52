// Receives one upload (docs/product-rules.md, Uploads) as a stream: the bytes go to a temporary file
// while they are counted, the server stops reading past 300 MB or at a first KiB that is an executable or a
// script, and only a complete, valid file reaches a store. Any failure removes whatever was written
// (nothing half-stored).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD } from '../../../shared/constants';
import {
  CONTENT_HEAD_BYTES,
  createScriptTagScanner,
  findBlockedContent,
} from '../../../shared/files/content-signature';
import type { DocumentDetailsText } from '../../../shared/files/document-info';
import { FILE_ERRORS } from '../../../shared/files/messages';
import {
  ARCHIVE_EXTENSIONS,
  storedFormat,
  TEXT_EXTENSIONS,
  uploadStoreFor,
  validateUploadCandidate,
} from '../../../shared/files/upload-rules';
import { AppError } from '../../http/app-error';
import { checkArchive, type ArchiveEntryRecord } from '../archives/archive-check';
import { mimeTypeFor } from '../content-types';
import type { Storage, StoreName } from '../../platform/storage/types';

/**
 * What may wait between the socket and the disk while an upload streams in (each write stream's and parser's
 * buffer): one read of the socket (64 KiB). Node's default of 16 KiB is smaller than one such read, so every
 * read stopped the socket until the disk had written it. Larger buffers measured worse: chunks that wait
 * longer outlive the young generation, and the old one's collections then cost more than the writes saved.
 */
export const UPLOAD_STREAM_BUFFER_BYTES = 64 * 1024;

/** The file part of an upload form as the route read it: plain data and the file's bytes, not yet read. */
export interface UploadFilePart {
  fileStream: Readable;
  /** The name the browser sent (path included: the rules refuse one rather than cut it off). */
  filename: string;
  /** The MIME type the browser declared; empty when it could not tell. */
  declaredType: string;
}

export interface ReceivedUpload {
  fileId: string;
  filename: string;
  mimeType: string;
  format: string;
  size: number;
  description: string | null;
  store: StoreName;
  key: string;
  uploadId?: string;
  /** An archive's entries, checked (archive-check.ts); absent for any other file. */
  archiveEntries?: ArchiveEntryRecord[];
}

/** The bytes of a file part, complete in a temporary file that the receiver removes once it is done with it. */
export type ReceivedBytes = Omit<LocalFile, 'description' | 'details'>;

/**
 * Reads the bytes of `part` into a temporary file. The stream is always finished with: read to its end, or
 * destroyed (a refused name, more than 300 MB, a program's first bytes, a failure) so the route can close the
 * connection instead of reading on; on a refusal nothing is left on disk.
 */
export async function receiveUploadBytes(part: UploadFilePart, storage: Storage): Promise<ReceivedBytes> {
  // The name and type rules run before a single byte is written (in order).
  const nameCheck = validateUploadCandidate({ name: part.filename, type: part.declaredType });
  if (!nameCheck.ok) {
    part.fileStream.destroy();
    throw new AppError(400, nameCheck.code, nameCheck.message);
  }
  const fileId = randomUUID();
  const localPath = path.join(storage.tempDir, `${fileId}.part`);
  try {
    const size = await writeAtMostMaxBytes(part.fileStream, localPath);
    return { fileId, localPath, size, filename: part.filename, declaredType: part.declaredType };
  } catch (error) {
    await fsp.rm(localPath, { force: true });
    throw error;
  }
}

/** A whole upload form: the file's bytes in a temporary file, and every field of the form. */
export interface UploadForm {
  bytes: ReceivedBytes;
  /** Trimmed, checked against UPLOAD.maxDescriptionLength; null when blank (a blank description is not stored). */
  description: string | null;
  isPublic: boolean;
  /** Title, subject, level and tags as sent, each already checked alone (upload-form.ts). */
  details: DocumentDetailsText;
}

/** A complete file on local disk, as the multipart reader or a finished tus upload (tus.ts) left it. */
export interface LocalFile {
  fileId: string;
  /** Moved (disk driver) or copied (s3 driver) into its store; the caller removes what is left. */
  localPath: string;
  size: number;
  filename: string;
  declaredType: string;
  description: string | null;
  /** Title, subject, level and tags as sent; the service checks them before the bytes are stored. */
  details: DocumentDetailsText;
}

/**
 * The step both upload paths share: the whole safety check on the finished bytes (name, type, empty,
 * 300 MB, then what the first bytes are: content-signature.ts), then the bytes go to the store their size
 * calls for. The multipart reader has already looked at the first bytes as they arrived; reading
 * them again here (one KiB) keeps one place that no finished upload gets past.
 */
export async function storeLocalFile(
  file: LocalFile,
  storage: Storage,
  log: (error: unknown, message: string) => void,
): Promise<ReceivedUpload> {
  const { fileId, size } = file;
  const check = validateUploadCandidate({ name: file.filename, size, type: file.declaredType });
  if (!check.ok) throw new AppError(check.code === 'FILE_TOO_LARGE' ? 413 : 400, check.code, check.message);
  refuseBlockedContent(await readHead(file.localPath));
  if (TEXT_EXTENSIONS.has(check.extension)) await refuseScriptTagsIn(file.localPath);
  // An archive is read whole, every entry held to the rules above, before it may be stored.
  const archiveEntries = ARCHIVE_EXTENSIONS.has(check.extension) ? await checkArchive(file.localPath) : undefined;

  const store = uploadStoreFor(size);
  const mimeType = mimeTypeFor(file.declaredType, check.name);
  const key = `files/${fileId}`;
  let uploadId: string | undefined;
  try {
    ({ uploadId } = await storage[store].putFile(key, file.localPath, { size, mimeType }));
  } catch (error) {
    log(error, `storing an upload in ${store} failed`);
    await storage[store].delete(key).catch(() => undefined);
    throw AppError.from(503, FILE_ERRORS.storageUnavailable);
  }
  return {
    fileId,
    filename: check.name,
    mimeType,
    // The format is read from the type the browser declared, else the extension; the type derived
    // for serving (text/plain for .md, .json...) would record 'plain' instead.
    format: storedFormat(file.declaredType, check.name),
    size,
    description: file.description,
    store,
    key,
    uploadId,
    ...(archiveEntries ? { archiveEntries } : {}),
  };
}

/**
 * Copies the stream to `tempPath`, failing with 413 on the first byte past UPLOAD.maxBytes, and with
 * FILE_CONTENT_BLOCKED as soon as the first CONTENT_HEAD_BYTES are in and are an executable or a script
 * (a 300 MB program is refused after one KiB, not after 300 MB). The head is kept aside while it arrives;
 * the rest of the body only passes through.
 */
async function writeAtMostMaxBytes(fileStream: Readable, tempPath: string): Promise<number> {
  let size = 0;
  let head: Buffer[] | null = [];
  const checkHead = () => {
    if (!head) return;
    const bytes = Buffer.concat(head);
    head = null;
    refuseBlockedContent(bytes);
  };
  const counter = new Transform({
    highWaterMark: UPLOAD_STREAM_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > UPLOAD.maxBytes) return callback(AppError.from(413, FILE_ERRORS.tooLargeStreamed));
      try {
        if (head) {
          head.push(chunk);
          if (size >= CONTENT_HEAD_BYTES) checkHead();
        }
      } catch (error) {
        return callback(error as Error);
      }
      callback(null, chunk);
    },
    flush(callback) {
      try {
        checkHead();
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  // Opened before any byte is read: a refusal of the first chunk would otherwise end the pipeline while the
  // file was still being created, and the creation would come after the caller's removal of it.
  const out = fs.createWriteStream(tempPath, { highWaterMark: UPLOAD_STREAM_BUFFER_BYTES });
  await once(out, 'ready');
  await pipeline(fileStream, counter, out);
  return size;
}

/** The first CONTENT_HEAD_BYTES of a local file (fewer when it is shorter). */
async function readHead(localPath: string): Promise<Buffer> {
  const handle = await fsp.open(localPath, 'r');
  try {
    const buffer = Buffer.alloc(CONTENT_HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, CONTENT_HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** An executable or a script is refused whatever its name says (the rule: content-signature.ts). */
function refuseBlockedContent(head: Uint8Array): void {
  if (findBlockedContent(head)) throw AppError.from(400, FILE_ERRORS.contentBlocked);
}

/** A text file is read to its end for PHP's open tags, which the first KiB alone would miss (content-signature.ts). */
async function refuseScriptTagsIn(localPath: string): Promise<void> {
  const scanner = createScriptTagScanner();
  for await (const chunk of fs.createReadStream(localPath)) {
    if (scanner.push(chunk as Buffer)) throw AppError.from(400, FILE_ERRORS.contentBlocked);
  }
}
