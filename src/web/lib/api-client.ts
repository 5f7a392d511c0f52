// The one typed client of the API: same-origin cookies, JSON in and out, errors as ApiError with the
// server's user-facing message.
import { API_BASE } from '@shared/constants';
import { GENERIC_ERRORS, isApiErrorBody } from '@shared/errors';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Lỗi kết nối mạng.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  signal?: AbortSignal;
}

/**
 * The caller names the answer's contract type (`apiRequest<TFileResponse>(…)`), shared with the server's
 * presenters at compile time. Answers are not re-validated at run time: zod would be the largest piece
 * of every page's JavaScript, and the server validates everything it receives.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(payload)) throw new ApiError(response.status, payload.code, payload.message);
    throw new ApiError(response.status, GENERIC_ERRORS.internal.code, GENERIC_ERRORS.internal.message);
  }
  return payload as T;
}
