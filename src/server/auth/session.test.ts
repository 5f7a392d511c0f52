// The session cache: what it may keep, and what makes it forget. better-auth is replaced
// by a getSession whose answers the test releases one by one, because the case under test is an order of
// events (a lookup still waiting on the database when a sign-out is announced) that real components
// cannot be made to produce on demand. The API tests (auth, settings, moderation, delete, scale-out) cover
// each path that ends a session against the real better-auth.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Notifier } from '../db/connect';
import type { Auth } from './auth';
import { createSessionReader } from './session';

const COOKIE = 'better-auth.session_token=token-1.signature';

interface PendingLookup {
  answer(valid: boolean): void;
}

/** A getSession that answers only when the test says so, and counts the times it was asked. */
function createControlledAuth() {
  const pending: PendingLookup[] = [];
  let lookups = 0;
  const auth = {
    api: {
      getSession: () =>
        new Promise((resolve) => {
          lookups += 1;
          pending.push({
            answer: (valid) =>
              resolve(
                valid
                  ? {
                      user: {
                        id: 'user-1',
                        email: 'nguoi-dung@example.com',
                        name: 'Người Dùng',
                        image: null,
                        emailVerified: true,
                        createdAt: new Date('2026-01-01T00:00:00Z'),
                      },
                      session: { expiresAt: new Date(Date.now() + 86_400_000) },
                    }
                  : null,
              ),
          });
        }),
    },
  } as unknown as Auth;
  return {
    auth,
    lookups: () => lookups,
    /** Answers the oldest waiting lookup; fails when the reader asked nothing (it answered from its cache). */
    async answerNext(valid: boolean) {
      for (let turn = 0; turn < 100 && pending.length === 0; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const next = pending.shift();
      if (!next) throw new Error('better-auth was not asked');
      next.answer(valid);
    },
  };
}

/** One process's notifications, as PostgreSQL's LISTEN/NOTIFY delivers them to every instance. */
function createLocalNotifier() {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  const notifier: Notifier = {
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    async listen(channel, onMessage) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    // In-process: never lost.
    reconnect() {},
  };
  return { notifier, reconnect: () => reconnectHandlers.forEach((handler) => handler()) };
}

const request = () => ({ headers: { cookie: COOKIE } }) as unknown as FastifyRequest;

describe('session cache', () => {
  it('reuses a verified session, and asks again after sessions changed on any instance', async () => {
    const { auth, lookups, answerNext } = createControlledAuth();
    const { notifier } = createLocalNotifier();
    const reader = await createSessionReader(auth, notifier);
    const other = await createSessionReader(createControlledAuth().auth, notifier);

    const first = reader.getSessionUser(request());
    await answerNext(true);
    expect((await first)?.id).toBe('user-1');
    expect((await reader.getSessionUser(request()))?.id).toBe('user-1');
    expect(lookups()).toBe(1);

    // Another instance announces a sign-out: this one asks better-auth again, which refuses the cookie.
    await other.announceSessionsChanged();
    const afterSignOut = reader.getSessionUser(request());
    await answerNext(false);
    expect(await afterSignOut).toBeNull();
    expect(lookups()).toBe(2);
    await Promise.all([reader.close(), other.close()]);
  });

  it('does not keep a session read just before a sign-out that was announced while it was being read', async () => {
    const { auth, lookups, answerNext } = createControlledAuth();
    const { notifier } = createLocalNotifier();
    const reader = await createSessionReader(auth, notifier);

    // The lookup has read the session row; the sign-out commits and is announced before it returns.
    const inFlight = reader.getSessionUser(request());
    await notifier.notify('sessions_changed', '');
    await answerNext(true);
    expect((await inFlight)?.id).toBe('user-1');

    // The next request must not be answered from that lookup: the session is gone.
    const next = reader.getSessionUser(request());
    await answerNext(false);
    expect(await next).toBeNull();
    expect(lookups()).toBe(2);
    await reader.close();
  });

  it('forgets every session when its listening connection was lost (a sign-out may have been missed)', async () => {
    const { auth, lookups, answerNext } = createControlledAuth();
    const { notifier, reconnect } = createLocalNotifier();
    const reader = await createSessionReader(auth, notifier);

    const first = reader.getSessionUser(request());
    await answerNext(true);
    await first;
    reconnect();
    const next = reader.getSessionUser(request());
    await answerNext(false);
    expect(await next).toBeNull();
    expect(lookups()).toBe(2);
    await reader.close();
  });

  it('answers a request without the session cookie as anonymous without asking better-auth', async () => {
    const { auth, lookups } = createControlledAuth();
    const reader = await createSessionReader(auth, createLocalNotifier().notifier);
    const anonymous = { headers: {} } as unknown as FastifyRequest;
    expect(await reader.getSessionUser(anonymous)).toBeNull();
    await expect(reader.requireSessionUser(anonymous)).rejects.toMatchObject({ statusCode: 401 });
    expect(lookups()).toBe(0);
    await reader.close();
  });
});
