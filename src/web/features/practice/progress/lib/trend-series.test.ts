import { describe, expect, it } from 'vitest';
import type { TStatsDay } from '@shared/practice/record-contract';
import { buildTrend, defaultTrendPeriod, describeTrend } from './trend-series';

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
      { start: '2026-11-16', label: '16 Nov 2026', items: 10, accuracy: 80, wordsPerMinute: 10 },
      { start: '2026-11-18', label: '18 Nov 2026', items: 10, accuracy: 60, wordsPerMinute: 20 },
      // Nothing typed right that day (skipped or revealed): no speed, not a speed of 0.
      { start: '2026-11-24', label: '24 Nov 2026', items: 4, accuracy: 25, wordsPerMinute: null },
    ]);
  });

  it('adds the days of a week (Monday first) before dividing, rather than averaging the days', () => {
    expect(buildTrend(days, 'week')).toEqual([
      { start: '2026-11-16', label: 'Week of 16 Nov 2026', items: 20, accuracy: 70, wordsPerMinute: 15 },
      { start: '2026-11-23', label: 'Week of 23 Nov 2026', items: 4, accuracy: 25, wordsPerMinute: null },
    ]);
  });

  it('skips days without items and sorts by date', () => {
    expect(buildTrend([day('2026-11-20', 2, 2, 2, 6_000), day('2026-11-19', 0, 0, 0, 0)], 'day')).toEqual([
      { start: '2026-11-20', label: '20 Nov 2026', items: 2, accuracy: 100, wordsPerMinute: 20 },
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

describe('describeTrend', () => {
  it('names the range, the extremes and the latest value', () => {
    const points = buildTrend(
      [day('2026-11-16', 10, 8, 10, 60_000), day('2026-11-18', 10, 6, 20, 60_000), day('2026-11-24', 4, 1, 0, 0)],
      'day',
    );
    expect(describeTrend(points, 'accuracy', 'day', 'Accuracy')).toBe(
      'Accuracy per day over 3 days, 16 Nov to 24 Nov: lowest 25%, highest 80%, latest 25%.',
    );
    expect(describeTrend(points, 'wordsPerMinute', 'day', 'Typing speed')).toBe(
      'Typing speed per day over 3 days, 16 Nov to 24 Nov: lowest 10 words per minute, highest 20 words per minute, latest 20 words per minute.',
    );
  });

  it('says when there is nothing to draw', () => {
    expect(describeTrend([], 'accuracy', 'week', 'Accuracy')).toBe('Accuracy: no data yet.');
  });
});
