// What every domain plugin receives from buildApp: configuration, stores, auth and the event bus.
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Databases } from './db/connect';
import type { Auth } from './auth/auth';
import type { SessionUser } from './auth/session';
import type { EventBus } from './live/event-bus';

export interface AppContext {
  config: Config;
  databases: Databases;
  auth: Auth;
  events: EventBus;
  getSessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** Like getSessionUser, but answers 401 with the shared message when nobody is signed in. */
  requireSessionUser(request: FastifyRequest): Promise<SessionUser>;
  /** Sessions are cached for a few seconds: anything that ends or changes one must call this. */
  announceSessionsChanged(): Promise<void>;
}
