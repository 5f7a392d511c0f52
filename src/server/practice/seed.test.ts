import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { seedPracticeContent } from './seed';

describeEachDatabase('practice seeding', (kind) => {
  let contentDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    contentDir = await fs.mkdtemp(path.join(os.tmpdir(), 'practice-content-'));
    await fs.writeFile(
      path.join(contentDir, 'vocabulary.json'),
      JSON.stringify({
        vocabulary: [
          {
            topic: 'Contracts',
            word: 'abide',
            wordType: 'verb',
            phonetic: '/əˈbaɪd/',
            meaning: 'tuân theo',
            audio: '',
          },
          { topic: 'Contracts', word: 'Abide', wordType: 'verb', phonetic: '', meaning: 'lặp lại', audio: '' },
          {
            topic: 'Marketing',
            word: 'brand',
            wordType: 'noun',
            phonetic: '',
            meaning: 'thương hiệu',
            audio: '',
            alsoAccepted: ['brand name'],
          },
        ],
      }),
    );
    await fs.writeFile(
      path.join(contentDir, 'sentences.json'),
      JSON.stringify({
        sentences: [
          {
            part: 'part1',
            englishSentence: 'Hello, Ms. Lopez.',
            vietnameseTranslation: 'Xin chào cô Lopez.',
            audio: '',
            alsoAccepted: ['Lopez=Lopes'],
          },
        ],
      }),
    );
    testApp = await createTestApp(kind, { CONTENT_DIR: contentDir });
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(contentDir, { recursive: true, force: true });
  });

  it('loads the content files into an empty store at start', async () => {
    const client = new TestClient(testApp.app);
    const vocabulary = (await client.get('/api/v4/practice/vocabulary/sets')).json();
    expect(vocabulary.groups).toEqual([
      {
        topic: 'Contracts',
        sets: [{ topic: 'Contracts', setIndex: 0, position: 1, words: ['abide'], sample: ['tuân theo'] }],
      },
      {
        topic: 'Marketing',
        sets: [{ topic: 'Marketing', setIndex: 0, position: 2, words: ['brand'], sample: ['thương hiệu'] }],
      },
    ]);
    const set = (await client.get('/api/v4/practice/vocabulary?topic=Contracts')).json();
    expect(set.items[0]).toMatchObject({ word: 'abide', meaning: 'tuân theo', phonetic: '/əˈbaɪd/', alsoAccepted: [] });
    const brand = (await client.get('/api/v4/practice/vocabulary?topic=Marketing')).json();
    expect(brand.items[0]).toMatchObject({ word: 'brand', alsoAccepted: ['brand name'] });
    expect((await client.get('/api/v4/practice/sentences/sets')).json().totalSets).toBe(1);
    const line = (await client.get('/api/v4/practice/sentences?part=part1')).json();
    expect(line.items[0]).toMatchObject({ englishSentence: 'Hello, Ms. Lopez.', alsoAccepted: ['Lopez=Lopes'] });
  });

  it('seeds once: a store with content is left alone', async () => {
    expect(await seedPracticeContent(testApp.ctx.databases.practice, contentDir)).toEqual({
      status: 'skipped',
      reason: 'the practice store already has content',
    });
  });

  it('skips silently without content files and refuses bad ones while the store is empty', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'practice-empty-'));
    const emptyStore = await createTestApp(kind, { CONTENT_DIR: empty });
    try {
      const { practice } = emptyStore.ctx.databases;
      expect(await seedPracticeContent(practice, empty)).toEqual({
        status: 'skipped',
        reason: `no content files in ${empty}`,
      });
      await fs.writeFile(path.join(empty, 'sentences.json'), JSON.stringify({ sentences: [{ part: 'part7' }] }));
      await expect(seedPracticeContent(practice, empty)).rejects.toThrow(/sentences\.json has 3 bad row\(s\)/);
      // A store that has content is not seeded again, so the files are not even read.
      expect((await seedPracticeContent(testApp.ctx.databases.practice, empty)).status).toBe('skipped');
    } finally {
      await emptyStore.close();
      await fs.rm(empty, { recursive: true, force: true });
    }
  });
});
