// One error handler (fastify/demo): logs the context, never sends a 5xx's real message. Every
// answer, the framework's own refusals included, uses the catalogue's { code, message }.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { GENERIC_ERRORS, type ApiErrorBody } from '../../shared/errors';
import { isAppPagePath } from '../../shared/paths';
import { isDatabaseUnavailableError, type DatabaseAvailability } from '../db/availability';
import { AppError } from './app-error';
import type { WebPage } from './web';

/** Seconds a client is asked to wait before retrying a 503 (service resumes within 2 s). */
export const RETRY_AFTER_S = 2;

export interface ErrorHandlingOptions {
  /** The built SPA's page for a path (see registerErrorHandling). */
  webPage?: WebPage;
  /** Told of every failure that may mean the database is gone (db/availability.ts). */
  availability?: DatabaseAvailability;
}

/**
 * `webPage`: every non-API GET without a file extension is answered with it, 200 for a page of the app
 * and 404 for any other path (the SPA then shows its not-found page).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { webPage, availability }: ErrorHandlingOptions = {},
): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    // A database that cannot be reached is no fault of the request: 503, so clients retry. A
    // 500 whose cause was wrapped beyond recognition (better-auth's own) is checked against the database.
    const isServerFault = !(error instanceof AppError) && describeFrameworkError(error).status >= 500;
    if (
      isDatabaseUnavailableError(error) ||
      (isServerFault && availability && !availability.isAvailable()) ||
      (isServerFault && availability && !(await availability.check()))
    ) {
      availability?.reportFailure(error);
      request.log.warn({ err: error }, 'database unavailable');
      return sendServiceUnavailable(reply);
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) {
        if (error.logLevel === 'info') request.log.info({ code: error.code, status: error.statusCode }, error.message);
        else request.log.error({ err: error }, 'request failed');
      }
      return reply.status(error.statusCode).send(error.toBody());
    }
    const { status, body } = describeFrameworkError(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, status }, error.message);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (webPage && isPageRequest) {
      return reply
        .status(isAppPagePath(path) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(webPage(path));
    }
    return reply.status(404).send(GENERIC_ERRORS.notFound);
  });
}

/**
 * Fastify options for the refusals that happen before any route or error handler runs: a bad URL
 * encoding, an over-long path parameter (414), and the HTTP parser's own (431 headers too large, 408).
 * Without them Fastify answers in its own { error, message, statusCode } shape.
 */
export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors(error, request, reply) {
    const { status, body } = describeFrameworkError(error);
    request.log.info({ code: error.code, status }, error.message);
    // The option's reply is generic over every route's schema; this one answers no route.
    void (reply as unknown as FastifyReply).status(status).send(body);
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket) {
    // A reset connection has nobody left to answer. (An over-long URL also overflows the header limit.)
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, body } = describeClientError(error);
    if (socket.writable) {
      const json = JSON.stringify(body);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
          `Connection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy();
  },
};

export function sendServiceUnavailable(reply: FastifyReply): FastifyReply {
  return reply.status(503).header('Retry-After', String(RETRY_AFTER_S)).send(GENERIC_ERRORS.serviceUnavailable);
}

function describeClientError(error: NodeJS.ErrnoException): { status: number; body: ApiErrorBody } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: GENERIC_ERRORS.headersTooLarge };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: GENERIC_ERRORS.requestTimeout };
    default:
      return { status: 400, body: GENERIC_ERRORS.badRequest };
  }
}

function describeFrameworkError(error: FastifyError): { status: number; body: ApiErrorBody } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: GENERIC_ERRORS.malformedJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: GENERIC_ERRORS.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: GENERIC_ERRORS.unsupportedMediaType };
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: GENERIC_ERRORS.badUrl };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: GENERIC_ERRORS.uriTooLong };
    case 'FST_ERR_VALIDATION':
      // A validator's own (English) text never reaches users; our zod schemas throw AppError instead.
      return { status: 400, body: GENERIC_ERRORS.badRequest };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: GENERIC_ERRORS.tooManyRequests };
  if (status === 413) return { status, body: GENERIC_ERRORS.payloadTooLarge };
  if (status >= 400 && status < 500) return { status, body: GENERIC_ERRORS.badRequest };
  return { status: 500, body: GENERIC_ERRORS.internal };
}
