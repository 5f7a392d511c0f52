// Upload with progress: XMLHttpRequest, because fetch reports no upload progress. Same-origin, so the
// browser sends Origin and the session cookie itself.
import { API_BASE } from '@shared/constants';
import type { TUploadResponse } from '@shared/files/contract';
import { isApiErrorBody, type ApiErrorBody } from '@shared/errors';

export class UploadError extends Error {
  constructor(
    public readonly status: number,
    /** The server's { code, message } body, when it sent one. */
    public readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `Upload failed with status ${status}`);
    this.name = 'UploadError';
  }
}

export class UploadAbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'UploadAbortedError';
  }
}

export interface UploadHandle {
  promise: Promise<TUploadResponse>;
  abort: () => void;
}

export function uploadFile(file: File, description: string, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<TUploadResponse>((resolve, reject) => {
    xhr.open('POST', `${API_BASE}/files/public/upload`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        if (isUploadResponse(body)) resolve(body);
        else reject(new UploadError(xhr.status, null));
        return;
      }
      reject(new UploadError(xhr.status, isApiErrorBody(body) ? body : null));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onabort = () => reject(new UploadAbortedError());
    const form = new FormData();
    const trimmed = description.trim();
    if (trimmed) form.append('description', trimmed);
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

function isUploadResponse(body: unknown): body is TUploadResponse {
  const file = (body as Partial<TUploadResponse> | null)?.file;
  return typeof file === 'object' && file !== null && typeof file.id === 'string';
}
