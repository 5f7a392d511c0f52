// The list cache on its own: a page is kept per list, page and viewer until the TTL, a change forgets
// exactly the pages it may touch, a load under way when a change comes is never kept, and the pages kept
// stay within their memory bound. The API tests (list-cache-api.test.ts) hold the app to the same.
import { describe, expect, it } from 'vitest';
import type { FileChange } from '../live';
import { fakeEvents } from '../test/fake-events';
import { createListCache, type FileListJson, type ListPageKey, type LoadedListPage } from './list-cache';

/** A loader that writes a new page each time it runs, showing `fileIds`. */
function counted(fileIds: string[], size = 10) {
  let loads = 0;
  const load = async (): Promise<LoadedListPage> => {
    loads += 1;
    return { json: `${loads}:${'x'.repeat(size)}` as FileListJson, fileIds };
  };
  return { load, loads: () => loads };
}

const page = (key: Partial<ListPageKey>): ListPageKey => ({
  list: 'author',
  viewerId: null,
  authorId: 'author',
  limit: 24,
  ...key,
});

describe('list cache', () => {
  it('keeps a page per list, page and viewer until the TTL ends', async () => {
    let clock = 0;
    const cache = createListCache({ events: fakeEvents().events, ttlMs: 1_000, now: () => clock });
    const { load, loads } = counted(['f']);
    const keys = [
      page({}),
      page({ viewerId: 'reader' }),
      page({ viewerId: 'author' }),
      page({ limit: 10 }),
      page({ cursor: { time: new Date(0), id: 'f' } }),
      page({ authorId: 'other' }),
      page({ list: 'saved', viewerId: 'reader', authorId: null }),
      page({ list: 'viewed', viewerId: 'reader', authorId: null }),
    ];
    for (const key of keys) await cache.get(key, load);
    expect(loads()).toBe(keys.length);
    clock = 999;
    for (const key of keys) await cache.get(key, load);
    expect(loads()).toBe(keys.length);
    clock = 1_000;
    await cache.get(keys[0]!, load);
    expect(loads()).toBe(keys.length + 1);
  });

  it('forgets exactly the pages a change may touch', async () => {
    const { events, announce } = fakeEvents();
    const cache = createListCache({ events, ttlMs: 60_000 });
    const pages = {
      readerOnAuthor: page({ viewerId: 'reader', authorId: 'author' }),
      visitorOnAuthor: page({ authorId: 'author' }),
      visitorOnOther: page({ authorId: 'other' }),
      readerSaved: page({ list: 'saved', viewerId: 'reader', authorId: null }),
      someoneDownloaded: page({ list: 'downloaded', viewerId: 'someone', authorId: null }),
    };
    const shown: Record<keyof typeof pages, string[]> = {
      readerOnAuthor: ['a1', 'a2'],
      visitorOnAuthor: ['a1', 'a2'],
      visitorOnOther: ['o1'],
      readerSaved: ['o1'],
      someoneDownloaded: ['o2'],
    };
    const loaders = Object.fromEntries(Object.entries(shown).map(([name, ids]) => [name, counted(ids)]));
    /** The pages loaded again after the change (all are read, then the change, then all again). */
    const forgottenBy = async (change: FileChange) => {
      for (const [name, key] of Object.entries(pages)) await cache.get(key, loaders[name]!.load);
      const before = Object.fromEntries(Object.entries(loaders).map(([name, loader]) => [name, loader.loads()]));
      announce(change);
      for (const [name, key] of Object.entries(pages)) await cache.get(key, loaders[name]!.load);
      return Object.keys(pages).filter((name) => loaders[name]!.loads() > before[name]!);
    };
    const change = (fields: Partial<FileChange>): FileChange => ({
      type: 'file.updated',
      fileId: 'new',
      ownerId: 'nobody',
      isPublic: true,
      ...fields,
    });

    // Counters: the pages showing the file, and every page of whoever saved, downloaded or viewed it.
    expect(await forgottenBy(change({ type: 'file.counters', fileId: 'a1', ownerId: 'author', actorId: 'x' }))).toEqual(
      ['readerOnAuthor', 'visitorOnAuthor'],
    );
    expect(await forgottenBy(change({ type: 'file.counters', fileId: 'z', ownerId: 'z', actorId: 'reader' }))).toEqual([
      'readerOnAuthor',
      'readerSaved',
    ]);
    // A new file (even private) enters its author's pages; nobody has saved it yet.
    expect(await forgottenBy(change({ type: 'file.created', ownerId: 'author', isPublic: false }))).toEqual([
      'readerOnAuthor',
      'visitorOnAuthor',
    ]);
    // A file others could read before or after the change may enter or leave anyone's own lists.
    expect(await forgottenBy(change({ ownerId: 'other', isPublic: true }))).toEqual([
      'visitorOnOther',
      'readerSaved',
      'someoneDownloaded',
    ]);
    // A file that stays private concerns its owner's pages only.
    expect(await forgottenBy(change({ ownerId: 'other', isPublic: false }))).toEqual(['visitorOnOther']);
    expect(await forgottenBy(change({ type: 'file.deleted', fileId: 'o2', ownerId: 'z', isPublic: false }))).toEqual([
      'someoneDownloaded',
    ]);
    // Forgetting leaves no index behind: a page loaded again is forgotten again by the same change.
    for (let time = 0; time < 2; time += 1) {
      expect(await forgottenBy(change({ type: 'file.counters', fileId: 'o1', ownerId: 'other' }))).toEqual([
        'visitorOnOther',
        'readerSaved',
      ]);
    }
  });

  it('loads a page once for concurrent callers, and never keeps what a load found before a change', async () => {
    const { events, announce } = fakeEvents();
    const cache = createListCache({ events, ttlMs: 60_000 });
    const releases: ((loaded: LoadedListPage) => void)[] = [];
    const slow = () => new Promise<LoadedListPage>((resolve) => releases.push(resolve));
    const key = page({ viewerId: 'reader' });
    const first = cache.get(key, slow);
    const joined = cache.get(key, slow);
    expect(releases).toHaveLength(1);
    // A change to a file on no page yet: the load under way may have read the database before it.
    announce({ type: 'file.counters', fileId: 'f', ownerId: 'author', actorId: 'reader', isPublic: true });
    const afterChange = cache.get(key, slow);
    expect(releases).toHaveLength(2);
    // The first load ends last: what it found is answered to its callers, and not kept.
    releases[1]!({ json: 'new' as FileListJson, fileIds: ['f'] });
    expect(await afterChange).toBe('new');
    releases[0]!({ json: 'old' as FileListJson, fileIds: ['f'] });
    expect([await first, await joined]).toEqual(['old', 'old']);
    expect(await cache.get(key, slow)).toBe('new');
    // A load that ends before it is joined by a change is dropped too, even when no page was kept.
    announce({ type: 'file.counters', fileId: 'f', ownerId: 'author', isPublic: true });
    const later = cache.get(key, slow);
    announce({ type: 'file.counters', fileId: 'g', ownerId: 'author', isPublic: true });
    releases[2]!({ json: 'stale' as FileListJson, fileIds: ['f'] });
    expect(await later).toBe('stale');
    const fresh = cache.get(key, slow);
    expect(releases).toHaveLength(4);
    releases[3]!({ json: 'fresh' as FileListJson, fileIds: ['f'] });
    expect(await fresh).toBe('fresh');
  });

  it('keeps no empty page, no failed load and, with a TTL of 0, nothing', async () => {
    const { events } = fakeEvents();
    const cache = createListCache({ events, ttlMs: 60_000 });
    const empty = counted([]);
    await cache.get(page({}), empty.load);
    await cache.get(page({}), empty.load);
    expect(empty.loads()).toBe(2);
    await expect(cache.get(page({}), () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    const shown = counted(['f']);
    await cache.get(page({}), shown.load);
    await cache.get(page({}), shown.load);
    expect(shown.loads()).toBe(1);

    const none = createListCache({ events, ttlMs: 0 });
    const again = counted(['f']);
    await none.get(page({}), again.load);
    await none.get(page({}), again.load);
    expect(again.loads()).toBe(2);
  });

  it('drops the least recently used pages past its memory bound, and everything when events were missed', async () => {
    const { events, miss, listenerCount } = fakeEvents();
    // Pages of 1,000 characters count 2,000 bytes: three fit in 6,500.
    const cache = createListCache({ events, ttlMs: 60_000, maxBytes: 6_500 });
    const loaders = ['a', 'b', 'c', 'd'].map(() => counted(['f'], 1_000));
    const keyOf = (index: number) => page({ authorId: `author-${index}` });
    for (const index of [0, 1, 2]) await cache.get(keyOf(index), loaders[index]!.load);
    await cache.get(keyOf(0), loaders[0]!.load);
    await cache.get(keyOf(3), loaders[3]!.load);
    // 'b' was the least recently used when 'd' came: the others are still kept.
    for (const index of [0, 2, 3, 1]) await cache.get(keyOf(index), loaders[index]!.load);
    expect(loaders.map((loader) => loader.loads())).toEqual([1, 2, 1, 1]);

    miss();
    for (const index of [0, 1, 2, 3]) await cache.get(keyOf(index), loaders[index]!.load);
    expect(loaders.map((loader) => loader.loads())).toEqual([2, 3, 2, 2]);
    cache.close();
    expect(listenerCount()).toBe(0);
  });
});
