// A request that changes state must come from the site's own origin (CSRF defence in depth,
// next to the SameSite=Lax session cookie). Requests without browser origin headers (server-to-server
// webhooks, command-line clients) carry no ambient cookie and pass.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_ERRORS } from '../../shared/errors';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string; exemptPaths: string[] },
): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || options.exemptPaths.includes(path)) return;
    if (!isSameOrigin(request, publicOrigin)) throw AppError.from(403, GENERIC_ERRORS.forbiddenOrigin);
  });
}

export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
