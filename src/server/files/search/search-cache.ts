// Ranked search matches kept for a short while. Ranking is the costly part of a search (a
// common word's posting list alone costs ~15 ms in PostgreSQL), and learners repeat the same searches
// ('de thi toeic'), so each instance keeps the ranked ids of recent queries per caller. What a hit shows
// (names, counters, the caller's flags, snippets) is still read fresh on every request.
//
// Any change to a file's record (created, edited, visibility, deleted, its text extracted) clears the
// whole cache on every instance: the change events travel through the database (live/event-bus.ts). When
// events may have been missed (the listening connection was made again) it is cleared too, and entries
// expire after the TTL whatever happens. Counter changes (saves, views, downloads) do not affect ranking.
import type { EventBus, FileChange } from '../../live';
import { LoadsInFlight } from '../../platform/loads-in-flight';
import type { SearchMatch } from './search-queries';

/** Also keeps the library's facet counts (library-facets.ts), which change with the same events. */
export interface SearchCache<T = SearchMatch[]> {
  /** The cached matches for `key`, or those `load` finds (one load at a time per key). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** A file changed: everything is cleared unless only its counters moved. */
  forget(change: FileChange): void;
  close(): void;
}

const MAX_ENTRIES = 2_000;

export function createSearchCache<T = SearchMatch[]>(options: {
  events: EventBus;
  ttlMs: number;
  now?: () => number;
}): SearchCache<T> {
  const { ttlMs, now = Date.now } = options;
  // Map order is insertion order: a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, { at: number; matches: T }>();
  // A load that started before a change must not store what it found after it.
  const loading = new LoadsInFlight<T>();
  const clear = () => {
    loading.invalidate();
    entries.clear();
  };
  const forget = (change: FileChange) => {
    if (change.type !== 'file.counters') clear();
  };
  const stopChanges = options.events.subscribe(forget);
  const stopMissed = options.events.onMissedEvents(clear);

  return {
    async get(key, load) {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.matches;
      }
      return loading.run(key, load, (matches, unchanged) => {
        if (unchanged) {
          entries.delete(key);
          entries.set(key, { at: now(), matches });
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        }
        return matches;
      });
    },
    forget,
    close() {
      stopChanges();
      stopMissed();
      clear();
    },
  };
}
