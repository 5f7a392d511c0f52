// Merging a visitor's record into the account on sign-in or sign-up (signing in merges the
// browser's record into the account once, idempotently). The attempts keep the ids the browser gave them
// and the server skips ids it knows, so a merge repeated after a crash, in a second tab or after a failure
// halfway changes nothing; the browser's record is cleared only once everything was accepted.
import type { TItemKind, TLearnerSettings } from '@shared/practice/record-contract';
import { isDismissalCurrent } from '@shared/practice/record-rules';
import { ApiError } from '@/lib/api-client';
import { clearBrowserRecord, hasBrowserRecord, itemKey, readBrowserRecord, type RecordStorage } from './browser-source';
import { sendAttempts, type PostAttempts } from './send-attempts';

export interface MergeTarget {
  postAttempts: PostAttempts;
  dismissMistake(kind: TItemKind, itemId: string): Promise<unknown>;
  saveSettings(settings: TLearnerSettings): Promise<unknown>;
}

/**
 * 'nothing' when the browser holds no record, 'merged' when it was sent and cleared. A failure (network,
 * server, signed out) is thrown and leaves the browser's record as it was, for the next sign-in or load.
 */
export async function mergeBrowserRecord(storage: RecordStorage, target: MergeTarget): Promise<'nothing' | 'merged'> {
  const record = readBrowserRecord(storage);
  if (!hasBrowserRecord(record)) return 'nothing';

  // Refused attempts (an item since removed from the content) are dropped by sendAttempts: they can never
  // be accepted, and keeping them would block the merge for good.
  await sendAttempts(record.attempts, target.postAttempts, () => {});

  const lastMiss = new Map<string, string>();
  for (const attempt of record.attempts) {
    if (attempt.result === 'first-try') continue;
    const key = itemKey(attempt.itemKind, attempt.itemId);
    const previous = lastMiss.get(key);
    if (!previous || previous < attempt.answeredAt) lastMiss.set(key, attempt.answeredAt);
  }
  for (const [key, markedAt] of Object.entries(record.dismissed)) {
    // A mark older than the item's last miss no longer counts (the same rule as the lists).
    const missedAt = lastMiss.get(key);
    if (!isDismissalCurrent(new Date(markedAt), missedAt ? new Date(missedAt) : null)) continue;
    const separator = key.indexOf(':');
    const kind = key.slice(0, separator) as TItemKind;
    try {
      await target.dismissMistake(kind, key.slice(separator + 1));
    } catch (error) {
      // 404: the account has no card for it (its attempts were refused above); nothing to mark.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }

  if (record.settings) await target.saveSettings(record.settings);

  clearBrowserRecord(storage);
  return 'merged';
}
