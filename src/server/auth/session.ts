import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error';
import type { SessionUser } from '../context';
import type { Auth } from './auth';
import { toFetchHeaders } from './fetch-bridge';

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function createSessionReader(auth: Auth) {
  async function readSession(request: FastifyRequest): Promise<SessionUser | null> {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const { user } = session;
    return {
      id: user.id,
      email: user.email,
      name: user.name || null,
      image: user.image ?? null,
      createdAt: new Date(user.createdAt),
    };
  }

  /** Reads the session once per request, however many handlers ask. */
  function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    let pending = cache.get(request);
    if (!pending) {
      pending = readSession(request);
      cache.set(request, pending);
    }
    return pending;
  }

  async function requireSessionUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await getSessionUser(request);
    if (!user) throw unauthorized();
    return user;
  }

  return { getSessionUser, requireSessionUser };
}
