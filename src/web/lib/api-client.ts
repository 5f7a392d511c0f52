// The one typed client of the API: same-origin cookies, JSON in and out, errors as ApiError with the
// server's user-facing message. Every failure shown to a user goes through `userMessageOf`.
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

export const NETWORK_ERROR_MESSAGE = GENERIC_ERRORS.network.message;

export function networkError(): ApiError {
  return new ApiError(0, GENERIC_ERRORS.network.code, GENERIC_ERRORS.network.message);
}

/**
 * The error of an answer that is not 2xx: the server's catalogue `{ code, message }` when it sent one,
 * else `fallbackMessage(status)` (by default the generic internal error). Never a framework's or zod's text.
 */
export function apiErrorFrom(
  status: number,
  payload: unknown,
  fallbackMessage: (status: number) => string = () => GENERIC_ERRORS.internal.message,
): ApiError {
  if (isApiErrorBody(payload)) return new ApiError(status, payload.code, payload.message);
  return new ApiError(status, GENERIC_ERRORS.internal.code, fallbackMessage(status));
}

/** The text a toast shows for a failure: an ApiError's catalogue message, else the action's own wording. */
export function userMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * For actions whose failure has its own words (edit, download): a refusal the server explained (4xx:
 * signed out, not allowed, gone) keeps its catalogue message; network and server failures say `failure`.
 */
export function refusalMessageOf(error: unknown, failure: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : failure;
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  /** The type of a raw `body` (an image upload); JSON bodies set their own. */
  contentType?: string;
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
  if (options.contentType) headers['Content-Type'] = options.contentType;
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
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as T;
}
