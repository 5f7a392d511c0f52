// The HTTP side of POST /files/public/upload: reads the multipart form into the plain UploadForm the
// files service takes, and turns every way a form can be broken into a 400 of the catalogue.
import fsp from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD } from '../../../shared/constants';
import { descriptionErrorOf, ZFileDescription } from '../../../shared/files/contract';
import type { DocumentDetailsText, DocumentInfoCheck } from '../../../shared/files/document-info';
import { DOCUMENT_INFO_ERRORS, FILE_ERRORS } from '../../../shared/files/messages';
import { AppError } from '../../http/app-error';
import { UPLOAD_STREAM_BUFFER_BYTES, type ReceivedBytes, type UploadFilePart, type UploadForm } from './upload';

const FORM_LIMITS = {
  // One byte more than allowed reaches the service, which refuses it (upload.ts): the parser itself would
  // silently skip the rest of the part and so read the whole body.
  fileSize: UPLOAD.maxBytes + 1,
  files: 1,
  fields: 8,
  fieldSize: 16 * 1024,
  parts: 10,
};

/** The fields that say what the document is (document-info.ts). */
const DETAIL_FIELDS = new Set<string>(['title', 'subject', 'level', 'tags'] satisfies (keyof DocumentDetailsText)[]);

/**
 * Reads the whole form. The file part's bytes go to a temporary file through `receive` as they arrive; the
 * fields may come before or after it, and nothing is recorded until the form has ended, so a field sent after
 * the file (`isPublic=false`) is never dropped. A field the form does not know is refused, not ignored: an
 * API client that spells the privacy field differently must not see its file published.
 */
export async function readUploadForm(
  request: FastifyRequest,
  receive: (part: UploadFilePart) => Promise<ReceivedBytes>,
  /**
   * The rules of the document's details (the service's, with the site's subjects): each field is checked as
   * it arrives, so a bad one sent before the file refuses the form before its bytes are read.
   */
  checkDetails: (text: DocumentDetailsText) => DocumentInfoCheck<unknown>,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw AppError.from(400, FILE_ERRORS.notMultipart);
  let description: string | null = null;
  let isPublic = true;
  const details: DocumentDetailsText = {};
  let bytes: ReceivedBytes | undefined;
  try {
    // preservePath: a name such as ../../etc/passwd.txt reaches the shared rules whole and is refused
    // there, as the browser refuses it, instead of being cut to passwd.txt.
    const parts = request.parts({
      preservePath: true,
      limits: FORM_LIMITS,
      highWaterMark: UPLOAD_STREAM_BUFFER_BYTES,
      fileHwm: UPLOAD_STREAM_BUFFER_BYTES,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'description') description = readDescription(part.value);
        else if (part.fieldname === 'isPublic') isPublic = readIsPublic(part.value);
        else if (DETAIL_FIELDS.has(part.fieldname)) {
          const field = { [part.fieldname]: typeof part.value === 'string' ? part.value : '' };
          const check = checkDetails(field);
          if (!check.ok) throw AppError.from(400, DOCUMENT_INFO_ERRORS[check.problem]);
          Object.assign(details, field);
        } else throw AppError.from(400, FILE_ERRORS.unknownFormField);
        continue;
      }
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        throw AppError.from(400, bytes ? FILE_ERRORS.oneFilePerUpload : FILE_ERRORS.unknownFormField);
      }
      bytes = await receive({ fileStream: part.file, filename: part.filename, declaredType: part.mimetype });
    }
  } catch (error) {
    // The form did not end as sent: nothing of it is kept.
    if (bytes) await fsp.rm(bytes.localPath, { force: true });
    throw translateFormError(error);
  }
  if (!bytes) throw AppError.from(400, FILE_ERRORS.noFilePart);
  return { bytes, description, isPublic, details };
}

function readDescription(value: unknown): string | null {
  const parsed = ZFileDescription.safeParse(typeof value === 'string' ? value : '');
  if (!parsed.success) throw AppError.from(400, descriptionErrorOf(parsed.error));
  // The description is optional and sent only when not blank.
  return parsed.data || null;
}

/** A new upload is public unless explicitly false; anything but 'true' or 'false' is a mistake worth saying. */
function readIsPublic(value: unknown): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw AppError.from(400, FILE_ERRORS.invalidIsPublic);
}

/** Multipart limits, malformed bodies and cut connections arrive as library errors: answer them with 400. */
function translateFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return AppError.from(413, FILE_ERRORS.tooLargeStreamed);
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE') {
    return AppError.from(400, FILE_ERRORS.uploadFailed);
  }
  // The temporary file could not be written: a fault of ours, answered as one (500, logged).
  if (syscall) return error;
  // Every other error comes from the parser: a missing boundary, garbage, a truncated body, too many parts.
  return AppError.from(400, FILE_ERRORS.notMultipart);
}
