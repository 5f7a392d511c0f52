// The one logger shape every domain receives: pino's, as Fastify's `app.log` is (fields first, then the
// message; an error goes in `{ err }`). buildApp passes app.log to every domain; a domain adapts it for
// its own parts if they log differently.
import type { FastifyBaseLogger } from 'fastify';

export type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
