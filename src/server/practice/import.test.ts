import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { sentences, topics, vocabulary } from '../db/practice-schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { parseContentCsv } from './content-rows';
import { importContent, importIntoEmptyStore } from './import';

describeEachDatabase('practice content import', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.ctx.databases.practice;

  it('creates topics in order of first appearance and upserts words case-insensitively', async () => {
    await importContent(db(), {
      vocabulary: [
        { topic: 'Contracts', word: 'abide', wordType: 'verb', phonetic: '', meaning: 'tuân theo', audio: '' },
        { topic: 'Marketing', word: 'brand', wordType: 'noun', phonetic: '', meaning: 'thương hiệu', audio: '' },
        { topic: '', word: 'orphan', wordType: '', phonetic: '', meaning: 'mồ côi', audio: '' },
        { topic: 'other', word: 'stray', wordType: '', phonetic: '', meaning: 'lạc', audio: '' },
      ],
      sentences: [{ part: 'part1', englishSentence: 'Hello.', vietnameseTranslation: 'Xin chào.', audio: '' }],
    });
    const counts = await importContent(db(), {
      vocabulary: [
        { topic: 'Warranties', word: 'ABIDE', wordType: 'verb', phonetic: '/əˈbaɪd/', meaning: 'chấp hành', audio: '' },
      ],
      sentences: [{ part: 'part1', englishSentence: 'Hello.', vietnameseTranslation: 'Chào bạn.', audio: 'a.mp3' }],
    });
    expect(counts).toEqual({ words: 1, sentences: 1 });

    const storedTopics = await db()
      .select({ name: topics.name, position: topics.position })
      .from(topics)
      .orderBy(asc(topics.position));
    expect(storedTopics.map((topic) => topic.name)).toEqual(['Contracts', 'Marketing', 'Warranties']);
    const words = await db().select().from(vocabulary);
    expect(words).toHaveLength(4);
    const abide = words.find((word) => word.word.toLowerCase() === 'abide');
    expect(abide).toMatchObject({ meaning: 'chấp hành', phonetic: '/əˈbaɪd/' });
    expect(words.find((word) => word.word === 'orphan')?.topicId).toBeNull();
    expect(words.find((word) => word.word === 'stray')?.topicId).toBeNull();
    const storedSentences = await db().select().from(sentences);
    expect(storedSentences).toEqual([expect.objectContaining({ vietnameseTranslation: 'Chào bạn.', audio: 'a.mp3' })]);
  });

  it('imports nothing when any statement fails', async () => {
    expect(parseContentCsv('topic,word,meaning\nX,fine,tốt\nX,,thiếu\n').errors).toEqual([
      { line: 3, reason: 'word: must not be empty' },
    ]);
    const wordsBefore = await db().select().from(vocabulary);
    const topicsBefore = await db().select().from(topics);
    // A repeated sentence makes the last statement fail after topics and words were written.
    const sentence = {
      part: 'part2' as const,
      englishSentence: 'Twice.',
      vietnameseTranslation: 'Hai lần.',
      audio: '',
    };
    await expect(
      importContent(db(), {
        vocabulary: [{ topic: 'Rollback', word: 'kept-out', wordType: '', phonetic: '', meaning: 'không', audio: '' }],
        sentences: [sentence, sentence],
      }),
    ).rejects.toThrow();
    expect(await db().select().from(vocabulary)).toEqual(wordsBefore);
    expect(await db().select().from(topics)).toEqual(topicsBefore);
    await db().delete(sentences);
    await db().delete(vocabulary);
  });

  it('seeds only an empty store', async () => {
    const rows = {
      vocabulary: [{ topic: 'T', word: 'seeded', wordType: '', phonetic: '', meaning: 'gieo', audio: '' }],
      sentences: [],
    };
    expect(await importIntoEmptyStore(db(), rows)).toEqual({ words: 1, sentences: 0 });
    expect(await importIntoEmptyStore(db(), rows)).toBeNull();
  });

  it('seeds once when two callers race', async () => {
    await db().delete(vocabulary);
    await db().delete(sentences);
    const rows = {
      vocabulary: [{ topic: 'Race', word: 'first-only', wordType: '', phonetic: '', meaning: 'một lần', audio: '' }],
      sentences: [],
    };
    const results = await Promise.all([importIntoEmptyStore(db(), rows), importIntoEmptyStore(db(), rows)]);
    expect(results.filter((result) => result !== null)).toEqual([{ words: 1, sentences: 0 }]);
  });
});
