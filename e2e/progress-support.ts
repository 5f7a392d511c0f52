// A learner's record made through the API (POST /api/v4/practice/attempts), for the /progress specs.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TSentenceSet, TVocabularyOverview, TVocabularySet } from '../src/shared/practice/contract';
import type { TAttempt, TAttemptResult } from '../src/shared/practice/record-contract';

const DAY_MS = 86_400_000;

export interface SeededRecord {
  topic: string;
  words: TVocabularySet['items'];
  sentences: TSentenceSet['items'];
  /** The missed items, newest miss first, as 'Từ cần ôn' lists them. */
  missed: { text: string; meaning: string }[];
  totalItems: number;
  activeDays: number;
}

/**
 * Attempts on four days (today, yesterday, the day before, ten days ago: a current streak of 3) in the
 * first vocabulary set and the first part1 sentence set, with four misses made today, newest last.
 */
export async function seedRecord(page: Page): Promise<SeededRecord> {
  const overview = (await (await page.request.get('/api/v4/practice/vocabulary/sets')).json()) as TVocabularyOverview;
  const topic = overview.groups[0]!.topic;
  const vocabulary = (await (
    await page.request.get(`/api/v4/practice/vocabulary?${new URLSearchParams({ topic, setIndex: '0' })}`)
  ).json()) as TVocabularySet;
  const sentenceSet = (await (
    await page.request.get('/api/v4/practice/sentences?part=part1&setIndex=0')
  ).json()) as TSentenceSet;
  const words = vocabulary.items;
  const sentences = sentenceSet.items;
  expect(words.length).toBeGreaterThanOrEqual(20);
  expect(sentences.length).toBeGreaterThanOrEqual(2);

  const now = Date.now();
  const attempts: TAttempt[] = [];
  const add = (
    kind: 'vocabulary' | 'sentence',
    itemId: string,
    result: TAttemptResult,
    daysAgo: number,
    secondsAgo: number,
  ) => {
    const runId = randomUUID();
    attempts.push({
      id: randomUUID(),
      itemKind: kind,
      itemId,
      runId,
      set: kind === 'vocabulary' ? { group: topic, setIndex: 0 } : { group: 'part1', setIndex: 0 },
      result,
      mode: 'listen',
      wrongTries: result === 'after-mistakes' ? 2 : result === 'revealed' ? 3 : 0,
      durationMs: result === 'skipped' ? 0 : 3000,
      // Seconds before this time of day on each day: never in the future, and on that local day unless
      // the test runs in the first seconds after midnight.
      answeredAt: new Date(now - daysAgo * DAY_MS - secondsAgo * 1000).toISOString(),
    });
  };
  // Ten days ago: 3 right; two days ago: 3 right and one skipped; yesterday: 5 right.
  words.slice(0, 3).forEach((word, index) => add('vocabulary', word.id, 'first-try', 10, 10 - index));
  words.slice(3, 6).forEach((word, index) => add('vocabulary', word.id, 'first-try', 2, 10 - index));
  add('vocabulary', words[6]!.id, 'skipped', 2, 5);
  words.slice(7, 12).forEach((word, index) => add('vocabulary', word.id, 'first-try', 1, 10 - index));
  // Today: 6 right, then a word right after mistakes, a revealed word, a right and a missed sentence.
  words.slice(12, 18).forEach((word, index) => add('vocabulary', word.id, 'first-try', 0, 10 - index));
  add('vocabulary', words[18]!.id, 'after-mistakes', 0, 4);
  add('vocabulary', words[19]!.id, 'revealed', 0, 3);
  add('sentence', sentences[0]!.id, 'first-try', 0, 2);
  add('sentence', sentences[1]!.id, 'after-mistakes', 0, 1);

  const response = await page.request.post('/api/v4/practice/attempts', { data: { attempts } });
  expect(response.status(), await response.text()).toBe(200);
  return {
    topic,
    words,
    sentences,
    missed: [
      { text: sentences[1]!.englishSentence, meaning: sentences[1]!.vietnameseTranslation },
      { text: words[19]!.word, meaning: words[19]!.meaning },
      { text: words[18]!.word, meaning: words[18]!.meaning },
      { text: words[6]!.word, meaning: words[6]!.meaning },
    ],
    totalItems: attempts.length,
    activeDays: 4,
  };
}
