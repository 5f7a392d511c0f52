import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { GENERIC_ERRORS } from '../../shared/errors';
import { exampleSentences } from '../db/practice-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import type { SentenceRow, VocabularyRow } from './content-rows';
import { groupVocabulary } from './grouping';
import { importContent, PRACTICE_CONTENT_CHANNEL } from './import';
import { loadPracticeContent, wordRow } from './test-content';

const word = (topic: string, text: string): VocabularyRow => wordRow(topic, text, `nghĩa của ${text}`);
const sentence = (part: SentenceRow['part'], text: string): SentenceRow => ({
  part,
  englishSentence: text,
  vietnameseTranslation: `Dịch: ${text}`,
  audio: '',
});
const range = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, i) => make(i));

const FIXTURE = {
  vocabulary: [
    ...range(45, (i) => `contract-${i}`).map((text) => word('Contracts', text)),
    word('', 'orphan-0'),
    ...range(3, (i) => `brand-${i}`).map((text) => word('Marketing', text)),
    { ...word('Other', 'orphan-1'), alsoAccepted: ['orfan-1', 'orphan one'] },
  ],
  sentences: [
    { ...sentence('part1', 'Part one sentence 0.'), alsoAccepted: ['one=won'] },
    ...range(17, (i) => `Part one sentence ${i + 1}.`).map((text) => sentence('part1', text)),
    ...range(3, (i) => `Part two sentence ${i}.`).map((text) => sentence('part2', text)),
    ...range(15, (i) => `Part four sentence ${i}.`).map((text) => sentence('part4', text)),
  ],
};

describe('groupVocabulary', () => {
  it('drops words repeated case-insensitively and puts Other last', () => {
    const catalogWord = (text: string, topic: string | null) => ({
      id: text,
      word: text,
      wordType: '',
      phonetic: '',
      meaning: '',
      audio: '',
      audioUk: '',
      alsoAccepted: [],
      topic,
    });
    const groups = groupVocabulary([
      catalogWord('Solo', null),
      catalogWord('abide', 'Contracts'),
      catalogWord('ABIDE', 'Contracts'),
      catalogWord('solo', 'Marketing'),
      catalogWord('brand', 'Marketing'),
    ]);
    expect(groups.map((group) => [group.topic, group.sets[0]?.words.map((w) => w.word)])).toEqual([
      ['Contracts', ['abide']],
      ['Marketing', ['brand']],
      ['Other', ['Solo']],
    ]);
    expect(groups.map((group) => group.sets[0]?.position)).toEqual([1, 2, 3]);
  });
});

describeEachDatabase('practice API', (kind) => {
  let testApp: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
    client = new TestClient(testApp.app);
    // As the CLI does: import, then announce it; the app computed its (empty) sets when it became ready.
    await loadPracticeContent(testApp, FIXTURE, 5);
  });
  afterAll(() => testApp.close());

  // 45 words make 20, 13 and 12: a last set of 5 would be too small, so it shares the words of the one before.
  it('groups vocabulary by topic in sets of 20, the last two balanced, Other last', async () => {
    const response = await client.get('/api/v4/practice/vocabulary/sets');
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.totalSets).toBe(5);
    expect(
      overview.groups.map((group: { topic: string; sets: { position: number; words: string[] }[] }) => [
        group.topic,
        group.sets.map((set) => [set.position, set.words.length]),
      ]),
    ).toEqual([
      [
        'Contracts',
        [
          [1, 20],
          [2, 13],
          [3, 12],
        ],
      ],
      ['Marketing', [[4, 3]]],
      ['Other', [[5, 2]]],
    ]);
    expect(overview.groups[0].sets[0].words.slice(0, 2)).toEqual(['contract-0', 'contract-1']);
    // The card's sample is Vietnamese: the English stays unseen until the learner asks for the list.
    expect(overview.groups[0].sets[0].sample).toEqual([
      'nghĩa của contract-0',
      'nghĩa của contract-1',
      'nghĩa của contract-2',
    ]);
  });

  it('answers a vocabulary set with its items and the next set in home-page order', async () => {
    const last = (await client.get('/api/v4/practice/vocabulary?topic=Contracts&setIndex=2')).json();
    expect(last).toMatchObject({ topic: 'Contracts', setIndex: 2, position: 3, topicSets: 3, totalSets: 5 });
    expect(last.items).toHaveLength(12);
    expect(last.items[0]).toEqual({
      id: expect.any(String),
      word: 'contract-33',
      meaning: 'nghĩa của contract-33',
      phonetic: '',
      type: 'noun',
      audio: '',
      audioUk: '',
      alsoAccepted: [],
    });
    expect(last.next).toEqual({ topic: 'Marketing', setIndex: 0, position: 4 });

    const sameTopic = (await client.get('/api/v4/practice/vocabulary?topic=contracts&setIndex=0')).json();
    expect(sameTopic.next).toEqual({ topic: 'Contracts', setIndex: 1, position: 2 });
  });

  it('defaults to the Other topic, set 0, which ends the sequence', async () => {
    const response = await client.get('/api/v4/practice/vocabulary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ topic: 'Other', setIndex: 0, position: 5, next: null });
    expect(response.json().items.map((item: { word: string }) => item.word)).toEqual(['orphan-0', 'orphan-1']);
    // The spellings a teacher also accepts travel with the item, for the answer check.
    expect(response.json().items[1].alsoAccepted).toEqual(['orfan-1', 'orphan one']);
  });

  it('refuses unknown topics and set indexes out of range', async () => {
    const unknown = await client.get('/api/v4/practice/vocabulary?topic=Nope&setIndex=0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'TOPIC_NOT_FOUND', message: 'Topic not found' });
    // What the address held is never repeated as the site's words.
    const planted = await client.get(`/api/v4/practice/vocabulary?topic=${encodeURIComponent('Gọi 0900 để nhận quà')}`);
    expect(planted.json()).toEqual({ code: 'TOPIC_NOT_FOUND', message: 'Topic not found' });

    const outOfRange = await client.get('/api/v4/practice/vocabulary?topic=Contracts&setIndex=3');
    expect(outOfRange.statusCode).toBe(404);
    expect(outOfRange.json()).toEqual({ code: 'SET_OUT_OF_RANGE', message: 'Set index 3 is out of range' });

    expect((await client.get('/api/v4/practice/vocabulary?setIndex=-1')).statusCode).toBe(400);
    expect((await client.get('/api/v4/practice/vocabulary?setIndex=abc')).statusCode).toBe(400);
  });

  // Sets hold 8 to 10 lines when the part allows it (grouping.ts): 18 lines make 8 and 10, the full set the
  // older one; 15 lines cannot, and make 7 and 8.
  it('groups sentences per part in sets of 8 to 10, newest first, Part 1 to Part 4', async () => {
    const overview = (await client.get('/api/v4/practice/sentences/sets')).json();
    expect(overview.totalSets).toBe(5);
    expect(overview.setsPerPart).toEqual({ part1: 2, part2: 1, part3: 0, part4: 2 });
    expect(
      overview.groups.map((group: { part: string; sets: { position: number; sentences: string[] }[] }) => [
        group.part,
        group.sets.map((set) => [set.position, set.sentences.length]),
      ]),
    ).toEqual([
      [
        'part1',
        [
          [1, 8],
          [2, 10],
        ],
      ],
      ['part2', [[3, 3]]],
      [
        'part4',
        [
          [4, 7],
          [5, 8],
        ],
      ],
    ]);
    expect(overview.groups[0].sets[0].sample).toEqual([
      'Dịch: Part one sentence 0.',
      'Dịch: Part one sentence 1.',
      'Dịch: Part one sentence 2.',
    ]);

    const first = (await client.get('/api/v4/practice/sentences')).json();
    expect(first).toMatchObject({ part: 'part1', setIndex: 0, position: 1, partSets: 2, totalSets: 5 });
    // Imported in one go, the first sentence of the file is the newest.
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      englishSentence: 'Part one sentence 0.',
      vietnameseTranslation: 'Dịch: Part one sentence 0.',
      audio: '',
      audioUk: '',
      conversation: null,
      turn: null,
      turns: null,
      speaker: null,
      earlierTurns: [],
      alsoAccepted: ['one=won'],
    });
    expect(first.items).toHaveLength(8);
    expect(first.next).toEqual({ part: 'part1', setIndex: 1, position: 2 });

    const second = (await client.get('/api/v4/practice/sentences?part=part1&setIndex=1')).json();
    expect(second.next).toEqual({ part: 'part2', setIndex: 0, position: 3 });
    expect((await client.get('/api/v4/practice/sentences?part=part2')).json().next).toEqual({
      part: 'part4',
      setIndex: 0,
      position: 4,
    });

    // Part 4 is numbered after the other parts, as the home page lists it, and ends the sequence.
    const part4 = (await client.get('/api/v4/practice/sentences?part=part4&setIndex=0')).json();
    expect(part4).toMatchObject({ part: 'part4', position: 4, partSets: 2, totalSets: 5 });
    expect(part4.next).toEqual({ part: 'part4', setIndex: 1, position: 5 });
    expect(part4.items).toHaveLength(7);
    const lastPart4 = (await client.get('/api/v4/practice/sentences?part=part4&setIndex=1')).json();
    expect(lastPart4).toMatchObject({ position: 5, totalSets: 5, next: null });
    expect(lastPart4.items).toHaveLength(8);
  });

  it('refuses a bad part and a sentence set out of range', async () => {
    const bad = await client.get('/api/v4/practice/sentences?part=part9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'INVALID_PART', message: 'Invalid part: use part1, part2, part3 or part4' });
    const empty = await client.get('/api/v4/practice/sentences?part=part3&setIndex=0');
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ code: 'SET_OUT_OF_RANGE', message: 'Set index 0 is out of range' });
  });

  it('revalidates with an ETag', async () => {
    const first = await client.get('/api/v4/practice/vocabulary/sets');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await client.request({
      method: 'GET',
      url: '/api/v4/practice/vocabulary?topic=Marketing',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists stored examples of a word case-insensitively, oldest first', async () => {
    const db = testApp.ctx.databases.practice;
    await db.insert(exampleSentences).values([
      {
        word: 'Abide',
        englishSentence: 'Second.',
        vietnameseTranslation: 'Thứ hai.',
        createdAt: new Date('2026-01-02T00:00:00Z'),
      },
      {
        word: 'abide',
        englishSentence: 'First.',
        vietnameseTranslation: 'Thứ nhất.',
        contextInfo: 'formal',
        topic: 'Contracts',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      { word: 'other', englishSentence: 'Not mine.', vietnameseTranslation: 'Không.' },
    ]);
    const response = await client.get('/api/v4/practice/examples?word=ABIDE');
    expect(response.statusCode).toBe(200);
    expect(response.json().examples).toEqual([
      {
        id: expect.any(String),
        word: 'abide',
        englishSentence: 'First.',
        vietnameseTranslation: 'Thứ nhất.',
        contextInfo: 'formal',
        topic: 'Contracts',
      },
      expect.objectContaining({ englishSentence: 'Second.' }),
    ]);
    expect((await client.get('/api/v4/practice/examples')).statusCode).toBe(400);
  });

  it('drops its cached sets when an import is announced', async () => {
    const before = (await client.get('/api/v4/practice/vocabulary/sets')).json();
    await importContent(testApp.ctx.databases.practice, {
      vocabulary: [word('Zoology', 'zebra')],
      sentences: [],
    });
    expect((await client.get('/api/v4/practice/vocabulary/sets')).json()).toEqual(before);
    await testApp.ctx.databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    await vi.waitFor(async () => {
      const after = (await client.get('/api/v4/practice/vocabulary/sets')).json();
      expect(after.totalSets).toBe(before.totalSets + 1);
      expect(after.groups.map((group: { topic: string }) => group.topic)).toEqual([
        'Contracts',
        'Marketing',
        'Zoology',
        'Other',
      ]);
    });
  });

  it('answers a database failure with the generic 500, which names no table', async () => {
    await testApp.ctx.databases.practice.execute(sql`DROP TABLE practice.example_sentences`);
    const response = await client.get('/api/v4/practice/examples?word=abide');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(GENERIC_ERRORS.internal);
  });
});
