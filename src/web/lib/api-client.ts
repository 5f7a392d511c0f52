// The one typed client of the API: same-origin cookies, JSON in and out, errors as ApiError with the
// server's user-facing message. Every failure shown to a user goes through `userMessageOf`.
import {
  apiUrlOf,
  type ApiRoute,
  type QueryValue,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@shared/api-route';
import { GENERIC_ERRORS, isApiErrorBody } from '@shared/errors';
import { hasMessage, translate } from '@/i18n/i18n';

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

/**
 * A refusal's words in the interface's language: the catalogue's `errors.<CODE>` when it has one, else the
 * shared catalogue's `message` (a code whose message carries values, or one no catalogue names yet).
 */
export function messageOfCode(code: string, message: string): string {
  const id = `errors.${code}`;
  return hasMessage(id) ? translate(id) : message;
}

function messageOfApiError(error: ApiError): string {
  return messageOfCode(error.code, error.message);
}

/** The text a toast shows for a failure: an ApiError's message, else the action's own wording. */
export function userMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? messageOfApiError(error) : fallback;
}

/**
 * For actions whose failure has its own words (edit, download): a refusal the server explained (4xx:
 * signed out, not allowed, gone) keeps its catalogue message; network and server failures say `failure`.
 */
export function refusalMessageOf(error: unknown, failure: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? messageOfApiError(error) : failure;
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * What one call gives besides its route: the path's parameters, the query and the body when the route has
 * them (required when the route needs them), and an abort signal. Left out altogether when nothing is needed.
 */
export type RequestOptions<TRoute extends ApiRoute> = {
  signal?: AbortSignal;
} & (keyof RouteParams<TRoute> extends never ? { params?: never } : { params: RouteParams<TRoute> }) &
  ([RouteQuery<TRoute>] extends [never]
    ? { query?: never }
    : object extends RouteQuery<TRoute>
      ? { query?: RouteQuery<TRoute> }
      : { query: RouteQuery<TRoute> }) &
  (RouteBody<TRoute> extends undefined ? { body?: never } : { body: RouteBody<TRoute> });

type RequestArguments<TRoute extends ApiRoute> =
  object extends RequestOptions<TRoute> ? [options?: RequestOptions<TRoute>] : [options: RequestOptions<TRoute>];

/**
 * One call of a route of the shared tables (`apiRequest(FILE_ROUTES.get, { params: { id } })`): the path,
 * the query, the body and the answer are typed by the route, which the server registers with schemas of
 * the same types. A `Blob` body is sent as it is, with its own type; any other body as JSON. Answers are
 * not re-validated at run time: zod would be the largest piece of every page's JavaScript, and the server
 * validates everything it receives and checks every answer against its contract before sending it.
 */
export async function apiRequest<TRoute extends ApiRoute>(
  route: TRoute,
  ...[options]: RequestArguments<TRoute>
): Promise<RouteResponse<TRoute>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payloadSent: BodyInit | undefined;
  if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    payloadSent = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payloadSent = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrlOf(route, params, query), {
      method: route.method,
      headers,
      body: payloadSent,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as RouteResponse<TRoute>;
}
