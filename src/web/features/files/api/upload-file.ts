// Upload with progress through the tus endpoint: 8 MB chunks, retries with back-off after a
// cut line, and resume after a reload (tus-js-client keeps each unfinished upload's address in local
// storage under a fingerprint of the file). Same-origin, so the browser sends Origin and the session
// cookie itself. Failures are the client's ApiError with the upload error as the user reads it; a cancel rejects at
// once with an AbortError, as fetch does, and removes the unfinished upload from the server.
import { DetailedError, Upload, type HttpResponse } from 'tus-js-client';
import { API_BASE } from '@shared/constants';
import type { TUploadResponse } from '@shared/files/contract';
import { joinTagList } from '@shared/files/document-info';
import { translate } from '@/i18n/i18n';
import type { DocumentDetailsDraft } from '@/features/files/lib/document-details';
import { apiErrorFrom, networkError, type ApiError } from '@/lib/api-client';
import { uploadFailureMessage } from '@/features/files/lib/upload-error';

export interface UploadHandle {
  promise: Promise<TUploadResponse>;
  abort: () => void;
}

export interface UploadCallbacks {
  onProgress: (percent: number) => void;
  /** The line dropped (no answer at all) and the upload will try again by itself. */
  onConnectionLost?: () => void;
}

const CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * After a cut line: at once, then 1, 3, 5, 10 and 20 s (about 40 s offline in all; the count starts again
 * once a chunk gets through). A phone losing the line for a few seconds is back before the 4th attempt.
 */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

function uploadError(status: number, payload: unknown): ApiError {
  return apiErrorFrom(status, payload, (code) => translate(uploadFailureMessage(code)));
}

function jsonBodyOf(response: HttpResponse | null | undefined): unknown {
  try {
    return JSON.parse(response?.getBody() ?? '') as unknown;
  } catch {
    return null;
  }
}

/**
 * Our refusals carry `{code,message}`: they are final. A cut line, a 409 or a proxy's 5xx is retried.
 * Unlike tus-js-client's default, a browser that says it is offline is retried too: going back online
 * is what the delays wait for.
 */
function shouldRetry(error: DetailedError, onConnectionLost?: () => void): boolean {
  const response = error.originalResponse;
  if (!response) {
    onConnectionLost?.();
    return true;
  }
  const status = response.getStatus();
  if (status === 409 || status === 423) return true;
  const body = jsonBodyOf(response) as { code?: unknown } | null;
  return status >= 500 && typeof body?.code !== 'string';
}

/** What the dialog says of the upload besides its bytes. */
export interface UploadFields {
  description: string;
  details: DocumentDetailsDraft;
  isPublic: boolean;
}

/** The upload's metadata as the tus endpoint reads it (blank fields are left out). */
export function uploadMetadata(file: File, fields: UploadFields): Record<string, string> {
  const { details } = fields;
  const optional = {
    description: fields.description.trim(),
    title: details.title.trim(),
    subject: details.subject,
    level: details.level,
    tags: joinTagList(details.tags),
  };
  return {
    filename: file.name,
    filetype: file.type,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
    isPublic: String(fields.isPublic),
  };
}

export function uploadFile(file: File, fields: UploadFields, callbacks: UploadCallbacks): UploadHandle {
  const { onProgress, onConnectionLost } = callbacks;
  let upload: Upload | undefined;
  let rejectNow: ((error: unknown) => void) | undefined;
  let cancelled = false;
  const promise = new Promise<TUploadResponse>((resolve, reject) => {
    rejectNow = reject;
    upload = new Upload(file, {
      endpoint: `${API_BASE}/uploads`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: uploadMetadata(file, fields),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => shouldRetry(error, onConnectionLost),
      onProgress: (sent, total) => {
        if (total > 0) onProgress(Math.min(100, Math.round((sent / total) * 100)));
      },
      onSuccess: ({ lastResponse }) => {
        const body = jsonBodyOf(lastResponse);
        if (isUploadResponse(body)) resolve(body);
        else reject(uploadError(-1, null));
      },
      onError: (error) => {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        if (!response) reject(networkError());
        else reject(uploadError(response.getStatus(), jsonBodyOf(response)));
      },
    });
    const started = upload;
    // An upload of the same file cut off earlier (a reload, a closed tab) goes on where the server stopped.
    void started
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) started.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) started.start();
      });
  });
  return {
    promise,
    abort: () => {
      cancelled = true;
      // The unfinished upload is removed from the server too (termination); a failure there is left to expiry.
      void upload?.abort(true).catch(() => undefined);
      rejectNow?.(new DOMException('Upload cancelled', 'AbortError'));
    },
  };
}

function isUploadResponse(body: unknown): body is TUploadResponse {
  const file = (body as Partial<TUploadResponse> | null)?.file;
  return typeof file === 'object' && file !== null && typeof file.id === 'string';
}
