import { describe, expect, it } from 'vitest';
import type { TStatsDay } from '@shared/practice/record-contract';
import { buildTrend, defaultTrendPeriod, summarizeTrend } from './trend-series';

const day = (date: string, items: number, firstTry: number, words: number, typingMs: number): TStatsDay => ({
  date,
  items,
  firstTry,
  words,
  typingMs,
});

describe('buildTrend', () => {
  const days = [
    day('2026-11-16', 10, 8, 10, 60_000),
    day('2026-11-18', 10, 6, 20, 60_000),
    day('2026-11-24', 4, 1, 0, 0),
  ];

  it('gives one point per active day with accuracy and words per minute', () => {
    expect(buildTrend(days, 'day')).toEqual([
      { start: '2026-11-16', items: 10, accuracy: 80, wordsPerMinute: 10 },
      { start: '2026-11-18', items: 10, accuracy: 60, wordsPerMinute: 20 },
      // Nothing typed right that day (skipped or revealed): no speed, not a speed of 0.
      { start: '2026-11-24', items: 4, accuracy: 25, wordsPerMinute: null },
    ]);
  });

  it('adds the days of a week (Monday first) before dividing, rather than averaging the days', () => {
    expect(buildTrend(days, 'week')).toEqual([
      { start: '2026-11-16', items: 20, accuracy: 70, wordsPerMinute: 15 },
      { start: '2026-11-23', items: 4, accuracy: 25, wordsPerMinute: null },
    ]);
  });

  it('skips days without items and sorts by date', () => {
    expect(buildTrend([day('2026-11-20', 2, 2, 2, 6_000), day('2026-11-19', 0, 0, 0, 0)], 'day')).toEqual([
      { start: '2026-11-20', items: 2, accuracy: 100, wordsPerMinute: 20 },
    ]);
  });
});

describe('defaultTrendPeriod', () => {
  it('shows days for a month or so of activity and weeks beyond', () => {
    expect(defaultTrendPeriod([])).toBe('day');
    expect(defaultTrendPeriod([{ date: '2026-10-11' }, { date: '2026-11-25' }])).toBe('day');
    expect(defaultTrendPeriod([{ date: '2026-10-10' }, { date: '2026-11-25' }])).toBe('week');
  });
});

describe('summarizeTrend', () => {
  it('gives the range, the extremes and the latest value', () => {
    const points = buildTrend(
      [day('2026-11-16', 10, 8, 10, 60_000), day('2026-11-18', 10, 6, 20, 60_000), day('2026-11-24', 4, 1, 0, 0)],
      'day',
    );
    expect(summarizeTrend(points, 'accuracy')).toEqual({
      count: 3,
      first: '2026-11-16',
      last: '2026-11-24',
      lowest: 25,
      highest: 80,
      latest: 25,
    });
    // The last day has no speed: the latest speed is the one before it.
    expect(summarizeTrend(points, 'wordsPerMinute')).toEqual({
      count: 3,
      first: '2026-11-16',
      last: '2026-11-24',
      lowest: 10,
      highest: 20,
      latest: 20,
    });
  });

  it('says when there is nothing to draw', () => {
    expect(summarizeTrend([], 'accuracy')).toBeNull();
    expect(summarizeTrend(buildTrend([day('2026-11-24', 4, 1, 0, 0)], 'day'), 'wordsPerMinute')).toBeNull();
  });
});
