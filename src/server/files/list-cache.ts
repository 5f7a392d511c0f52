// Pages of files already written as JSON, kept for a moment per list, page and viewer. Writing a page of
// 24 files costs PostgreSQL and the server about ten times a file's page; a page asked for again (a
// refresh, the live lists refetching after an event, many visitors on one author's page) is sent as it is.
//
// A page is kept per viewer: the caller's saved and downloaded flags, whether they own each file and the
// owner-only fields differ, so one viewer's page is never another's (visitors share theirs). It is kept
// until the first change that may touch it, told by the files domain's events: here at once, before the
// change is announced (the caller's next request sees it), and on every other instance when the
// announcement arrives through the database (live/event-bus.ts). Which pages a change touches:
// - every page showing the file (its fields, counters, visibility, or the file is gone);
// - every page read by the user who saved, unsaved, downloaded or viewed it (their flags and own lists);
// - unless only counters moved, every page of the owner's files (a new, edited, hidden or deleted
//   file may enter or leave them), and, when others could read the file before or after, every saved,
//   downloaded and viewed list (a file made public again comes back into them, wherever it sorts).
// Pages expire after the TTL whatever happens (a notification lost with the listening connection; it is
// cleared too when that connection is made again), and the oldest go first past the memory bound.
import type { EventBus, FileChange } from '../live';
import { LoadsInFlight } from '../platform/loads-in-flight';
import type { ListCursor } from './queries';

/** A TFileListResponse already written as JSON (lists are presented by PostgreSQL). */
export type FileListJson = string & { readonly fileListJson: unique symbol };

export interface ListPageKey {
  /** An author's files (the author's own uploaded list among them), or the caller's own lists. */
  list: 'author' | 'saved' | 'downloaded' | 'viewed';
  /** Who reads the page; null for a visitor. */
  viewerId: string | null;
  /** Whose files an author list shows; null for the caller's own lists. */
  authorId: string | null;
  limit: number;
  cursor?: ListCursor;
}

export interface LoadedListPage {
  json: FileListJson;
  /** The files the page shows. */
  fileIds: string[];
}

export interface ListCache {
  /** The kept page for `key`, or the one `load` writes (one load at a time per key). */
  get(key: ListPageKey, load: () => Promise<LoadedListPage>): Promise<FileListJson>;
  /** A file changed: the pages it may touch go. */
  forget(change: FileChange): void;
  close(): void;
}

/**
 * What the kept pages may hold, counted as two bytes a character (JavaScript's wide strings; Vietnamese
 * names make most pages wide): about a thousand pages of 24 files.
 */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  json: FileListJson;
  bytes: number;
  at: number;
  /** The index keys it is filed under (forgotten with it). */
  fileIds: string[];
  authorId: string | null;
  viewerId: string | null;
  isReaderList: boolean;
}

/** Keys filed under a name (a file, an author or a viewer id). */
class KeyIndex {
  private readonly keys = new Map<string, Set<string>>();

  add(name: string, key: string): void {
    let set = this.keys.get(name);
    if (!set) this.keys.set(name, (set = new Set()));
    set.add(key);
  }

  remove(name: string, key: string): void {
    const set = this.keys.get(name);
    if (!set) return;
    set.delete(key);
    if (set.size === 0) this.keys.delete(name);
  }

  /** A copy: the caller removes entries while going through it. */
  under(name: string): string[] {
    return [...(this.keys.get(name) ?? [])];
  }

  clear(): void {
    this.keys.clear();
  }
}

function keyText({ list, viewerId, authorId, limit, cursor }: ListPageKey): string {
  const after = cursor ? `${cursor.time.toISOString()}|${cursor.id}` : '';
  return [list, viewerId ?? '', authorId ?? '', limit, after].join('\n');
}

export function createListCache(options: {
  events: EventBus;
  ttlMs: number;
  now?: () => number;
  /** Tests set a small bound. */
  maxBytes?: number;
}): ListCache {
  const { ttlMs, now = Date.now, maxBytes = MAX_BYTES } = options;
  // Map order is insertion order: a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry>();
  const byFile = new KeyIndex();
  const byAuthor = new KeyIndex();
  const byViewer = new KeyIndex();
  const readerLists = new Set<string>();
  // A load under way when a change comes may have read the database before it: what it wrote is
  // answered to those who asked before the change, and never kept.
  const loading = new LoadsInFlight<FileListJson>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const fileId of entry.fileIds) byFile.remove(fileId, key);
    if (entry.authorId) byAuthor.remove(entry.authorId, key);
    if (entry.viewerId) byViewer.remove(entry.viewerId, key);
    readerLists.delete(key);
  }

  /** `loadedAt`: when the load began, so the TTL bounds the age of what the database said. */
  function store(key: string, page: ListPageKey, loaded: LoadedListPage, loadedAt: number): void {
    remove(key);
    const entry: Entry = {
      json: loaded.json,
      bytes: loaded.json.length * 2,
      at: loadedAt,
      fileIds: loaded.fileIds,
      authorId: page.authorId,
      viewerId: page.viewerId,
      isReaderList: page.list !== 'author',
    };
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const fileId of entry.fileIds) byFile.add(fileId, key);
    if (entry.authorId) byAuthor.add(entry.authorId, key);
    if (entry.viewerId) byViewer.add(entry.viewerId, key);
    if (entry.isReaderList) readerLists.add(key);
    while (bytes > maxBytes) remove(entries.keys().next().value!);
  }

  function clear(): void {
    loading.invalidate();
    entries.clear();
    byFile.clear();
    byAuthor.clear();
    byViewer.clear();
    readerLists.clear();
    bytes = 0;
  }

  function forget(change: FileChange): void {
    loading.invalidate();
    for (const key of byFile.under(change.fileId)) remove(key);
    if (change.actorId) for (const key of byViewer.under(change.actorId)) remove(key);
    if (change.type === 'file.counters') return;
    for (const key of byAuthor.under(change.ownerId)) remove(key);
    if (change.isPublic) for (const key of [...readerLists]) remove(key);
  }

  const stopChanges = options.events.subscribe(forget);
  const stopMissed = options.events.onMissedEvents(clear);

  return {
    async get(page, load) {
      if (ttlMs <= 0) return (await load()).json;
      const key = keyText(page);
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.json;
      }
      if (entry) remove(key);
      const startedAt = now();
      return loading.run(key, load, (loaded, unchanged) => {
        // An empty page is not kept: it is cheap, and an author deleted meanwhile must be a 404.
        if (unchanged && loaded.fileIds.length > 0) store(key, page, loaded, startedAt);
        return loaded.json;
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
