// Who is signed in: better-auth's session cookie, verified and briefly cached.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error';
import type { Notifier } from '../db/connect';
import type { Auth } from './auth';
import { toFetchHeaders } from './fetch-bridge';

/** The signed-in account as every domain sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
  /** Listed in ADMIN_EMAILS. */
  isAdmin: boolean;
}

/** Notification channel on which any instance announces that sessions were ended or changed. */
const SESSIONS_CHANGED_CHANNEL = 'sessions_changed';
/**
 * How long a verified session is reused without asking the database again. Sign-out and every other
 * session change clear the cache on all instances at once (sessions_changed); the time limit only
 * bounds what a lost notification could leave behind.
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** better-auth's session cookie, with or without the __Secure- prefix of https sites. */
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
}

export interface SessionReader {
  getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  requireSessionUser(request: FastifyRequest): Promise<SessionUser>;
  /** Drops every cached session on every instance (after sign-out, revocation, account changes). */
  announceSessionsChanged(): Promise<void>;
  close(): Promise<void>;
}

export async function createSessionReader(
  auth: Auth,
  notifier: Notifier,
  options: { adminEmails: readonly string[]; adminsMustBeVerified?: boolean } = { adminEmails: [] },
): Promise<SessionReader> {
  const adminEmails = new Set(options.adminEmails);
  // With e-mail verification on, a listed address is an admin only once its owner proved the mailbox:
  // whoever registers it first cannot take the admin rights by typing it.
  const isAdmin = (user: { email: string; emailVerified: boolean }) =>
    adminEmails.has(user.email.toLowerCase()) && (user.emailVerified || !options.adminsMustBeVerified);
  // Keyed by the signed cookie value: an identical string was verified by better-auth before.
  const cache = new Map<string, CachedSession>();
  const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  /**
   * Counts the times the cache was cleared. A lookup keeps its answer only if no clear came while it was
   * asking the database: one that read a session just before its sign-out would otherwise put it back
   * into the cache for SESSION_CACHE_MS after every instance was told to forget it.
   */
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    cache.clear();
  };
  const stopListening = await notifier.listen(SESSIONS_CHANGED_CHANNEL, forgetAll);
  // A lost listening connection may have missed a sign-out: forget everything verified before it.
  const stopWatchingReconnects = notifier.onReconnect(forgetAll);

  async function readSession(request: FastifyRequest): Promise<SessionUser | null> {
    // A request without the session cookie is anonymous: no need to ask better-auth or the database.
    const token = SESSION_COOKIE_PATTERN.exec(request.headers.cookie ?? '')?.[1];
    if (!token) return null;
    const cached = cache.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached.user;
    cache.delete(token);

    const askedAt = generation;
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const { user } = session;
    const sessionUser: SessionUser = {
      id: user.id,
      email: user.email,
      name: user.name || null,
      image: user.image ?? null,
      emailVerified: user.emailVerified,
      createdAt: new Date(user.createdAt),
      isAdmin: isAdmin(user),
    };
    if (askedAt !== generation) return sessionUser;
    if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    const expiresAt = Math.min(Date.now() + SESSION_CACHE_MS, new Date(session.session.expiresAt).getTime());
    cache.set(token, { user: sessionUser, expiresAt });
    return sessionUser;
  }

  /** Reads the session once per request, however many handlers ask. */
  function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = readSession(request);
      perRequest.set(request, pending);
    }
    return pending;
  }

  async function requireSessionUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await getSessionUser(request);
    if (!user) throw unauthorized();
    return user;
  }

  async function announceSessionsChanged(): Promise<void> {
    forgetAll();
    await notifier.notify(SESSIONS_CHANGED_CHANNEL, '');
  }

  async function close(): Promise<void> {
    stopWatchingReconnects();
    await stopListening();
  }

  return { getSessionUser, requireSessionUser, announceSessionsChanged, close };
}
