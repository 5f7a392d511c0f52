// Accuracy and typing speed over time, per day or per week, from the stats' active days.
// Accuracy and words per minute follow record-rules (Qwerty Learner's definition of speed).
import type { TStatsDay } from '@shared/practice/record-contract';
import { accuracyPercent, wordsPerMinute } from '@shared/practice/record-rules';
import { daysBetween, weekStartOf } from './calendar-dates';

export type TrendPeriod = 'day' | 'week';

export interface TrendPoint {
  /** The day, or the Monday of the week. */
  start: string;
  items: number;
  /** Percent of items right at the first try; null without items. */
  accuracy: number | null;
  /** Null without typing time (only skipped or revealed items). */
  wordsPerMinute: number | null;
}

/** Days are enough for a month of activity; beyond that a point per week keeps the chart readable. */
const DAILY_TREND_MAX_SPAN_DAYS = 45;

export function defaultTrendPeriod(days: readonly Pick<TStatsDay, 'date'>[]): TrendPeriod {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'day';
  return daysBetween(first.date, last.date) > DAILY_TREND_MAX_SPAN_DAYS ? 'week' : 'day';
}

export function buildTrend(days: readonly TStatsDay[], period: TrendPeriod): TrendPoint[] {
  const buckets = new Map<string, { items: number; firstTry: number; words: number; typingMs: number }>();
  for (const day of days) {
    if (day.items <= 0) continue;
    const start = period === 'week' ? weekStartOf(day.date) : day.date;
    const bucket = buckets.get(start) ?? { items: 0, firstTry: 0, words: 0, typingMs: 0 };
    bucket.items += day.items;
    bucket.firstTry += day.firstTry;
    bucket.words += day.words;
    bucket.typingMs += day.typingMs;
    buckets.set(start, bucket);
  }
  return [...buckets]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, bucket]) => ({
      start,
      items: bucket.items,
      accuracy: accuracyPercent(bucket.firstTry, bucket.items),
      wordsPerMinute: wordsPerMinute(bucket.words, bucket.typingMs),
    }));
}

export type TrendMetric = 'accuracy' | 'wordsPerMinute';

/** What a chart's accessible name says: how many points, their range, the extremes and the latest value. */
export interface TrendSummary {
  count: number;
  /** The first and the last point's start (the same day for a single point). */
  first: string;
  last: string;
  lowest: number;
  highest: number;
  latest: number;
}

/** Null when no point has a value of `metric` (only skipped or revealed items, say). */
export function summarizeTrend(points: readonly TrendPoint[], metric: TrendMetric): TrendSummary | null {
  const values = points.flatMap((point) => (point[metric] === null ? [] : [point[metric]]));
  const latest = values.at(-1);
  if (latest === undefined) return null;
  return {
    count: points.length,
    first: points[0]!.start,
    last: points.at(-1)!.start,
    lowest: Math.min(...values),
    highest: Math.max(...values),
    latest,
  };
}
