// One error handler (STYLE.md, fastify/demo): logs the context, never sends a 5xx's real message.
import type { FastifyError, FastifyInstance } from 'fastify';
import { GENERIC_ERRORS, type ApiErrorBody } from '../../shared/errors';
import { AppError } from './app-error';

/**
 * @param indexHtml the built SPA's page: every non-API GET without a file extension is one of its routes.
 */
export function registerErrorHandling(app: FastifyInstance, indexHtml?: string): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(error.toBody());
    }
    const { status, body } = describeFrameworkError(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, status }, error.message);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRoute = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (indexHtml && isPageRoute) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(GENERIC_ERRORS.notFound);
  });
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
      return {
        status: 415,
        body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Định dạng dữ liệu gửi lên không được hỗ trợ.' },
      };
    case 'FST_ERR_VALIDATION':
      return { status: 400, body: { code: GENERIC_ERRORS.badRequest.code, message: error.message } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: GENERIC_ERRORS.tooManyRequests };
  if (status === 413) return { status, body: GENERIC_ERRORS.payloadTooLarge };
  if (status >= 400 && status < 500) return { status, body: GENERIC_ERRORS.badRequest };
  return { status: 500, body: GENERIC_ERRORS.internal };
}
