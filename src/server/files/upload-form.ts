// The HTTP side of POST /files/public/upload: reads the multipart form into the plain UploadInput the
// files service takes, and turns every way a form can be broken into a 400 of the catalogue (issue 10).
import type { FastifyRequest } from 'fastify';
import { UPLOAD } from '../../shared/constants';
import { ZFileDescription } from '../../shared/files/contract';
import { FILE_ERRORS } from '../../shared/files/messages';
import { AppError } from '../http/app-error';
import type { UploadInput } from './upload';

const FORM_LIMITS = {
  // One byte more than allowed reaches the service, which refuses it (upload.ts): the parser itself would
  // silently skip the rest of the part and so read the whole body.
  fileSize: UPLOAD.maxBytes + 1,
  files: 1,
  fields: 4,
  fieldSize: 16 * 1024,
  parts: 6,
};

/**
 * Hands the form's file to `receive` as soon as its part begins. Fields are read in order, so the
 * description must come before the file (the web form sends it first); fields after the file are ignored.
 */
export async function readUploadForm<T>(
  request: FastifyRequest,
  receive: (input: UploadInput) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw AppError.from(400, FILE_ERRORS.notMultipart);
  let description: string | null = null;
  let received: { value: T } | undefined;
  try {
    // preservePath: a name such as ../../etc/passwd.txt reaches the shared rules whole and is refused
    // there, as the browser refuses it, instead of being cut to passwd.txt (SPEC §5 item 2).
    const parts = request.parts({ preservePath: true, limits: FORM_LIMITS });
    for await (const part of parts) {
      if (received) {
        // The file is stored; the rest of the form is read only to finish the request.
        if (part.type === 'file') part.file.resume();
        continue;
      }
      if (part.type === 'field') {
        if (part.fieldname === 'description') description = readDescription(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      received = {
        value: await receive({
          fileStream: part.file,
          filename: part.filename,
          declaredType: part.mimetype,
          description,
        }),
      };
    }
  } catch (error) {
    // A broken ending after the file was stored changes nothing for the user: the upload is done.
    if (!received) throw translateFormError(error);
  }
  if (!received) throw AppError.from(400, FILE_ERRORS.noFilePart);
  return received.value;
}

function readDescription(value: unknown): string | null {
  const parsed = ZFileDescription.safeParse(typeof value === 'string' ? value : '');
  if (!parsed.success) throw AppError.from(400, FILE_ERRORS.descriptionTooLong);
  // SPEC §5: the description is optional and sent only when not blank.
  return parsed.data || null;
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
