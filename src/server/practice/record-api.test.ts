// The learner's record API on PGlite and PostgreSQL: record → progress → mistakes → review due
// once the clock moves, stats, settings, export and reset; bad input refused whole; every endpoint the
// signed-in learner's own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERRORS } from '../../shared/errors';
import { RECORD_ERRORS } from '../../shared/practice/messages';
import { PRACTICE_RECORD_LIMITS } from '../../shared/practice/record-constants';
import type { TAttempt, TAttemptResult, TProgress } from '../../shared/practice/record-contract';
import {
  createPostgresDatabase,
  createTestApp,
  describeEachDatabase,
  TestClient,
  type TestApp,
} from '../test/test-app';
import { sessionCookieOf, signUpUser, type SignedInUser } from '../test/users-and-files';
import type { TSentenceSet, TVocabularySet } from '../../shared/practice/contract';
import { loadPracticeContent, wordRow } from './test-content';
import { csvField } from './record-present';

const DAY_MS = 86_400_000;
const START = new Date('2026-03-02T02:00:00Z');

const FIXTURE = {
  vocabulary: ['agenda', 'invoice', 'deadline', 'merger'].map((word) => ({
    ...wordRow('Office', word, `nghĩa của ${word}`),
    alsoAccepted: word === 'invoice' ? ['invoyce'] : undefined,
  })),
  sentences: ['The meeting starts at nine.', 'Please sign the contract today.'].map((englishSentence) => ({
    part: 'part1' as const,
    englishSentence,
    vietnameseTranslation: `Dịch: ${englishSentence}`,
    audio: '',
  })),
};

describe('csvField', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });
});

describeEachDatabase('learner record API', (kind) => {
  let testApp: TestApp;
  let clock = START;
  let learner: SignedInUser;
  let other: SignedInUser;
  let words: TVocabularySet;
  let sentences: TSentenceSet;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' }, { now: () => clock });
    await loadPracticeContent(testApp, FIXTURE, 1);
    const anonymous = new TestClient(testApp.app);
    words = (await anonymous.get('/api/v4/practice/vocabulary?topic=Office&setIndex=0')).json();
    sentences = (await anonymous.get('/api/v4/practice/sentences?part=part1&setIndex=0')).json();
    learner = await signUpUser(testApp.app, 'Người Học');
    other = await signUpUser(testApp.app, 'Người Khác');
  });
  afterAll(() => testApp.close());

  const at = (offsetMs: number) => new Date(clock.getTime() + offsetMs).toISOString();

  /** One attempt in the Office set (or a review run when `set` is null). */
  function attempt(itemIndex: number, result: TAttemptResult, overrides: Partial<TAttempt> = {}): TAttempt {
    const wrongTries = result === 'after-mistakes' ? 2 : result === 'revealed' ? 3 : 0;
    return {
      id: randomUUID(),
      itemKind: 'vocabulary',
      itemId: words.items[itemIndex]!.id,
      runId: randomUUID(),
      set: { group: 'Office', setIndex: 0 },
      result,
      mode: 'listen',
      wrongTries,
      durationMs: result === 'skipped' ? 0 : 3000,
      answeredAt: at(-60_000 + itemIndex * 1000),
      ...overrides,
    };
  }

  /** A pass through the whole Office set with the given results, in one run. */
  function pass(results: TAttemptResult[]): TAttempt[] {
    const runId = randomUUID();
    return results.map((result, index) => attempt(index, result, { runId }));
  }

  const post = (user: SignedInUser, attempts: unknown[]) => user.client.post('/api/v4/practice/attempts', { attempts });
  const progressOf = async (user: SignedInUser): Promise<TProgress> => {
    const response = await user.client.get('/api/v4/practice/progress');
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  describe('access', () => {
    const itemPath = () => `/api/v4/practice/mistakes/vocabulary/${words.items[0]!.id}`;
    const calls: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
      ['POST attempts', (client) => client.post('/api/v4/practice/attempts', { attempts: [attempt(0, 'first-try')] })],
      ['GET progress', (client) => client.get('/api/v4/practice/progress')],
      ['GET mistakes', (client) => client.get('/api/v4/practice/mistakes')],
      ['PUT mistake', (client) => client.request({ method: 'PUT', url: itemPath() })],
      ['DELETE mistake', (client) => client.request({ method: 'DELETE', url: itemPath() })],
      ['GET review', (client) => client.get('/api/v4/practice/review')],
      ['GET stats', (client) => client.get('/api/v4/practice/stats')],
      ['GET settings', (client) => client.get('/api/v4/practice/settings')],
      [
        'PUT settings',
        (client) =>
          client.request({ method: 'PUT', url: '/api/v4/practice/settings', payload: { desiredRetention: 0.9 } }),
      ],
      ['GET listening', (client) => client.get('/api/v4/practice/listening')],
      [
        'PUT listening',
        (client) =>
          client.request({
            method: 'PUT',
            url: '/api/v4/practice/listening',
            payload: { speed: 1, repeat: 1, accent: 'us' },
          }),
      ],
      ['GET export', (client) => client.get('/api/v4/practice/export')],
      ['DELETE record', (client) => client.request({ method: 'DELETE', url: '/api/v4/practice/record' })],
    ];
    it.each(calls)('%s answers 401 to a visitor', async (_name, call) => {
      const response = await call(new TestClient(testApp.app));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(GENERIC_ERRORS.unauthorized);
    });
  });

  describe('a learner who misses one word of a set', () => {
    const first = () => pass(['first-try', 'after-mistakes', 'first-try', 'first-try']);
    let batch: TAttempt[];

    beforeAll(async () => {
      batch = first();
      const response = await post(learner, batch);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ recorded: 4, duplicates: 0 });
    });

    it('completes the set with its honest score and date', async () => {
      const progress = await progressOf(learner);
      expect(progress.completions).toEqual([
        {
          kind: 'vocabulary',
          group: 'Office',
          setIndex: 0,
          mode: 'listen',
          score: 3,
          total: 4,
          completedAt: batch[3]!.answeredAt,
        },
      ]);
      expect(progress.mistakes).toBe(1);
      // Nothing is due the same day: the first review is a day or more away.
      expect(progress.due).toEqual({ vocabulary: 0, sentence: 0 });
    });

    it('lists the missed word under the mistakes with its meaning', async () => {
      const list = (await learner.client.get('/api/v4/practice/mistakes')).json();
      expect(list.total).toBe(1);
      expect(list.items).toEqual([
        expect.objectContaining({
          itemKind: 'vocabulary',
          itemId: words.items[1]!.id,
          text: 'invoice',
          meaning: 'nghĩa của invoice',
          missCount: 1,
        }),
      ]);
    });

    it('counts a retried batch once (the merge after signing in is idempotent)', async () => {
      const again = await post(learner, batch);
      expect(again.json()).toEqual({ recorded: 0, duplicates: 4 });
      const twiceInOne = await post(learner, [batch[0], batch[0]]);
      expect(twiceInOne.json()).toEqual({ recorded: 0, duplicates: 2 });
      expect((await progressOf(learner)).mistakes).toBe(1);
      const statsResponse = await learner.client.get('/api/v4/practice/stats?tzOffset=420');
      const stats = statsResponse.json();
      expect(stats.totals.items).toBe(4);
    });

    it("keeps the learner's record from anyone else", async () => {
      expect(await progressOf(other)).toEqual({ completions: [], due: { vocabulary: 0, sentence: 0 }, mistakes: 0 });
      expect((await other.client.get('/api/v4/practice/mistakes')).json()).toEqual({ items: [], total: 0 });
      // Another user cannot mark the learner's item: they have no card for it.
      const mark = await other.client.request({
        method: 'PUT',
        url: `/api/v4/practice/mistakes/vocabulary/${words.items[1]!.id}`,
      });
      expect(mark.statusCode).toBe(404);
      expect(mark.json().code).toBe('RECORD_ITEM_NOT_FOUND');
      const exported = (await other.client.get('/api/v4/practice/export?format=json')).json();
      expect(exported.attempts).toEqual([]);
      // Their reset clears only their own record. Attempt ids are each learner's own: the same ids sent by
      // someone else count in their record, and neither changes nor blocks the learner's.
      expect((await other.client.request({ method: 'DELETE', url: '/api/v4/practice/record' })).statusCode).toBe(204);
      expect((await post(other, batch)).json()).toEqual({ recorded: 4, duplicates: 0 });
      expect((await post(learner, batch)).json()).toEqual({ recorded: 0, duplicates: 4 });
      expect((await progressOf(learner)).mistakes).toBe(1);
      const learnerStats = (await learner.client.get('/api/v4/practice/stats')).json();
      expect(learnerStats.totals.items).toBe(4);
      expect((await other.client.request({ method: 'DELETE', url: '/api/v4/practice/record' })).statusCode).toBe(204);
    });

    it("'Đã thuộc' takes the word off the list and out of review; undo brings it back", async () => {
      const url = `/api/v4/practice/mistakes/vocabulary/${words.items[1]!.id}`;
      expect((await learner.client.request({ method: 'PUT', url })).statusCode).toBe(204);
      expect((await progressOf(learner)).mistakes).toBe(0);
      expect((await learner.client.get('/api/v4/practice/mistakes')).json().items).toEqual([]);
      expect((await learner.client.request({ method: 'DELETE', url })).statusCode).toBe(204);
      expect((await progressOf(learner)).mistakes).toBe(1);
    });

    it('makes the missed word due before the words answered right once the clock moves', async () => {
      // Right after mistakes (Hard) is due in two days, right at the first try (Good) in three.
      clock = new Date(START.getTime() + 2 * DAY_MS + 3_600_000);
      const dueSoon = await progressOf(learner);
      expect(dueSoon.due.vocabulary).toBe(1);
      const review = (await learner.client.get('/api/v4/practice/review')).json();
      expect(review).toEqual({
        kind: 'vocabulary',
        // The item as a set serves it, with the spellings a teacher also accepts.
        items: [{ ...words.items[1], alsoAccepted: ['invoyce'] }],
        remaining: 0,
      });

      clock = new Date(START.getTime() + 30 * DAY_MS);
      expect((await progressOf(learner)).due.vocabulary).toBe(4);
      const batchOfTwo = (await learner.client.get('/api/v4/practice/review?limit=2')).json();
      expect(batchOfTwo.items).toHaveLength(2);
      expect(batchOfTwo.remaining).toBe(2);
      // The most overdue first: the missed word was due first.
      expect(batchOfTwo.items[0].word).toBe('invoice');
    });

    it('moves a reviewed word out of the due list and practises the mistakes as a set', async () => {
      const reviewed = attempt(1, 'first-try', { set: null, answeredAt: at(0) });
      expect((await post(learner, [reviewed])).json()).toEqual({ recorded: 1, duplicates: 0 });
      expect((await progressOf(learner)).due.vocabulary).toBe(3);
      const mistakes = (await learner.client.get('/api/v4/practice/review?source=mistakes')).json();
      expect(mistakes.items.map((item: { word: string }) => item.word)).toEqual(['invoice']);
      // A review attempt completes no set.
      expect((await progressOf(learner)).completions).toHaveLength(1);
    });

    it('answers stats per day, streak, totals and groups', async () => {
      const stats = (await learner.client.get('/api/v4/practice/stats?tzOffset=420')).json();
      expect(stats.days).toEqual([
        { date: '2026-03-02', items: 4, firstTry: 3, words: 4, typingMs: 12_000 },
        { date: '2026-04-01', items: 1, firstTry: 1, words: 1, typingMs: 3000 },
      ]);
      expect(stats.streak).toEqual({ current: 1, longest: 1 });
      expect(stats.totals).toEqual({ items: 5, firstTry: 4, words: 5, typingMs: 15_000 });
      expect(stats.groups).toEqual([{ kind: 'vocabulary', group: 'Office', items: 5, firstTry: 4 }]);
    });

    it('reschedules every card when the desired retention changes', async () => {
      expect((await learner.client.get('/api/v4/practice/settings')).json()).toEqual({ desiredRetention: 0.9 });
      const before = (await learner.client.get('/api/v4/practice/export?format=json')).json();
      const put = await learner.client.request({
        method: 'PUT',
        url: '/api/v4/practice/settings',
        payload: { desiredRetention: 0.97 },
      });
      expect(put.json()).toEqual({ desiredRetention: 0.97 });
      const after = (await learner.client.get('/api/v4/practice/export?format=json')).json();
      const dueOf = (record: { cards: { itemId: string; due: string }[] }) =>
        Object.fromEntries(record.cards.map((card) => [card.itemId, Date.parse(card.due)]));
      // Higher retention: shorter intervals, so every card is due sooner or at the same time.
      for (const [itemId, due] of Object.entries(dueOf(after))) expect(due).toBeLessThanOrEqual(dueOf(before)[itemId]!);
      expect(Object.entries(dueOf(after)).some(([itemId, due]) => due < dueOf(before)[itemId]!)).toBe(true);
      for (const desiredRetention of [0.5, 0.99, 'high']) {
        const refused = await learner.client.request({
          method: 'PUT',
          url: '/api/v4/practice/settings',
          payload: { desiredRetention },
        });
        expect(refused.statusCode).toBe(400);
      }
      expect((await learner.client.get('/api/v4/practice/settings')).json()).toEqual({ desiredRetention: 0.97 });
    });

    it('exports the whole record as JSON and CSV', async () => {
      const json = await learner.client.get('/api/v4/practice/export?format=json');
      expect(json.headers['content-disposition']).toBe('attachment; filename="tien-do-hoc-tap.json"');
      const record = json.json();
      expect(record.attempts).toHaveLength(5);
      expect(record.cards).toHaveLength(4);
      expect(record.completions).toHaveLength(1);
      expect(record.settings).toEqual({ desiredRetention: 0.97 });
      expect(record.attempts[0]).toEqual(expect.objectContaining({ text: 'agenda', meaning: 'nghĩa của agenda' }));

      const csv = await learner.client.get('/api/v4/practice/export?format=csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'answered_at,item_kind,text,meaning,group,set_index,result,wrong_tries,duration_ms,item_id,run_id,attempt_id,mode',
      );
      expect(lines).toHaveLength(6);
      expect(lines[2]).toContain(',invoice,nghĩa của invoice,Office,0,after-mistakes,2,3000,');
    });
  });

  describe('honest completion', () => {
    it('does not complete a set with a skipped item, and does once the item is answered in the pass', async () => {
      const user = await signUpUser(testApp.app);
      const runId = randomUUID();
      const results: TAttemptResult[] = ['first-try', 'skipped', 'first-try', 'first-try'];
      const skipped = results.map((result, index) => attempt(index, result, { runId }));
      await post(user, skipped);
      expect((await progressOf(user)).completions).toEqual([]);
      expect((await progressOf(user)).mistakes).toBe(1);
      // The skipped word comes back at the end of the pass and is answered after it was shown.
      await post(user, [attempt(1, 'revealed', { runId, answeredAt: at(0) })]);
      expect((await progressOf(user)).completions).toEqual([
        expect.objectContaining({ group: 'Office', score: 3, total: 4 }),
      ]);
    });

    it('completes a sentence set and keeps the latest completion', async () => {
      const user = await signUpUser(testApp.app);
      const sentencePass = (result: TAttemptResult, offsetMs: number) => {
        const runId = randomUUID();
        return sentences.items.map((item, index) => ({
          ...attempt(0, result, { runId }),
          itemKind: 'sentence' as const,
          itemId: item.id,
          set: { group: 'part1', setIndex: 0 },
          answeredAt: at(offsetMs + index),
        }));
      };
      await post(user, sentencePass('first-try', -10_000));
      // An older pass arriving late (an offline tab) does not replace the newer completion.
      await post(user, sentencePass('after-mistakes', -20_000));
      expect((await progressOf(user)).completions).toEqual([
        expect.objectContaining({ kind: 'sentence', group: 'part1', score: 2, total: 2 }),
      ]);
      const stats = (await user.client.get('/api/v4/practice/stats')).json();
      // Words per answer: 'The meeting starts at nine.' has five words, the other sentence five.
      expect(stats.totals.words).toBe(20);
    });
  });

  describe('the meaning mode', () => {
    /** A pass through the Office set in one mode ('omit' sends no mode, as clients from before the meaning mode do). */
    function passIn(mode: 'listen' | 'meaning' | 'omit', results: TAttemptResult[], offsetMs = 0) {
      const runId = randomUUID();
      return results.map((result, index) => {
        const { mode: _mode, ...rest } = attempt(index, result, {
          runId,
          answeredAt: at(-60_000 + offsetMs + index * 1000),
        });
        return mode === 'omit' ? rest : { ...rest, mode };
      });
    }

    it('stores the mode, keeps one completion per mode, deduplicates and exports it', async () => {
      const user = await signUpUser(testApp.app);
      expect((await post(user, passIn('listen', ['first-try', 'first-try', 'first-try', 'first-try']))).json()).toEqual(
        { recorded: 4, duplicates: 0 },
      );
      const meaning = passIn('meaning', ['first-try', 'after-mistakes', 'revealed', 'first-try'], 10_000);
      expect((await post(user, meaning)).json()).toEqual({ recorded: 4, duplicates: 0 });
      // The same batch again (an outbox retry, a merge repeated): nothing counts twice.
      expect((await post(user, meaning)).json()).toEqual({ recorded: 0, duplicates: 4 });

      const { completions } = await progressOf(user);
      expect(completions).toEqual([
        expect.objectContaining({ group: 'Office', setIndex: 0, mode: 'listen', score: 4, total: 4 }),
        expect.objectContaining({ group: 'Office', setIndex: 0, mode: 'meaning', score: 2, total: 4 }),
      ]);
      // A later listening pass replaces the listening completion only.
      await post(user, passIn('listen', ['first-try', 'first-try', 'after-mistakes', 'first-try'], 20_000));
      expect((await progressOf(user)).completions.map(({ mode, score }) => ({ mode, score }))).toEqual([
        { mode: 'listen', score: 3 },
        { mode: 'meaning', score: 2 },
      ]);

      // One card per item whatever the mode: the meaning pass's misses are on the mistakes list.
      const mistakes = (await user.client.get('/api/v4/practice/mistakes')).json();
      expect(mistakes.items.map((item: { text: string }) => item.text).sort()).toEqual(['deadline', 'invoice']);

      const record = (await user.client.get('/api/v4/practice/export?format=json')).json();
      expect(record.attempts.map((entry: { mode: string }) => entry.mode)).toEqual([
        ...Array(4).fill('listen'),
        ...Array(4).fill('meaning'),
        ...Array(4).fill('listen'),
      ]);
      expect(record.completions.map((entry: { mode: string }) => entry.mode)).toEqual(['listen', 'meaning']);
      const csv = (await user.client.get('/api/v4/practice/export?format=csv')).body.trimEnd().split('\r\n');
      expect(csv[0]!.endsWith(',attempt_id,mode')).toBe(true);
      expect(csv.slice(1).map((line) => line.slice(line.lastIndexOf(',') + 1))).toEqual(
        record.attempts.map((entry: { mode: string }) => entry.mode),
      );
    });

    it('takes an attempt without a mode, from an older client or outbox, as listening', async () => {
      const user = await signUpUser(testApp.app);
      const old = passIn('omit', ['first-try', 'first-try', 'first-try', 'first-try']);
      expect(old[0]).not.toHaveProperty('mode');
      expect((await post(user, old)).json()).toEqual({ recorded: 4, duplicates: 0 });
      expect((await progressOf(user)).completions).toEqual([expect.objectContaining({ mode: 'listen', score: 4 })]);
      const record = (await user.client.get('/api/v4/practice/export?format=json')).json();
      expect(new Set(record.attempts.map((entry: { mode: string }) => entry.mode))).toEqual(new Set(['listen']));
    });

    it('refuses an unknown mode, and the meaning mode for a sentence, with a clear message and nothing written', async () => {
      const user = await signUpUser(testApp.app);
      for (const mode of ['spelling', 'MEANING', '', null, 1]) {
        const response = await post(user, [{ ...attempt(0, 'first-try'), mode }]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: RECORD_ERRORS.unknownMode.message });
      }
      const sentence = {
        ...attempt(0, 'first-try'),
        itemKind: 'sentence',
        itemId: sentences.items[0]!.id,
        set: { group: 'part1', setIndex: 0 },
        mode: 'meaning',
      };
      const refused = await post(user, [attempt(1, 'first-try', { mode: 'meaning' }), sentence]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('MODE_NOT_AVAILABLE');
      expect(refused.json().message).toContain('chỉ dành cho từ vựng');
      expect((await user.client.get('/api/v4/practice/export')).json().attempts).toEqual([]);
    });
  });

  describe('bad input', () => {
    let user: SignedInUser;
    beforeAll(async () => {
      user = await signUpUser(testApp.app);
    });

    async function expectRefused(attempts: unknown[], status: number, code: string) {
      const response = await post(user, attempts);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      // Nothing of the batch was written, not even its valid attempts.
      expect((await user.client.get('/api/v4/practice/export')).json().attempts).toEqual([]);
    }

    it('refuses a batch naming an unknown item, whole', async () => {
      await expectRefused(
        [attempt(0, 'first-try'), attempt(1, 'first-try', { itemId: randomUUID() })],
        400,
        'UNKNOWN_ITEM',
      );
      // A word id given as a sentence is unknown too.
      await expectRefused([attempt(0, 'first-try', { itemKind: 'sentence', set: null })], 400, 'UNKNOWN_ITEM');
    });

    it('refuses a set that does not hold the item', async () => {
      await expectRefused([attempt(0, 'first-try', { set: { group: 'Office', setIndex: 3 } })], 400, 'UNKNOWN_SET');
      await expectRefused([attempt(0, 'first-try', { set: { group: 'part1', setIndex: 0 } })], 400, 'UNKNOWN_SET');
    });

    it('refuses attempts from the future, impossible times and results that contradict their tries', async () => {
      await expectRefused([attempt(0, 'first-try', { answeredAt: at(10 * 60_000) })], 400, 'FUTURE_ATTEMPT');
      await expectRefused([attempt(0, 'first-try', { durationMs: -1 })], 400, 'BAD_REQUEST');
      await expectRefused([attempt(0, 'first-try', { durationMs: 2 * 60 * 60_000 })], 400, 'BAD_REQUEST');
      await expectRefused([attempt(0, 'first-try', { answeredAt: 'yesterday' })], 400, 'BAD_REQUEST');
      await expectRefused([attempt(0, 'first-try', { wrongTries: 2 })], 400, 'INCONSISTENT_ATTEMPT');
      await expectRefused([attempt(0, 'after-mistakes', { wrongTries: 0 })], 400, 'INCONSISTENT_ATTEMPT');
      await expectRefused([attempt(0, 'first-try', { id: 'not-a-uuid' })], 400, 'BAD_REQUEST');
      await expectRefused([], 400, 'BAD_REQUEST');
    });

    it('refuses an attempt dated before the practice record existed, however far back, with a 400', async () => {
      for (const answeredAt of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1970-01-01T00:00:00Z']) {
        await expectRefused([attempt(0, 'first-try', { answeredAt })], 400, 'PAST_ATTEMPT');
      }
      const earliest = new Date(PRACTICE_RECORD_LIMITS.earliestAnsweredAt);
      await expectRefused(
        [attempt(0, 'first-try', { answeredAt: new Date(earliest.getTime() - 1).toISOString() })],
        400,
        'PAST_ATTEMPT',
      );
      // Out of the ISO form's four-digit years: not a time at all.
      for (const answeredAt of ['-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
        await expectRefused([attempt(0, 'first-try', { answeredAt })], 400, 'BAD_REQUEST');
      }
      // The earliest time itself is accepted (by another learner: this one's record stays empty).
      const someone = await signUpUser(testApp.app);
      const accepted = await post(someone, [attempt(0, 'first-try', { answeredAt: earliest.toISOString() })]);
      expect(accepted.statusCode).toBe(200);
    });

    it('refuses a batch of 10,000 attempts with its own message', async () => {
      const many = Array.from({ length: 10_000 }, () => attempt(0, 'first-try'));
      await expectRefused(many, 400, 'TOO_MANY_ATTEMPTS');
      await expectRefused(many.slice(0, 501), 400, 'TOO_MANY_ATTEMPTS');
    });
  });

  it("tells only the learner's own event streams that the record changed", async () => {
    const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const mine = await openStream(baseUrl, await sessionCookieOf(testApp.app, learner));
    const theirs = await openStream(baseUrl, await sessionCookieOf(testApp.app, other));
    const visitor = await openStream(baseUrl);
    const changed = 'event: practice\ndata: {"type":"practice.changed"}';
    const changes = () => mine.text().split(changed).length - 1;
    const batch = [attempt(2, 'first-try', { set: null, answeredAt: at(0) })];
    await post(learner, batch);
    await vi.waitFor(() => expect(changes()).toBe(1));
    // A retry records nothing and tells nothing: the next batch's news is the second, not the third
    // (notifications arrive in the order their statements committed).
    await post(learner, batch);
    await post(learner, [attempt(3, 'first-try', { set: null, answeredAt: at(0) })]);
    await vi.waitFor(() => expect(changes()).toBeGreaterThanOrEqual(2));
    expect(changes()).toBe(2);
    // The same notification reached the other streams' process: give it a moment, then check nothing came.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.text()).not.toContain('practice');
    expect(visitor.text()).not.toContain('practice');
    for (const stream of [mine, theirs, visitor]) stream.close();
  });
});

/** An event stream whose text is kept as it arrives. */
async function openStream(baseUrl: string, cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v4/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = decoder.decode((await reader.read()).value);
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // Closed by the test.
    }
  })();
  return { text: () => text, close: () => controller.abort() };
}

describe.runIf(process.env.TEST_DATABASE_URL)('learner record API, the record in a database of its own', () => {
  let testApp: TestApp;
  let practiceDatabase: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    practiceDatabase = await createPostgresDatabase();
    testApp = await createTestApp('postgres', {
      CONTENT_DIR: '/nonexistent-content-dir',
      PRACTICE_DATABASE_URL: practiceDatabase.url,
    });
    await loadPracticeContent(testApp, FIXTURE, 1);
  });
  afterAll(async () => {
    await testApp.close();
    await practiceDatabase.drop();
  });

  // The event streams listen on the main database, which never hears a notification the record's own
  // database sends: the change is announced there after the write.
  it("still tells the learner's event streams that the record changed", async () => {
    const words: TVocabularySet = (
      await new TestClient(testApp.app).get('/api/v4/practice/vocabulary?topic=Office&setIndex=0')
    ).json();
    const learner = await signUpUser(testApp.app, 'Người Học');
    const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openStream(baseUrl, await sessionCookieOf(testApp.app, learner));
    const attempt: TAttempt = {
      id: randomUUID(),
      itemKind: 'vocabulary',
      itemId: words.items[0]!.id,
      runId: randomUUID(),
      set: null,
      result: 'first-try',
      mode: 'listen',
      wrongTries: 0,
      durationMs: 3000,
      answeredAt: new Date().toISOString(),
    };
    const response = await learner.client.post('/api/v4/practice/attempts', { attempts: [attempt] });
    expect(response.json()).toEqual({ recorded: 1, duplicates: 0 });
    await vi.waitFor(() => expect(stream.text()).toContain('event: practice\ndata: {"type":"practice.changed"}'));
    stream.close();
  });
});
