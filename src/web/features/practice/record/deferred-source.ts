// Record sources whose real implementation arrives later: the one used while the session loads, and a
// visitor's, whose module (browser-source.ts, with ts-fsrs) is loaded by its first read or write, not by
// every page a visitor opens. A visitor who has answered nothing yet has the empty progress without it,
// so a first visit to home or a documents page downloads no scheduler.
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import type { TProgress } from '@shared/practice/record-contract';
import type { LearnerRecordSource } from './record-source';

/** What a record without a single attempt answers for progress (browser-source.test.ts holds it to the module's). */
export const EMPTY_PROGRESS: TProgress = { completions: [], due: { vocabulary: 0, sentence: 0 }, mistakes: 0 };

/** A source whose every call waits for `ready()` (the auth state, or the browser record's module). */
export function sourceWhenReady(
  where: LearnerRecordSource['where'],
  ready: () => Promise<LearnerRecordSource>,
): LearnerRecordSource {
  return {
    where,
    record: async (...args) => (await ready()).record(...args),
    progress: async () => (await ready()).progress(),
    mistakes: async () => (await ready()).mistakes(),
    dismissMistake: async (...args) => (await ready()).dismissMistake(...args),
    undoDismissMistake: async (...args) => (await ready()).undoDismissMistake(...args),
    review: async (...args) => (await ready()).review(...args),
    stats: async (...args) => (await ready()).stats(...args),
    settings: async () => (await ready()).settings(),
    saveSettings: async (...args) => (await ready()).saveSettings(...args),
    exportRecord: async (...args) => (await ready()).exportRecord(...args),
    reset: async () => (await ready()).reset(),
  };
}

/** True when `storage` holds a visitor's record; unreadable storage holds none (the module reads it so too). */
function holdsRecord(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(LOCAL_STORAGE_KEYS.practiceRecord) !== null;
  } catch {
    return false;
  }
}

/** A visitor's record: `load` (the browser record's module) runs on the first call that needs it. */
export function visitorSource(
  storage: Pick<Storage, 'getItem'>,
  load: () => Promise<LearnerRecordSource>,
): LearnerRecordSource {
  const deferred = sourceWhenReady('browser', load);
  return {
    ...deferred,
    progress: async () => (holdsRecord(storage) ? deferred.progress() : EMPTY_PROGRESS),
  };
}
