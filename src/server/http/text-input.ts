// No request may carry U+0000. PostgreSQL cannot store it in text, so a NUL that reaches a query fails
// there as a 500 wherever a field's schema did not think of it: a path parameter, a query word, a name
// sent to better-auth (whose routes have no schema of ours). One check before every route's validation
// answers it with the catalogue's 400 instead. The other characters a field refuses are its schema's
// rule (shared/text-rules.ts): a description may break lines, a name may not.
import type { FastifyInstance } from 'fastify';
import { GENERIC_ERRORS } from '../../shared/errors';
import { containsNul } from '../../shared/text-rules';
import { AppError } from './app-error';

export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Fastify's params and query are records of another prototype: their own fields are what counts.
    const params = { ...(request.params as object) };
    const query = { ...(request.query as object) };
    if (holdsNul(params) || holdsNul(query) || holdsNul(request.body)) {
      throw AppError.from(400, GENERIC_ERRORS.invalidCharacters);
    }
  });
}

/**
 * Whether a parsed value (a string, or arrays and plain objects of them, keys included) holds U+0000.
 * Iterative: a deeply nested JSON body cannot overflow the stack. Anything else (a stream of upload bytes,
 * a Buffer) is no text and is not read.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (containsNul(current)) return true;
    } else if (Array.isArray(current)) {
      // One at a time: spreading a long array into push() would exceed the arguments limit.
      for (const item of current) pending.push(item);
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (containsNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
