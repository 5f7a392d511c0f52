import { ApiError } from '@/lib/api-client';

/** A 4xx (unknown topic, set out of range, bad part) will not change on retry; network and 5xx might. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
