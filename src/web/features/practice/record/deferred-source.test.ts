import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { createBrowserSource, emptyBrowserRecord } from './browser-source';
import { EMPTY_PROGRESS, visitorSource } from './deferred-source';
import { MemoryStorage } from './memory-storage';
import type { LearnerRecordSource } from './record-source';

/** The browser record's module as the record context loads it, counting the loads. */
function countingLoader(storage: MemoryStorage) {
  const loader = {
    loads: 0,
    load: async (): Promise<LearnerRecordSource> => {
      loader.loads += 1;
      return createBrowserSource({ storage });
    },
  };
  return loader;
}

describe('a visitor record loaded on demand', () => {
  it('answers the empty progress of a browser that holds no record without loading the module', async () => {
    const storage = new MemoryStorage();
    const loader = countingLoader(storage);
    const source = visitorSource(storage, loader.load);
    expect(await source.progress()).toEqual(EMPTY_PROGRESS);
    expect(loader.loads).toBe(0);
  });

  it('the empty progress is what the module itself answers for an empty record', async () => {
    expect(await createBrowserSource({ storage: new MemoryStorage() }).progress()).toEqual(EMPTY_PROGRESS);
  });

  it('reads a stored record through the module, and loads it for any other call', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_STORAGE_KEYS.practiceRecord, JSON.stringify(emptyBrowserRecord()));
    const loader = countingLoader(storage);
    const source = visitorSource(storage, loader.load);
    expect(await source.progress()).toEqual(EMPTY_PROGRESS);
    expect(loader.loads).toBe(1);
    await source.mistakes();
    expect(loader.loads).toBe(2);
  });
});
