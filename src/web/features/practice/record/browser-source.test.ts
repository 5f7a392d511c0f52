import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import type { TVocabularyItem } from '@shared/practice/contract';
import { PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import type { TAttempt, TAttemptResult } from '@shared/practice/record-contract';
import { addAttempts, createBrowserSource, emptyBrowserRecord, readBrowserRecord } from './browser-source';
import { MemoryStorage } from './memory-storage';
import type { LearnerRecordSource, TAttemptItem } from './record-source';

const DAY = 86_400_000;
const START = new Date('2026-03-02T03:00:00.000Z');

function word(text: string): TVocabularyItem {
  return {
    id: randomUUID(),
    word: text,
    meaning: `nghĩa của ${text}`,
    phonetic: '',
    type: 'n',
    audio: '',
    audioUk: '',
    alsoAccepted: [],
  };
}

const words = ['apple', 'banana', 'cherry', 'damson'].map(word);
const items: TAttemptItem[] = words.map((item) => ({ kind: 'vocabulary', item }));
const setIds = words.map((item) => item.id);

function attempt(
  item: TVocabularyItem,
  result: TAttemptResult,
  at: Date,
  runId: string,
  extra: Partial<TAttempt> = {},
): TAttempt {
  return {
    id: randomUUID(),
    itemKind: 'vocabulary',
    itemId: item.id,
    runId,
    set: { group: 'Fruit', setIndex: 0 },
    result,
    mode: 'listen',
    wrongTries: result === 'first-try' ? 0 : 1,
    durationMs: 2000,
    answeredAt: at.toISOString(),
    ...extra,
  };
}

let storage: MemoryStorage;
let clock: Date;
let source: LearnerRecordSource;

beforeEach(() => {
  storage = new MemoryStorage();
  clock = START;
  source = createBrowserSource({ storage, now: () => clock });
});

/** One pass through the set: the listed results in order, a second apart. */
async function practise(results: TAttemptResult[], at = START, runId = randomUUID()) {
  const batch = results.map((result, index) =>
    attempt(words[index]!, result, new Date(at.getTime() + index * 1000), runId),
  );
  await source.record(batch, items, setIds);
  return batch;
}

describe('the browser record: completion', () => {
  it('a pass with every item answered completes the set with the first-try score and the date', async () => {
    await practise(['first-try', 'after-mistakes', 'first-try', 'revealed']);
    const progress = await source.progress();
    expect(progress.completions).toEqual([
      {
        kind: 'vocabulary',
        group: 'Fruit',
        setIndex: 0,
        mode: 'listen',
        score: 2,
        total: 4,
        completedAt: new Date(START.getTime() + 3000).toISOString(),
      },
    ]);
  });

  it('a skipped item leaves the set not completed, and its repeat later in the pass completes it', async () => {
    const runId = randomUUID();
    await practise(['first-try', 'skipped', 'first-try', 'first-try'], START, runId);
    expect((await source.progress()).completions).toEqual([]);
    await source.record([attempt(words[1]!, 'after-mistakes', new Date(START.getTime() + 9000), runId)], items, setIds);
    const [completion] = (await source.progress()).completions;
    expect(completion).toMatchObject({ score: 3, total: 4 });
  });

  it('keeps the latest pass of a set', async () => {
    await practise(['first-try', 'first-try', 'first-try', 'first-try']);
    await practise(['revealed', 'first-try', 'first-try', 'first-try'], new Date(START.getTime() + DAY));
    const [completion] = (await source.progress()).completions;
    expect(completion).toMatchObject({ score: 3, completedAt: new Date(START.getTime() + DAY + 3000).toISOString() });
  });

  it('keeps one completion per mode: a meaning pass does not replace the listening one', async () => {
    await practise(['first-try', 'first-try', 'first-try', 'first-try']);
    const meaningRun = randomUUID();
    const meaning = ['first-try', 'after-mistakes', 'revealed', 'first-try'].map((result, index) =>
      attempt(words[index]!, result as TAttemptResult, new Date(START.getTime() + DAY + index * 1000), meaningRun, {
        mode: 'meaning',
      }),
    );
    await source.record(meaning, items, setIds);
    expect((await source.progress()).completions).toEqual([
      expect.objectContaining({ mode: 'listen', score: 4 }),
      expect.objectContaining({ mode: 'meaning', score: 2 }),
    ]);
    // Both modes feed one card per item: the meaning pass's miss puts the word on the mistakes list.
    expect((await source.mistakes()).items.map((item) => item.itemId)).toEqual([words[2]!.id, words[1]!.id]);
  });

  it('reads attempts kept before the meaning mode as listening, and exports every mode', async () => {
    const old = [0, 1, 2, 3].map((index) => {
      const { mode: _mode, ...withoutMode } = attempt(
        words[index]!,
        'first-try',
        new Date(START.getTime() + index * 1000),
        'b7c1a3a4-8c1e-4c55-9f57-2d5a0e0e2f11',
      );
      return withoutMode;
    });
    const record = addAttempts(emptyBrowserRecord(), old as TAttempt[], items, setIds);
    storage.setItem(LOCAL_STORAGE_KEYS.practiceRecord, JSON.stringify(record));
    expect(readBrowserRecord(storage).attempts.every((entry) => entry.mode === 'listen')).toBe(true);
    expect((await source.progress()).completions).toEqual([expect.objectContaining({ mode: 'listen', score: 4 })]);

    await source.record(
      [attempt(words[0]!, 'first-try', new Date(START.getTime() + DAY), randomUUID(), { mode: 'meaning' })],
      items,
      setIds,
    );
    const json = JSON.parse(await (await source.exportRecord('json')).text());
    expect(json.attempts.map((entry: { mode: string }) => entry.mode)).toEqual([
      'listen',
      'listen',
      'listen',
      'listen',
      'meaning',
    ]);
    const csv = (await (await source.exportRecord('csv')).text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(csv[0]!.endsWith(',mode')).toBe(true);
    expect(csv[5]!.endsWith(',meaning')).toBe(true);
  });

  it('an attempt id recorded twice counts once', async () => {
    const batch = await practise(['first-try', 'first-try', 'first-try', 'first-try']);
    await source.record(batch, items, setIds);
    expect(readBrowserRecord(storage).attempts).toHaveLength(4);
    expect((await source.stats(420)).totals.items).toBe(4);
  });
});

describe('the browser record: scheduler with a fixed clock', () => {
  it('an item answered Good is due later than one answered Again, and both come due as the clock moves', async () => {
    await practise(['first-try', 'revealed', 'first-try', 'first-try']);
    expect((await source.progress()).due).toEqual({ vocabulary: 0, sentence: 0 });

    clock = new Date(START.getTime() + DAY + 60_000);
    const againDue = await source.review({});
    expect(againDue.items.map((item) => item.id)).toEqual([words[1]!.id]);
    expect((await source.progress()).due.vocabulary).toBe(1);

    clock = new Date(START.getTime() + 60 * DAY);
    const batch = await source.review({ source: 'due' });
    expect(batch.kind).toBe('vocabulary');
    // Most overdue first: the item answered Again was due first.
    expect(batch.items[0]!.id).toBe(words[1]!.id);
    expect(batch.items).toHaveLength(4);
    expect(batch.remaining).toBe(0);
  });

  it('serves at most 20 due items a batch and says how many remain', async () => {
    const many = Array.from({ length: 25 }, (_, index) => word(`word${index}`));
    const runId = randomUUID();
    await source.record(
      many.map((item, index) => ({
        ...attempt(item, 'revealed', new Date(START.getTime() + index), runId),
        set: null,
      })),
      many.map((item) => ({ kind: 'vocabulary', item })),
    );
    clock = new Date(START.getTime() + 30 * DAY);
    const batch = await source.review({ source: 'due' });
    expect(batch.items).toHaveLength(PRACTICE_RECORD_LIMITS.reviewBatchSize);
    expect(batch.remaining).toBe(5);
    expect(batch.items[0]!.id).toBe(many[0]!.id);
  });

  it('a lower desired retention moves the next review further away', async () => {
    await practise(['first-try', 'first-try', 'first-try', 'first-try']);
    const dueAt = async () => {
      for (let day = 1; day < 400; day += 1) {
        clock = new Date(START.getTime() + day * DAY);
        if ((await source.progress()).due.vocabulary > 0) return day;
      }
      return Infinity;
    };
    const atDefault = await dueAt();
    await source.saveSettings({ desiredRetention: 0.8 });
    expect(await dueAt()).toBeGreaterThan(atDefault);
    expect(await source.settings()).toEqual({ desiredRetention: 0.8 });
    // Out of range values are clamped, as on the server.
    expect(await source.saveSettings({ desiredRetention: 0.99 })).toEqual({ desiredRetention: 0.97 });
  });
});

describe('the browser record: mistakes', () => {
  it('lists missed items newest first with meaning and miss count; Đã thuộc removes one, undo brings it back', async () => {
    await practise(['skipped', 'after-mistakes', 'first-try', 'revealed']);
    await source.record(
      [attempt(words[1]!, 'revealed', new Date(START.getTime() + 60_000), randomUUID())],
      items,
      setIds,
    );
    const list = await source.mistakes();
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.text)).toEqual(['banana', 'damson', 'apple']);
    expect(list.items[0]).toMatchObject({ meaning: 'nghĩa của banana', missCount: 2, itemKind: 'vocabulary' });
    expect((await source.progress()).mistakes).toBe(3);

    clock = new Date(START.getTime() + 120_000);
    await source.dismissMistake('vocabulary', words[1]!.id);
    expect((await source.mistakes()).items.map((item) => item.text)).toEqual(['damson', 'apple']);
    // A dismissed item leaves the review too.
    clock = new Date(START.getTime() + 30 * DAY);
    expect((await source.review({})).items.map((item) => item.id)).not.toContain(words[1]!.id);

    await source.undoDismissMistake('vocabulary', words[1]!.id);
    expect((await source.mistakes()).total).toBe(3);
    const mistakesBatch = await source.review({ source: 'mistakes' });
    expect(mistakesBatch.items.map((item) => item.id)[0]).toBe(words[1]!.id);
  });

  it('a miss after Đã thuộc puts the item back on the list', async () => {
    await practise(['revealed', 'first-try', 'first-try', 'first-try']);
    clock = new Date(START.getTime() + 10_000);
    await source.dismissMistake('vocabulary', words[0]!.id);
    expect((await source.mistakes()).total).toBe(0);
    await source.record(
      [attempt(words[0]!, 'skipped', new Date(START.getTime() + 20_000), randomUUID())],
      items,
      setIds,
    );
    expect((await source.mistakes()).total).toBe(1);
  });

  it('refuses Đã thuộc for an item the record does not hold', async () => {
    await expect(source.dismissMistake('vocabulary', randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});

describe('the browser record: stats, export, limits and reset', () => {
  it('counts days, streak, totals and groups in the learner zone', async () => {
    await practise(['first-try', 'after-mistakes', 'revealed', 'skipped']);
    await practise(['first-try', 'first-try', 'first-try', 'first-try'], new Date(START.getTime() + DAY));
    clock = new Date(START.getTime() + DAY + 3600_000);
    const stats = await source.stats(420);
    expect(stats.days.map((day) => [day.date, day.items, day.firstTry])).toEqual([
      ['2026-03-02', 4, 1],
      ['2026-03-03', 4, 4],
    ]);
    // Typed answers only: first try and after mistakes, one word each, two seconds each.
    expect(stats.days[0]).toMatchObject({ words: 2, typingMs: 4000 });
    expect(stats.streak).toEqual({ current: 2, longest: 2 });
    expect(stats.totals).toEqual({ items: 8, firstTry: 5, words: 6, typingMs: 12_000 });
    expect(stats.groups).toEqual([{ kind: 'vocabulary', group: 'Fruit', items: 8, firstTry: 5 }]);
  });

  it('exports the record as JSON and CSV with the item texts', async () => {
    const batch = await practise(['first-try', 'after-mistakes', 'first-try', 'first-try']);
    const json = JSON.parse(await (await source.exportRecord('json')).text()) as {
      attempts: { id: string; text: string; group: string }[];
      cards: unknown[];
      completions: unknown[];
      settings: { desiredRetention: number };
    };
    expect(json.attempts.map((row) => row.id)).toEqual(batch.map((row) => row.id));
    expect(json.attempts[1]).toMatchObject({ text: 'banana', group: 'Fruit' });
    expect(json.cards).toHaveLength(4);
    expect(json.completions).toHaveLength(1);
    expect(json.settings.desiredRetention).toBe(0.9);

    const csv = await (await source.exportRecord('csv')).text();
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^answered_at,item_kind,text,meaning/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain('banana,nghĩa của banana,Fruit,0,after-mistakes,1,2000');
  });

  it(`keeps the newest ${PRACTICE_RECORD_LIMITS.localAttemptsMax} attempts, dropping the oldest`, () => {
    const runId = randomUUID();
    const many = Array.from({ length: PRACTICE_RECORD_LIMITS.localAttemptsMax + 3 }, (_, index) =>
      attempt(words[index % 4]!, 'first-try', new Date(START.getTime() + index * 1000), runId),
    );
    const record = addAttempts(emptyBrowserRecord(), many, items, setIds);
    expect(record.attempts).toHaveLength(PRACTICE_RECORD_LIMITS.localAttemptsMax);
    expect(record.attempts[0]!.id).toBe(many[3]!.id);
    expect(record.attempts.at(-1)!.id).toBe(many.at(-1)!.id);
  });

  it('reads a damaged record as empty, and reset removes it', async () => {
    storage.setItem(LOCAL_STORAGE_KEYS.practiceRecord, '{not json');
    expect((await source.progress()).completions).toEqual([]);
    await practise(['first-try', 'first-try', 'first-try', 'first-try']);
    expect(storage.values.has(LOCAL_STORAGE_KEYS.practiceRecord)).toBe(true);
    await source.reset();
    expect(storage.values.has(LOCAL_STORAGE_KEYS.practiceRecord)).toBe(false);
    expect(await source.progress()).toEqual({ completions: [], due: { vocabulary: 0, sentence: 0 }, mistakes: 0 });
  });
});
