import { describe, expect, it } from 'vitest';
import type { TSetCompletion } from '@shared/practice/record-contract';
import { completionsOf, continueSet, sentenceGroups, vocabularyGroups } from './home-sets';

const topics = vocabularyGroups({
  groups: [
    {
      topic: 'Office',
      sets: [0, 1].map((setIndex) => ({
        topic: 'Office',
        setIndex,
        position: setIndex + 1,
        words: ['desk'],
        sample: ['bàn'],
      })),
    },
    { topic: 'Travel', sets: [{ topic: 'Travel', setIndex: 0, position: 3, words: ['fare'], sample: ['giá vé'] }] },
  ],
  totalSets: 3,
});
const parts = sentenceGroups({
  groups: [
    { part: 'part4', sets: [{ part: 'part4', setIndex: 0, position: 1, sentences: ['Hi.'], sample: ['Chào.'] }] },
  ],
  totalSets: 1,
  setsPerPart: { part1: 0, part2: 0, part3: 0, part4: 1 },
});
const sets = [...topics, ...parts].flatMap((group) => group.sets);

const completion = (kind: TSetCompletion['kind'], group: string, setIndex: number, day: number): TSetCompletion => ({
  kind,
  group,
  setIndex,
  score: 1,
  total: 1,
  mode: 'listen',
  completedAt: new Date(Date.UTC(2026, 2, day)).toISOString(),
});
const progress = (...completions: TSetCompletion[]) => ({
  completions,
  due: { vocabulary: 0, sentence: 0 },
  mistakes: 0,
});

describe('home sets', () => {
  it('numbers each set within its topic or part and keeps its address', () => {
    expect(sets.map((set) => [set.groupKey, set.setIndex, set.groupSets])).toEqual([
      ['Office', 0, 2],
      ['Office', 1, 2],
      ['Travel', 0, 1],
      ['part4', 0, 1],
    ]);
    expect(sets[3]!.group).toEqual({ kind: 'part', part: 'part4' });
    expect(sets[0]!.path).toMatch(/^\/dictation\/1\?/);
  });

  it('starts a new visitor at the first set', () => {
    expect(continueSet(sets, completionsOf(undefined))?.position).toBe(1);
  });

  it('continues after the set completed last, not after the first gap', () => {
    const completions = completionsOf(
      progress(completion('vocabulary', 'Travel', 0, 5), completion('vocabulary', 'Office', 0, 1)),
    );
    // Travel was done last: the next open set after it is Part 4's, though Office's second set is still open.
    expect(continueSet(sets, completions)?.groupKey).toBe('part4');
  });

  it('goes back to the first open set when everything after the last one is done', () => {
    const completions = completionsOf(
      progress(completion('sentence', 'part4', 0, 9), completion('vocabulary', 'Office', 0, 1)),
    );
    expect(continueSet(sets, completions)).toMatchObject({ groupKey: 'Office', setIndex: 1 });
  });

  it('does not take a sentence completion for a topic of the same name', () => {
    const completions = completionsOf(progress(completion('sentence', 'Office', 0, 1)));
    expect(continueSet(sets, completions)?.position).toBe(1);
  });
});
