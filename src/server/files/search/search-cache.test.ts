// The search cache: ranked matches are kept per key for the TTL, one load at a time, and a
// change to any file's record (here or announced by another instance) or missed events clear them all.
import { describe, expect, it } from 'vitest';
import type { FileChange } from '../../live';
import { fakeEvents } from '../../test/fake-events';
import { createSearchCache } from './search-cache';
import type { SearchMatch } from './search-queries';

/** The bus, announcing a change of one kind to the file 'f'. */
function fakeEventsOfType() {
  const bus = fakeEvents();
  return {
    ...bus,
    announce: (type: FileChange['type']) => bus.announce({ type, fileId: 'f', ownerId: 'o', isPublic: true }),
  };
}

const match = (id: string): SearchMatch[] => [{ id, page: null }];

describe('search cache', () => {
  it('answers a repeated key from memory until the TTL ends', async () => {
    let clock = 0;
    const { events } = fakeEventsOfType();
    const cache = createSearchCache({ events, ttlMs: 1_000, now: () => clock });
    let loads = 0;
    const load = async () => match(`m${(loads += 1)}`);
    expect(await cache.get('a', load)).toEqual(match('m1'));
    clock = 999;
    expect(await cache.get('a', load)).toEqual(match('m1'));
    expect(await cache.get('b', load)).toEqual(match('m2'));
    clock = 1_000;
    expect(await cache.get('a', load)).toEqual(match('m3'));
  });

  it('clears on created, updated and deleted files and on missed events, not on counters', async () => {
    const { events, announce, miss } = fakeEventsOfType();
    const cache = createSearchCache({ events, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => match(`m${(loads += 1)}`);
    await cache.get('a', load);
    announce('file.counters');
    expect(await cache.get('a', load)).toEqual(match('m1'));
    for (const type of ['file.created', 'file.updated', 'file.deleted'] as const) {
      announce(type);
      expect(await cache.get('a', load), type).toEqual(match(`m${loads}`));
      expect(loads, type).toBe(['file.created', 'file.updated', 'file.deleted'].indexOf(type) + 2);
    }
    miss();
    await cache.get('a', load);
    expect(loads).toBe(5);
    cache.forget({ type: 'file.created', fileId: 'f', ownerId: 'o', isPublic: true });
    await cache.get('a', load);
    expect(loads).toBe(6);
    // Kept again after each load.
    await cache.get('a', load);
    expect(loads).toBe(6);
  });

  it('loads a key once for concurrent callers, and never keeps what a load found before a change', async () => {
    const { events, announce } = fakeEventsOfType();
    const cache = createSearchCache({ events, ttlMs: 60_000 });
    let release: (matches: SearchMatch[]) => void = () => {};
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<SearchMatch[]>((resolve) => (release = resolve));
    };
    const first = cache.get('a', slow);
    const second = cache.get('a', slow);
    expect(loads).toBe(1);
    announce('file.created');
    release(match('before'));
    expect(await first).toEqual(match('before'));
    expect(await second).toEqual(match('before'));
    // The change came while loading: the next call loads again.
    const third = cache.get('a', slow);
    expect(loads).toBe(2);
    release(match('after'));
    expect(await third).toEqual(match('after'));
    expect(await cache.get('a', slow)).toEqual(match('after'));
  });

  it('does not keep failures, keeps nothing with a TTL of 0, and lets go of the events when closed', async () => {
    const { events, listenerCount } = fakeEventsOfType();
    const cache = createSearchCache({ events, ttlMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => match('ok'))).toEqual(match('ok'));
    cache.close();
    expect(listenerCount()).toBe(0);

    const none = createSearchCache({ events, ttlMs: 0 });
    let loads = 0;
    await none.get('a', async () => match(`m${(loads += 1)}`));
    await none.get('a', async () => match(`m${(loads += 1)}`));
    expect(loads).toBe(2);
  });
});
