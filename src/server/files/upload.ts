// Receives one upload (SPEC §4 Upload, §5 safety check) as a stream: the bytes go to a temporary file
// while they are counted, the server stops reading at 300 MB, and only a complete, valid file reaches a
// store and gets a record. Any failure removes whatever was written (DESIGN.md: nothing half-stored).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { UPLOAD } from '../../shared/constants';
import { FILE_ERRORS } from '../../shared/files/messages';
import { storedFormat, uploadStoreFor, validateUploadCandidate } from '../../shared/files/upload-rules';
import { AppError } from '../http/app-error';
import { mimeTypeFor } from './content-types';
import type { Storage, StoreName } from './storage/types';

/** Room for the multipart envelope around the file (boundaries, headers, the description). */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_DESCRIPTION_LENGTH = 2000;

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
}

export async function receiveUpload(request: FastifyRequest, storage: Storage): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw AppError.from(400, FILE_ERRORS.notMultipart);
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > UPLOAD.maxBytes + ENVELOPE_BYTES) {
    throw AppError.from(413, FILE_ERRORS.tooLargeStreamed);
  }

  const fileId = randomUUID();
  const tempPath = path.join(storage.tempDir, `${fileId}.part`);
  let received: { filename: string; declaredType: string; size: number } | undefined;
  let description: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD.maxBytes, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'description') description = readDescription(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      received = await receiveFilePart(part, tempPath);
    }
    if (!received) throw AppError.from(400, FILE_ERRORS.noFilePart);

    const check = validateUploadCandidate({
      name: received.filename,
      size: received.size,
      type: received.declaredType,
    });
    if (!check.ok) throw new AppError(400, check.code, check.message);

    const store = uploadStoreFor(received.size);
    const mimeType = mimeTypeFor(received.declaredType, received.filename);
    const key = `files/${fileId}`;
    let uploadId: string | undefined;
    try {
      ({ uploadId } = await storage[store].putFile(key, tempPath, { size: received.size, mimeType }));
    } catch (error) {
      request.log.error({ err: error, store }, 'storing an upload failed');
      await storage[store].delete(key).catch(() => undefined);
      throw AppError.from(503, FILE_ERRORS.storageUnavailable);
    }
    return {
      fileId,
      filename: received.filename,
      mimeType,
      // SPEC §5 reads the format from the type the browser declared, else the extension; the type derived
      // for serving (text/plain for .md, .json...) would record 'plain' instead.
      format: storedFormat(received.declaredType, received.filename),
      size: received.size,
      description,
      store,
      key,
      uploadId,
    };
  } catch (error) {
    throw translateStreamError(error);
  } finally {
    await fsp.rm(tempPath, { force: true });
  }
}

async function receiveFilePart(part: Multipart & { type: 'file' }, tempPath: string) {
  // The name and type rules run before a single byte is written (SPEC §5, in order).
  const check = validateUploadCandidate({ name: part.filename, type: part.mimetype });
  if (!check.ok) {
    part.file.resume();
    throw new AppError(400, check.code, check.message);
  }
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(part.file, counter, fs.createWriteStream(tempPath));
  if (part.file.truncated) throw AppError.from(413, FILE_ERRORS.tooLargeStreamed);
  return { filename: part.filename, declaredType: part.mimetype, size };
}

function readDescription(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > MAX_DESCRIPTION_LENGTH) {
    throw new AppError(400, 'DESCRIPTION_TOO_LONG', `Mô tả tối đa ${MAX_DESCRIPTION_LENGTH} ký tự.`);
  }
  // SPEC §5: the description is optional and sent only when not blank.
  return trimmed || null;
}

/** Multipart limits and cut connections arrive as library errors: answer them with the spec's texts. */
function translateStreamError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return AppError.from(413, FILE_ERRORS.tooLargeStreamed);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.from(400, FILE_ERRORS.notMultipart);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
    return AppError.from(400, FILE_ERRORS.notMultipart);
  }
  const message = (error as Error).message ?? '';
  if (/Unexpected end of form|aborted|premature close/i.test(message) || code === 'ECONNRESET') {
    return AppError.from(400, FILE_ERRORS.uploadFailed);
  }
  return error;
}
