// Upload with progress: XMLHttpRequest, because fetch reports no upload progress. Same-origin, so the
// browser sends Origin and the session cookie itself. Failures are the client's ApiError with SPEC §8's
// mapped message; a cancel rejects with an AbortError, as fetch does.
import { API_BASE } from '@shared/constants';
import type { TUploadResponse } from '@shared/files/contract';
import { mapUploadError } from '@shared/files/messages';
import { apiErrorFrom, networkError, type ApiError } from '@/lib/api-client';

export interface UploadHandle {
  promise: Promise<TUploadResponse>;
  abort: () => void;
}

function uploadError(status: number, payload: unknown): ApiError {
  return apiErrorFrom(status, payload, (code) => mapUploadError(code, null));
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
        else reject(uploadError(-1, null));
        return;
      }
      reject(uploadError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
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
