// How long a client may take to send a request's body. The server's own requestTimeout is hours long so
// that a 300 MB upload passes on a slow line; without more, a client that declares a body and sends it a
// byte at a time (or not at all) would keep its connection and its request for those hours. So:
// - an ordinary body (JSON, an avatar) must have arrived within `bodyMs` of its request being routed, or
//   the request is answered 408 in the catalogue's shape and its connection closed;
// - a route that streams a long upload itself (`config: { streamsUpload: true }`: the multipart upload,
//   tus) is bounded by silence instead: its connection is closed when no byte arrived for `uploadIdleMs`;
// - an answer given before its request's body ended (a refusal, a route that reads no body) closes the
//   connection, never waiting for the rest of the body.
import { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_ERRORS } from '../../shared/errors';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a long upload from the request itself: silence is bounded, not the whole time. */
    streamsUpload?: boolean;
  }
}

export interface BodyTimeouts {
  bodyMs: number;
  uploadIdleMs: number;
}

/**
 * 30 s for an ordinary body: the largest (1 MB of JSON, a 5 MB avatar where the browser's crop is tens of
 * KB) pass at 170 KB/s. An upload may fall silent for a minute; its whole time is bounded by the server's
 * requestTimeout (2 h, 300 MB at ~45 KB/s).
 */
export const BODY_TIMEOUTS: BodyTimeouts = { bodyMs: 30_000, uploadIdleMs: 60_000 };

export function registerBodyTimeouts(app: FastifyInstance, timeouts: BodyTimeouts): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.streamsUpload) networkSocketOf(request)?.setTimeout(timeouts.uploadIdleMs);
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.routeOptions.config.streamsUpload || !declaresBody(request)) return payload;
    const timedPayload = new PassThrough();
    // Fastify's body reader listens to the stream it is handed; a route that never reads its body leaves
    // nobody listening, and the timeout's error must not become an uncaught one.
    timedPayload.on('error', () => {});
    payload.on('error', (error) => timedPayload.destroy(error));
    payload.pipe(timedPayload);
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      payload.unpipe(timedPayload);
      timedPayload.destroy(AppError.from(408, GENERIC_ERRORS.requestTimeout));
    }, timeouts.bodyMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    reply.raw.once('close', stop);
    return timedPayload as Readable;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` is Node's; app.inject()'s requests (tests) have no connection to close and no such field.
    if (request.raw.complete === false) reply.header('Connection', 'close');
    return payload;
  });

  // An upload refused before its body ended (413 at the limit, a refused first KiB) is followed by closing the
  // connection at once, never by reading the rest of up to 300 MB.
  app.addHook('onResponse', async (request) => {
    if (request.routeOptions.config.streamsUpload && request.raw.complete === false) {
      networkSocketOf(request)?.destroy();
    }
  });
}

/** A request with a body, as HTTP/1.1 declares one: a length above zero, or chunks. */
function declaresBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The request's TCP socket; app.inject() (tests) has none. */
function networkSocketOf(request: FastifyRequest): Socket | undefined {
  const socket: unknown = request.raw.socket;
  return socket instanceof Socket ? socket : undefined;
}
