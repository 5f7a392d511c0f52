import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { sentences, topics, vocabulary } from '../db/practice-schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { formatRowError, parseContentCsv, parseContentJson } from './content-rows';
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

  it("stores each row's also-accepted list, changes it in place and empties it when the file drops it", async () => {
    const words = parseContentCsv(
      'topic,word,meaning,alsoAccepted\nNames,Lee,họ Lee,Li|Leigh\nNames,Lopez,họ Lopez,Lopes\nNames,Smith,họ Smith,\n',
    );
    const lines = parseContentJson(
      JSON.stringify({
        sentences: [
          {
            part: 'part1',
            englishSentence: 'Mr. Chen will call you back.',
            vietnameseTranslation: 'Ông Chen sẽ gọi lại cho bạn.',
            alsoAccepted: ['Chen=Chan'],
          },
        ],
      }),
    );
    expect([...words.errors, ...lines.errors]).toEqual([]);
    await importContent(db(), { vocabulary: words.vocabulary, sentences: lines.sentences });
    const storedWords = () =>
      db()
        .select({ id: vocabulary.id, word: vocabulary.word, alsoAccepted: vocabulary.alsoAccepted })
        .from(vocabulary)
        .orderBy(asc(vocabulary.position));
    const storedLines = () => db().select({ id: sentences.id, alsoAccepted: sentences.alsoAccepted }).from(sentences);
    const before = await storedWords();
    expect(before.map((row) => [row.word, row.alsoAccepted])).toEqual([
      ['Lee', ['Li', 'Leigh']],
      ['Lopez', ['Lopes']],
      ['Smith', []],
    ]);
    const [line] = await storedLines();
    expect(line?.alsoAccepted).toEqual(['Chen=Chan']);

    // A teacher's corrected file: the items keep their ids (and so the learners' records).
    const changed = parseContentCsv(
      'topic,word,meaning,alsoAccepted\nNames,Lee,họ Lee,Li\nNames,Lopez,họ Lopez,\nNames,Smith,họ Smith,Smyth\n',
    );
    await importContent(db(), {
      vocabulary: changed.vocabulary,
      sentences: lines.sentences.map((row) => ({ ...row, alsoAccepted: ['Chen=Chan', 'Chen=Cheng'] })),
    });
    const after = await storedWords();
    expect(after.map((row) => [row.id, row.word, row.alsoAccepted])).toEqual([
      [before[0]!.id, 'Lee', ['Li']],
      [before[1]!.id, 'Lopez', []],
      [before[2]!.id, 'Smith', ['Smyth']],
    ]);
    expect(await storedLines()).toEqual([{ id: line!.id, alsoAccepted: ['Chen=Chan', 'Chen=Cheng'] }]);

    // A file with one bad list is refused whole before anything is written (the CLI stops on any error) ...
    const bad = parseContentCsv('topic,word,meaning,alsoAccepted\nNames,Lee,họ Lee,Lee2\nNames,Kim,họ Kim,Kym\n');
    expect(bad.errors.map(formatRowError)).toEqual([
      'line 2: alsoAccepted: "Lee2" may hold only letters, spaces, apostrophes and hyphens',
    ]);
    // ... and a write that fails part-way leaves every list as it was.
    const twice = { part: 'part2' as const, englishSentence: 'Twice.', vietnameseTranslation: 'Hai lần.', audio: '' };
    await expect(
      importContent(db(), {
        vocabulary: [
          {
            topic: 'Names',
            word: 'Lee',
            wordType: '',
            phonetic: '',
            meaning: 'họ Lee',
            audio: '',
            alsoAccepted: ['Lea'],
          },
        ],
        sentences: [twice, twice],
      }),
    ).rejects.toThrow();
    expect(await storedWords()).toEqual(after);
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
