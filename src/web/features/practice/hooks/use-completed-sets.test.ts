import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSetCompleted, readCompletedSets } from './use-completed-sets';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

let storage: MemoryStorage;
let fakeWindow: EventTarget & { localStorage: MemoryStorage };

beforeEach(() => {
  storage = new MemoryStorage();
  fakeWindow = Object.assign(new EventTarget(), { localStorage: storage });
  vi.stubGlobal('window', fakeWindow);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('completed sets (SPEC §3)', () => {
  it('reads nothing when the key is absent', () => {
    expect(readCompletedSets('vocabulary')).toEqual([]);
    expect(readCompletedSets('sentence')).toEqual([]);
  });

  it('stores set numbers as a JSON array under the spec keys', () => {
    markSetCompleted('vocabulary', 3);
    markSetCompleted('vocabulary', 1);
    markSetCompleted('sentence', 2);
    expect(JSON.parse(storage.getItem('vocab-completed-sets') ?? 'null')).toEqual([1, 3]);
    expect(JSON.parse(storage.getItem('sentence-completed-sets') ?? 'null')).toEqual([2]);
    expect(readCompletedSets('vocabulary')).toEqual([1, 3]);
  });

  it('marks a set once', () => {
    markSetCompleted('sentence', 4);
    markSetCompleted('sentence', 4);
    expect(readCompletedSets('sentence')).toEqual([4]);
  });

  it('ignores positions that are not set numbers', () => {
    markSetCompleted('vocabulary', 0);
    markSetCompleted('vocabulary', -2);
    markSetCompleted('vocabulary', 1.5);
    markSetCompleted('vocabulary', Number.NaN);
    expect(storage.getItem('vocab-completed-sets')).toBeNull();
  });

  it('reads numeric strings and skips junk written by someone else', () => {
    storage.setItem('vocab-completed-sets', JSON.stringify([2, '5', 'x', null, 2, 0, { a: 1 }]));
    expect(readCompletedSets('vocabulary')).toEqual([2, 5]);
  });

  it('treats unreadable or non-array values as empty and repairs them on the next mark', () => {
    storage.setItem('vocab-completed-sets', '{not json');
    expect(readCompletedSets('vocabulary')).toEqual([]);
    storage.setItem('sentence-completed-sets', '{"1":true}');
    expect(readCompletedSets('sentence')).toEqual([]);
    markSetCompleted('sentence', 1);
    expect(storage.getItem('sentence-completed-sets')).toBe('[1]');
  });

  it('tells this tab that something changed', () => {
    const listener = vi.fn();
    fakeWindow.addEventListener('practice:completed-sets', listener);
    markSetCompleted('vocabulary', 7);
    markSetCompleted('vocabulary', 7);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working when storage throws', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
      dispatchEvent: () => true,
    });
    expect(readCompletedSets('vocabulary')).toEqual([]);
    expect(() => markSetCompleted('vocabulary', 1)).not.toThrow();
  });
});
