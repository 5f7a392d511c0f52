// The record's derived data against the attempts it derives from, on PGlite and PostgreSQL: cards continued
// batch by batch (with late, repeated and same-instant attempts among them) are the cards a replay of every
// attempt gives, the activity rollups are the sums of the attempts, and the stats answer the same in zones
// on and off the quarter hour; one learner's concurrent batches give what the same batches one after
// another give.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TVocabularySet } from '../../shared/practice/contract';
import type {
  TAttempt,
  TAttemptResult,
  TProgress,
  TRecordAttemptsResponse,
  TStats,
} from '../../shared/practice/record-contract';
import { cardFields, isTyped, localDate, replayCard, streaksOf } from '../../shared/practice/record-rules';
import { activityGroups, activitySlots, attempts, cards } from '../db/practice-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { signUpUser, type SignedInUser } from '../test/users-and-files';
import { loadPracticeContent, wordRow } from './test-content';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const START = new Date('2026-03-02T02:00:00Z');
const WORDS = ['agenda', 'invoice', 'deadline', 'merger'];
const CONTENT = {
  vocabulary: WORDS.map((word) => wordRow('Office', word, word)),
  sentences: [{ part: 'part1' as const, englishSentence: 'Sign it today.', vietnameseTranslation: 'Ký.', audio: '' }],
};

describeEachDatabase("the record's derived data", (kind) => {
  let testApp: TestApp;
  const clock = { now: START };
  let words: TVocabularySet;
  let learner: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' }, { now: () => clock.now });
    await loadPracticeContent(testApp, CONTENT, 1);
    const anonymous = new TestClient(testApp.app);
    words = (await anonymous.get('/api/v4/practice/vocabulary?topic=Office&setIndex=0')).json();
    learner = await signUpUser(testApp.app, 'Người Học');
  });
  afterAll(() => testApp.close());

  const attempt = (item: number, result: TAttemptResult, answeredAt: Date, runId = randomUUID()): TAttempt => ({
    id: randomUUID(),
    itemKind: 'vocabulary',
    itemId: words.items[item]!.id,
    runId,
    set: { group: 'Office', setIndex: 0 },
    result,
    mode: 'listen',
    wrongTries: result === 'after-mistakes' ? 1 : result === 'revealed' ? 3 : 0,
    durationMs: result === 'skipped' ? 0 : 1500 + item * 100,
    answeredAt: answeredAt.toISOString(),
  });
  const pass = (results: TAttemptResult[], at: Date) => {
    const runId = randomUUID();
    return results.map((result, item) => attempt(item, result, new Date(at.getTime() + item * 1000), runId));
  };
  const record = async (batch: TAttempt[], by = learner) => {
    const response = await by.client.post('/api/v4/practice/attempts', { attempts: batch });
    expect(response.statusCode).toBe(200);
    return response.json() as TRecordAttemptsResponse;
  };
  const expectReplayedCards = async (userId: string) => {
    const db = testApp.ctx.databases.practice;
    const rows = await db.select().from(attempts).where(eq(attempts.userId, userId));
    const stored = await db.select().from(cards).where(eq(cards.userId, userId));
    expect(stored.map((card) => card.itemId).sort()).toEqual([...new Set(rows.map((row) => row.itemId))].sort());
    for (const card of stored) {
      const replayed = replayCard(
        rows.filter((row) => row.itemId === card.itemId),
        0.9,
      );
      const { userId: _user, itemKind: _kind, itemId: _item, dismissedAt: _dismissed, ...scheduled } = card;
      expect(scheduled).toEqual({
        ...cardFields(replayed.card),
        missCount: replayed.missCount,
        lastMissedAt: replayed.lastMissedAt,
      });
    }
    return rows;
  };

  it('keeps cards, rollups and stats equal to what the attempts give, however the batches arrive', async () => {
    clock.now = new Date(START.getTime() + 30 * DAY_MS);
    const now = clock.now.getTime();
    const daysAgo = (days: number, minutes = 0) => new Date(now - days * DAY_MS + minutes * MINUTE_MS);
    // A pass ten days ago, reviews since, in order.
    const first = pass(['first-try', 'after-mistakes', 'revealed', 'skipped'], daysAgo(10));
    await record(first);
    await record(pass(['first-try', 'first-try', 'after-mistakes', 'first-try'], daysAgo(7, 500)));
    await record([attempt(1, 'first-try', daysAgo(2)), attempt(2, 'revealed', daysAgo(2, 1))]);
    // An older pass merged late (a visitor's record after signing in), across every item.
    await record(pass(['revealed', 'first-try', 'first-try', 'after-mistakes'], daysAgo(12)));
    // The first batch again (an outbox retry), and an attempt at the very instant of an item's last review.
    await record(first);
    await record([attempt(1, 'first-try', daysAgo(2))]);
    // Around the start of the year the stats show (now minus 366 days, seven minutes into its quarter hour):
    // two minutes before it and two after, in the same quarter hour.
    clock.now = new Date(now + 7 * MINUTE_MS);
    const since = clock.now.getTime() - 366 * DAY_MS;
    await record([attempt(0, 'after-mistakes', new Date(since - 2 * MINUTE_MS))]);
    await record([attempt(3, 'first-try', new Date(since + 2 * MINUTE_MS))]);

    const db = testApp.ctx.databases.practice;
    const rows = await expectReplayedCards(learner.id);
    expect(rows).toHaveLength(4 + 4 + 2 + 4 + 1 + 2);

    const sums = <K>(keyOf: (row: (typeof rows)[number]) => K) => {
      const byKey = new Map<K, { items: number; firstTry: number; words: number; typingMs: number }>();
      for (const row of rows) {
        const key = keyOf(row);
        const sum = byKey.get(key) ?? { items: 0, firstTry: 0, words: 0, typingMs: 0 };
        sum.items += 1;
        if (row.result === 'first-try') sum.firstTry += 1;
        if (isTyped(row.result)) {
          sum.words += row.words;
          sum.typingMs += row.durationMs;
        }
        byKey.set(key, sum);
      }
      return byKey;
    };
    const slots = await db.select().from(activitySlots).where(eq(activitySlots.userId, learner.id));
    const expectedSlots = sums((row) => Math.floor(row.answeredAt.getTime() / (15 * MINUTE_MS)) * 15 * MINUTE_MS);
    expect(
      new Map(
        slots.map(({ slot, items, firstTry, words, typingMs }) => [
          slot.getTime(),
          { items, firstTry, words, typingMs },
        ]),
      ),
    ).toEqual(expectedSlots);
    const groups = await db.select().from(activityGroups).where(eq(activityGroups.userId, learner.id));
    expect(
      groups.map(({ itemKind, itemGroup, items, firstTry, words, typingMs }) => [
        itemKind,
        itemGroup,
        { items, firstTry, words, typingMs },
      ]),
    ).toEqual([['vocabulary', 'Office', sums(() => 'all').get('all')]]);

    // Vietnam, India, New York, and an offset off the quarter hour (read from the attempts themselves).
    for (const tzOffset of [420, 330, -300, 7]) {
      const stats: TStats = (await learner.client.get(`/api/v4/practice/stats?tzOffset=${tzOffset}`)).json();
      const recent = sums((row) => (row.answeredAt.getTime() >= since ? localDate(row.answeredAt, tzOffset) : null));
      recent.delete(null);
      expect(stats.days, `tzOffset ${tzOffset}`).toEqual(
        [...recent.entries()].sort(([a], [b]) => (a! < b! ? -1 : 1)).map(([date, sum]) => ({ date, ...sum })),
      );
      const active = rows.map((row) => localDate(row.answeredAt, tzOffset));
      expect(stats.streak, `tzOffset ${tzOffset}`).toEqual(streaksOf(active, localDate(clock.now, tzOffset)));
    }
  });

  it("records one learner's concurrent batches as if they had come one after another", async () => {
    clock.now = new Date(START.getTime() + 40 * DAY_MS);
    const tab = await signUpUser(testApp.app, 'Hai Thẻ');
    const at = new Date(clock.now.getTime() - DAY_MS);
    // A pass sent item by item from one tab, its first item repeated later in the pass, and every batch
    // also retried at once (an outbox racing its original): all at the same time.
    const runId = randomUUID();
    const batches = [
      ...WORDS.map((_, item) => [attempt(item, 'after-mistakes', new Date(at.getTime() + item * 1000), runId)]),
      [attempt(0, 'first-try', new Date(at.getTime() + 10_000), runId)],
    ];
    const responses = await Promise.all([...batches, ...batches].map((batch) => record(batch, tab)));

    expect(responses.reduce((sum, response) => sum + response.recorded, 0)).toBe(batches.length);
    const rows = await expectReplayedCards(tab.id);
    expect(rows).toHaveLength(batches.length);
    const progress: TProgress = (await tab.client.get('/api/v4/practice/progress')).json();
    expect(progress.completions).toEqual([
      expect.objectContaining({ group: 'Office', setIndex: 0, mode: 'listen', score: 0, total: WORDS.length }),
    ]);
    const stats: TStats = (await tab.client.get('/api/v4/practice/stats?tzOffset=0')).json();
    expect(stats.totals.items).toBe(batches.length);
  });
});
