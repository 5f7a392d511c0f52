// The shared zod contracts as Fastify route schemas (fastify/demo): every route declares
// `schema: { params, querystring, body, response }`, requests are parsed by the same schemas the browser
// types against, and every JSON answer is checked against its response schema before it leaves.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { GENERIC_ERRORS } from '../../shared/errors';
import { AppError } from './app-error';

/** Types `request.params/query/body` from the route's zod schemas (`app.withTypeProvider<ZodTypeProvider>()`). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

// zod's own (English) messages never reach a user: a rule without a message of ours reads as the
// catalogue's 'Yêu cầu không hợp lệ.'; a schema that states its own message (from a messages.ts) keeps it.
z.config({ localeError: () => GENERIC_ERRORS.badRequest.message });

/** The first problem of a failed parse, as the one error type (400, catalogue shape). */
export function validationError(error: z.ZodError): AppError {
  const message = error.issues[0]?.message ?? GENERIC_ERRORS.badRequest.message;
  return new AppError(400, GENERIC_ERRORS.badRequest.code, message);
}

export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  });
  // A handler that answers something its contract does not allow is a bug: it fails as a logged 500
  // instead of sending a field the contract does not promise.
  app.setSerializerCompiler(
    ({ schema }) =>
      (data) =>
        JSON.stringify((schema as z.ZodType).parse(data)),
  );
}
