// The bundled vocabulary grew from 560 to 1,500+ words. Learners' progress (attempts, review cards)
// points at item ids, so an updated content file, imported over a store that was seeded with the old one,
// must keep every old word's id and only add the new words (import.ts upserts by lower(word)).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { topics, vocabulary } from '../db/practice-schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import { parseContentFile, type VocabularyRow } from './content-rows';
import { importContent } from './import';
import { seedPracticeContent } from './seed';

const BUNDLED = path.resolve(import.meta.dirname, '../../../content/vocabulary.json');

describeEachDatabase('updating the bundled content', (kind) => {
  let testApp: TestApp;
  let oldDir: string;
  let bundled: VocabularyRow[];
  let old: VocabularyRow[];
  beforeAll(async () => {
    const text = await fs.readFile(BUNDLED, 'utf8');
    const parsed = parseContentFile(BUNDLED, text);
    expect(parsed.errors).toEqual([]);
    bundled = parsed.vocabulary;
    // The content before the update: the first 14 topics (its 560 words), with the IPA of the time.
    const oldTopics = [...new Set(bundled.map((row) => row.topic))].slice(0, 14);
    old = bundled
      .filter((row) => oldTopics.includes(row.topic))
      .map((row) => ({ ...row, phonetic: `old ${row.phonetic}` }));
    oldDir = await fs.mkdtemp(path.join(os.tmpdir(), 'practice-old-content-'));
    await fs.writeFile(path.join(oldDir, 'vocabulary.json'), JSON.stringify({ vocabulary: old }));
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(oldDir, { recursive: true, force: true });
  });

  const db = () => testApp.ctx.databases.practice;
  const storedIds = async () =>
    new Map(
      (await db().select({ id: vocabulary.id, word: vocabulary.word }).from(vocabulary)).map((row) => [
        row.word,
        row.id,
      ]),
    );

  it('keeps every old word’s item id and adds the new words', async () => {
    expect(await seedPracticeContent(db(), oldDir)).toMatchObject({ status: 'seeded', counts: { words: old.length } });
    const before = await storedIds();
    expect(before.size).toBe(old.length);

    // What `npm run content:import content/vocabulary.json` does.
    const parsed = parseContentFile(BUNDLED, await fs.readFile(BUNDLED, 'utf8'));
    expect(await importContent(db(), { vocabulary: parsed.vocabulary, sentences: parsed.sentences })).toEqual({
      words: bundled.length,
      sentences: 0,
    });

    const after = await storedIds();
    expect(after.size).toBe(bundled.length);
    for (const [word, id] of before) expect(after.get(word), word).toBe(id);
    const stored = await db().select({ word: vocabulary.word, phonetic: vocabulary.phonetic }).from(vocabulary);
    const phoneticOf = new Map(stored.map((row) => [row.word, row.phonetic]));
    for (const row of bundled) expect(phoneticOf.get(row.word), row.word).toBe(row.phonetic);

    // The old topics keep their place on the home page; the new ones follow in file order.
    const storedTopics = await db().select({ name: topics.name }).from(topics).orderBy(asc(topics.position));
    expect(storedTopics.map((topic) => topic.name)).toEqual([...new Set(bundled.map((row) => row.topic))]);
  });

  it('changes no id when the same file is imported again', async () => {
    const before = await storedIds();
    await importContent(db(), { vocabulary: bundled, sentences: [] });
    expect(await storedIds()).toEqual(before);
  });

  it('updates a word’s also-accepted spellings in place, keeping its id', async () => {
    const before = await storedIds();
    const [first, ...rest] = bundled;
    const spellingOf = async (word: string) =>
      (await db().select({ word: vocabulary.word, alsoAccepted: vocabulary.alsoAccepted }).from(vocabulary)).find(
        (row) => row.word === word,
      )?.alsoAccepted;
    await importContent(db(), {
      vocabulary: [{ ...first!, alsoAccepted: ['another spelling'] }, ...rest],
      sentences: [],
    });
    expect(await storedIds()).toEqual(before);
    expect(await spellingOf(first!.word)).toEqual(['another spelling']);
    await importContent(db(), { vocabulary: bundled, sentences: [] });
    expect(await storedIds()).toEqual(before);
    expect(await spellingOf(first!.word)).toEqual(bundled[0]!.alsoAccepted ?? []);
  });
});
