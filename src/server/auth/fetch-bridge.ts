// Converts between Fastify's request/reply and the Fetch API objects better-auth speaks.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth';

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The request for better-auth; `path` (with its query) replaces the request's own when given. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string, path = request.url): Request {
  const url = new URL(path, publicUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers: toFetchHeaders(request),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Every answer of better-auth that reaches a browser goes through here. */
export async function sendFetchResponse(reply: FastifyReply, response: Response, body: string | null): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  await reply.send(body !== null && isJson ? withoutSessionToken(body) : (body ?? ''));
}

/**
 * better-auth answers the session token in the body of a sign-in, a sign-up, a password change
 * (`token`) and get-session (`session.token`). The browser needs only the HttpOnly cookie, which a
 * script on the page cannot read; the same token in a body could be read by one and replayed elsewhere.
 */
export function withoutSessionToken(json: string): string {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return json;
  }
  if (!isRecord(body)) return json;
  const session = body.session;
  if (!('token' in body) && !(isRecord(session) && 'token' in session)) return json;
  const { token: _token, ...rest } = body;
  if (isRecord(session)) {
    const { token: _sessionToken, ...sessionWithoutToken } = session;
    rest.session = sessionWithoutToken;
  }
  return JSON.stringify(rest);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
