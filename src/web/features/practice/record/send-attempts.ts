// Sending a signed-in learner's attempts: batches of at most 500, each accepted or refused whole
// by the server, deduplicated there by the browser's attempt id (so sending again is always safe).
import { PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import type { TAttempt } from '@shared/practice/record-contract';
import { ApiError } from '@/lib/api-client';

export type PostAttempts = (batch: readonly TAttempt[]) => Promise<unknown>;

/**
 * What to do after a failed send:
 * - 'retry': the network or the server failed (status 0, 5xx), or asked to slow down (408, 429): the same
 *   batch is sent again later with back-off; the ids make the repeat harmless.
 * - 'wait': 401, the session is gone: the attempts stay until this learner signs in again (a retry would
 *   fail the same way, and another account must never receive them).
 * - 'drop': any other 4xx (400 UNKNOWN_ITEM, FUTURE_ATTEMPT...): the server refused the content, and
 *   sending it again can never succeed; kept, it would block everything queued behind it.
 */
export function failureAction(error: unknown): 'retry' | 'wait' | 'drop' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 401) return 'wait';
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) return 'retry';
  return 'drop';
}

/**
 * Sends attempts in batches of at most `maxAttemptsPerBatch`. `settle(ids)` is called with the ids the
 * server accepted or refused for good, as soon as they are known. A refused batch is split in halves until
 * the refused attempts are alone, so one bad attempt (an item removed from the content) does not take 499
 * good ones with it; each attempt dropped that way is logged with console.error. A retryable failure or a
 * 401 is thrown (the caller keeps what was not settled).
 */
export async function sendAttempts(
  attempts: readonly TAttempt[],
  post: PostAttempts,
  settle: (ids: readonly string[]) => void,
): Promise<void> {
  for (let start = 0; start < attempts.length; start += PRACTICE_RECORD_LIMITS.maxAttemptsPerBatch) {
    await sendBatch(attempts.slice(start, start + PRACTICE_RECORD_LIMITS.maxAttemptsPerBatch), post, settle);
  }
}

async function sendBatch(
  batch: readonly TAttempt[],
  post: PostAttempts,
  settle: (ids: readonly string[]) => void,
): Promise<void> {
  try {
    await post(batch);
  } catch (error) {
    if (failureAction(error) !== 'drop') throw error;
    if (batch.length === 1) {
      console.error('An answer the server refused was dropped from the practice record', batch[0], error);
    } else {
      const middle = Math.ceil(batch.length / 2);
      await sendBatch(batch.slice(0, middle), post, settle);
      await sendBatch(batch.slice(middle), post, settle);
      return;
    }
  }
  settle(batch.map((attempt) => attempt.id));
}
