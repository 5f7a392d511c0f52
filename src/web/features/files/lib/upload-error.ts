// What the upload notice says when the answer carries no message of ours (a proxy's 413, a dropped line,
// a crashed server): our own refusals arrive with their message and never get here.
import type { MessageId } from '@/i18n/i18n';

/** The message for a failed upload by its HTTP status: 0 is no answer at all, anything unknown is 'failed'. */
export function uploadFailureMessage(status: number): MessageId {
  if (status === 0) return 'files.uploadError.network';
  if (status === 413) return 'files.uploadError.tooLarge';
  if (status === 503) return 'errors.STORAGE_UNAVAILABLE';
  if (status >= 500) return 'files.uploadError.server';
  if (status === 400) return 'files.uploadError.invalid';
  return 'files.uploadError.failed';
}
