import { describe, expect, it } from 'vitest';
import { buildGroupTotals } from './group-totals';

describe('buildGroupTotals', () => {
  it('splits topics from parts, names parts as the home page does and puts the most practised first', () => {
    const totals = buildGroupTotals([
      { kind: 'sentence', group: 'part2', items: 10, firstTry: 5 },
      { kind: 'vocabulary', group: 'Contracts', items: 20, firstTry: 15 },
      { kind: 'vocabulary', group: 'Marketing', items: 40, firstTry: 10 },
      { kind: 'vocabulary', group: 'Banking', items: 20, firstTry: 20 },
      { kind: 'sentence', group: 'part1', items: 30, firstTry: 29 },
    ]);
    expect(totals.topics).toEqual([
      { key: 'Marketing', group: { kind: 'topic', topic: 'Marketing' }, items: 40, firstTry: 10, accuracy: 25 },
      { key: 'Banking', group: { kind: 'topic', topic: 'Banking' }, items: 20, firstTry: 20, accuracy: 100 },
      { key: 'Contracts', group: { kind: 'topic', topic: 'Contracts' }, items: 20, firstTry: 15, accuracy: 75 },
    ]);
    expect(totals.parts).toEqual([
      { key: 'part1', group: { kind: 'part', part: 'part1' }, items: 30, firstTry: 29, accuracy: 96.7 },
      { key: 'part2', group: { kind: 'part', part: 'part2' }, items: 10, firstTry: 5, accuracy: 50 },
    ]);
  });

  it('is empty for an empty record', () => {
    expect(buildGroupTotals([])).toEqual({ topics: [], parts: [] });
  });
});
