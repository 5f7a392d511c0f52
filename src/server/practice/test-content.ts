// Test support: puts practice content into a test app as the content CLI does (import, then announce it) and
// waits until the app serves the sets it makes.
import { expect, vi } from 'vitest';
import { TestClient, type TestApp } from '../test/test-app';
import type { VocabularyRow } from './content-rows';
import { importContent, PRACTICE_CONTENT_CHANNEL } from './import';

export async function loadPracticeContent(
  testApp: TestApp,
  content: Parameters<typeof importContent>[1],
  vocabularySets: number,
): Promise<void> {
  await importContent(testApp.ctx.databases.practice, content);
  await testApp.ctx.databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
  const anonymous = new TestClient(testApp.app);
  await vi.waitFor(async () => {
    expect((await anonymous.get('/api/v4/practice/vocabulary/sets')).json().totalSets).toBe(vocabularySets);
  });
}

/** A word of the content files as the tests write them: a noun, without phonetic or audio. */
export function wordRow(topic: string, word: string, meaning: string): VocabularyRow {
  return { topic, word, wordType: 'noun', phonetic: '', meaning, audio: '' };
}
