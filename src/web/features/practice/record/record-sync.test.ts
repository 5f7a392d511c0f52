// The account side of the record: the outbox (retries, refused batches, signed out) and the merge of a
// visitor's record on sign-in (idempotent, and a failure keeps the browser's record).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import type { TVocabularyItem } from '@shared/practice/contract';
import type { TAttempt, TItemKind, TLearnerSettings } from '@shared/practice/record-contract';
import { ApiError } from '@/lib/api-client';
import { createBrowserSource, readBrowserRecord } from './browser-source';
import { mergeBrowserRecord, type MergeTarget } from './merge-browser-record';
import { MemoryStorage } from './memory-storage';
import { createOutbox, outboxKey } from './outbox';

/** The server's side as the browser sees it: attempts deduplicated by id, a batch refused whole. */
class FakeAccount implements MergeTarget {
  readonly attempts = new Map<string, TAttempt>();
  readonly dismissed = new Set<string>();
  settings: TLearnerSettings | null = null;
  posts: number[] = [];
  refusedItemIds = new Set<string>();
  failWith: ApiError | null = null;

  postAttempts = async (batch: readonly TAttempt[]) => {
    this.posts.push(batch.length);
    if (this.failWith) throw this.failWith;
    if (batch.length > 500) throw new ApiError(400, 'TOO_MANY_ATTEMPTS', 'too many');
    if (batch.some((attempt) => this.refusedItemIds.has(attempt.itemId)))
      throw new ApiError(400, 'UNKNOWN_ITEM', 'unknown');
    for (const attempt of batch) if (!this.attempts.has(attempt.id)) this.attempts.set(attempt.id, attempt);
    return { recorded: batch.length, duplicates: 0 };
  };
  dismissMistake = async (kind: TItemKind, itemId: string) => {
    if (this.failWith) throw this.failWith;
    if (![...this.attempts.values()].some((attempt) => attempt.itemId === itemId)) {
      throw new ApiError(404, 'RECORD_ITEM_NOT_FOUND', 'not found');
    }
    this.dismissed.add(`${kind}:${itemId}`);
  };
  saveSettings = async (settings: TLearnerSettings) => {
    if (this.failWith) throw this.failWith;
    this.settings = settings;
    return settings;
  };
  snapshot() {
    return {
      attempts: [...this.attempts.keys()].sort(),
      dismissed: [...this.dismissed].sort(),
      settings: this.settings,
    };
  }
}

const START = new Date('2026-03-02T03:00:00.000Z');
const words: TVocabularyItem[] = ['apple', 'banana', 'cherry'].map((text) => ({
  id: randomUUID(),
  word: text,
  meaning: text,
  phonetic: '',
  type: '',
  audio: '',
  audioUk: '',
  alsoAccepted: [],
}));

function attempt(item: TVocabularyItem, result: TAttempt['result'], offsetMs: number): TAttempt {
  return {
    id: randomUUID(),
    itemKind: 'vocabulary',
    itemId: item.id,
    runId: randomUUID(),
    set: { group: 'Fruit', setIndex: 0 },
    result,
    mode: 'listen',
    wrongTries: result === 'first-try' ? 0 : 1,
    durationMs: 1500,
    answeredAt: new Date(START.getTime() + offsetMs).toISOString(),
  };
}

/** A visitor who answered three words (one missed), marked one 'Đã thuộc' and changed the retention. */
async function visitorRecord(storage: MemoryStorage) {
  const source = createBrowserSource({ storage, now: () => new Date(START.getTime() + 60_000) });
  const attempts = [
    attempt(words[0]!, 'first-try', 0),
    attempt(words[1]!, 'revealed', 1000),
    attempt(words[2]!, 'after-mistakes', 2000),
  ];
  await source.record(
    attempts,
    words.map((item) => ({ kind: 'vocabulary', item })),
    words.map((item) => item.id),
  );
  await source.dismissMistake('vocabulary', words[2]!.id);
  await source.saveSettings({ desiredRetention: 0.85 });
  return attempts;
}

describe('merging the visitor record on sign-in', () => {
  it('sends the attempts, the Đã thuộc marks and the retention, then clears the browser record', async () => {
    const storage = new MemoryStorage();
    const attempts = await visitorRecord(storage);
    const account = new FakeAccount();
    expect(await mergeBrowserRecord(storage, account)).toBe('merged');
    expect(account.snapshot()).toEqual({
      attempts: attempts.map((row) => row.id).sort(),
      dismissed: [`vocabulary:${words[2]!.id}`],
      settings: { desiredRetention: 0.85 },
    });
    expect(storage.values.has(LOCAL_STORAGE_KEYS.practiceRecord)).toBe(false);
    expect(await mergeBrowserRecord(storage, account)).toBe('nothing');
  });

  it('running the merge twice (the first clear lost, or a second tab) changes nothing', async () => {
    const storage = new MemoryStorage();
    await visitorRecord(storage);
    const saved = storage.getItem(LOCAL_STORAGE_KEYS.practiceRecord)!;
    const account = new FakeAccount();
    await mergeBrowserRecord(storage, account);
    const afterFirst = account.snapshot();
    storage.setItem(LOCAL_STORAGE_KEYS.practiceRecord, saved);
    expect(await mergeBrowserRecord(storage, account)).toBe('merged');
    expect(account.snapshot()).toEqual(afterFirst);
    expect(account.attempts.size).toBe(3);
  });

  it('a failure keeps the browser record for the next try', async () => {
    const storage = new MemoryStorage();
    await visitorRecord(storage);
    const before = storage.getItem(LOCAL_STORAGE_KEYS.practiceRecord);
    const account = new FakeAccount();
    account.failWith = new ApiError(0, 'NETWORK_ERROR', 'offline');
    await expect(mergeBrowserRecord(storage, account)).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.practiceRecord)).toBe(before);

    account.failWith = new ApiError(503, 'INTERNAL_ERROR', 'down');
    await expect(mergeBrowserRecord(storage, account)).rejects.toBeInstanceOf(ApiError);
    expect(readBrowserRecord(storage).attempts).toHaveLength(3);

    account.failWith = null;
    expect(await mergeBrowserRecord(storage, account)).toBe('merged');
    expect(account.attempts.size).toBe(3);
  });

  it('an attempt the server refuses for good is dropped alone; the rest merges', async () => {
    const storage = new MemoryStorage();
    await visitorRecord(storage);
    const account = new FakeAccount();
    account.refusedItemIds.add(words[1]!.id);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await mergeBrowserRecord(storage, account)).toBe('merged');
    expect([...account.attempts.values()].map((row) => row.itemId).sort()).toEqual([words[0]!.id, words[2]!.id].sort());
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('the outbox of a signed-in learner', () => {
  let storage: MemoryStorage;
  let account: FakeAccount;
  let timers: { run: () => void; ms: number }[];

  beforeEach(() => {
    storage = new MemoryStorage();
    account = new FakeAccount();
    timers = [];
  });
  afterEach(() => vi.restoreAllMocks());

  const outboxFor = (userId = 'user-1', onSent?: () => void) =>
    createOutbox({
      userId,
      storage,
      post: account.postAttempts,
      onSent,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => {},
    });

  it('sends at once and keeps nothing once accepted', async () => {
    const onSent = vi.fn();
    const outbox = outboxFor('user-1', onSent);
    await outbox.add([attempt(words[0]!, 'first-try', 0)]);
    expect(account.attempts.size).toBe(1);
    expect(outbox.pending()).toEqual([]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('keeps attempts through network and server failures and retries with the back-off, same ids', async () => {
    const outbox = outboxFor();
    account.failWith = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const first = attempt(words[0]!, 'first-try', 0);
    await outbox.add([first]);
    expect(outbox.pending().map((row) => row.id)).toEqual([first.id]);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);

    account.failWith = new ApiError(502, 'INTERNAL_ERROR', 'bad gateway');
    // The timer fires.
    await outbox.flush();
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 1500]);
    expect(outbox.pending()).toHaveLength(1);

    account.failWith = null;
    await outbox.flush();
    expect(outbox.pending()).toEqual([]);
    expect([...account.attempts.keys()]).toEqual([first.id]);
  });

  it('a page load finds what an earlier page left and sends it', async () => {
    account.failWith = new ApiError(0, 'NETWORK_ERROR', 'offline');
    await outboxFor().add([attempt(words[0]!, 'first-try', 0), attempt(words[1]!, 'skipped', 10)]);
    expect(JSON.parse(storage.getItem(outboxKey('user-1'))!)).toHaveLength(2);
    account.failWith = null;
    await outboxFor().flush();
    expect(account.attempts.size).toBe(2);
    expect(storage.getItem(outboxKey('user-1'))).toBeNull();
    // Another account on this browser never sends this learner's attempts.
    expect(outboxFor('user-2').pending()).toEqual([]);
  });

  it('sends a large backlog in batches of at most 500', async () => {
    account.failWith = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const outbox = outboxFor();
    await outbox.add(Array.from({ length: 1200 }, (_, index) => attempt(words[index % 3]!, 'first-try', index)));
    account.failWith = null;
    account.posts = [];
    await outbox.flush();
    expect(account.posts).toEqual([500, 500, 200]);
    expect(account.attempts.size).toBe(1200);
  });

  it('drops a refused attempt with console.error and keeps a 401 batch without retrying', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outbox = outboxFor();
    account.refusedItemIds.add(words[1]!.id);
    await outbox.add([attempt(words[0]!, 'first-try', 0), attempt(words[1]!, 'first-try', 1)]);
    expect(outbox.pending()).toEqual([]);
    expect(account.attempts.size).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);

    account.failWith = new ApiError(401, 'UNAUTHORIZED', 'signed out');
    await outbox.add([attempt(words[2]!, 'first-try', 2)]);
    expect(outbox.pending()).toHaveLength(1);
    expect(timers).toEqual([]);
  });
});
