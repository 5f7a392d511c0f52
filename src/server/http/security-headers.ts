// The security headers of every answer (CSP, COOP, nosniff, HSTS, ...), as helmet writes them. They
// depend only on the configuration, so they are worked out once at start: @fastify/helmet built helmet
// again and parsed the CSP directives on every request, a twentieth of a list request's time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, by lower-case name. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous today; a later version that is not must not lose the headers.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sets the headers on every answer; a route may still replace one (the file bytes' own CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
