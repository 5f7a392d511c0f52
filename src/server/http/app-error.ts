import type { z } from 'zod';
import { GENERIC_ERRORS, type ApiErrorBody } from '../../shared/errors';

export interface AppErrorOptions {
  /**
   * A 5xx is logged as an error with its stack by default. A state the operator chose (a feature left
   * unconfigured) is no fault: 'info' logs one line without a stack.
   */
  logLevel?: 'info' | 'error';
  /** The failure behind this answer, kept for the log and for db/availability.ts. */
  cause?: unknown;
}

/** The one error type of the server: an HTTP status plus a body that is safe to show users. */
export class AppError extends Error {
  public readonly logLevel: 'info' | 'error';

  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.logLevel = options.logLevel ?? 'error';
  }

  static from(statusCode: number, body: ApiErrorBody, options?: AppErrorOptions): AppError {
    return new AppError(statusCode, body.code, body.message, options);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message };
  }
}

export const unauthorized = () => AppError.from(401, GENERIC_ERRORS.unauthorized);

/**
 * Parses input that is not a route's params, query or body (those use route schemas, http/zod-schemas.ts)
 * with a shared zod schema; the first problem becomes a 400 in the catalogue's shape.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError(400, GENERIC_ERRORS.badRequest.code, issue?.message ?? GENERIC_ERRORS.badRequest.message);
}
