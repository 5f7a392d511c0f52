// Accuracy and typing speed over time, per day or per week, from the stats' active days.
// Accuracy and words per minute follow record-rules (Qwerty Learner's definition of speed).
import type { TStatsDay } from '@shared/practice/record-contract';
import { accuracyPercent, wordsPerMinute } from '@shared/practice/record-rules';
import { daysBetween, formatDay, formatShortDay, weekStartOf } from './calendar-dates';

export type TrendPeriod = 'day' | 'week';

export interface TrendPoint {
  /** The day, or the Monday of the week. */
  start: string;
  /** 'Mon 24 Nov 2026' style labels for tables: the day, or 'Week of …'. */
  label: string;
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
      label: period === 'week' ? `Week of ${formatDay(start)}` : formatDay(start),
      items: bucket.items,
      accuracy: accuracyPercent(bucket.firstTry, bucket.items),
      wordsPerMinute: wordsPerMinute(bucket.words, bucket.typingMs),
    }));
}

export type TrendMetric = 'accuracy' | 'wordsPerMinute';

const METRIC_UNITS: Record<TrendMetric, (value: number) => string> = {
  accuracy: (value) => `${value}%`,
  wordsPerMinute: (value) => `${value} words per minute`,
};

export function formatMetric(metric: TrendMetric, value: number | null): string {
  return value === null ? 'no data' : METRIC_UNITS[metric](value);
}

/**
 * One sentence for a chart's accessible name: how many points, the range, the latest value
 * ('Accuracy per day over 3 days, from 24 Nov to 26 Nov: lowest 50%, highest 90%, latest 90%.').
 */
export function describeTrend(
  points: readonly TrendPoint[],
  metric: TrendMetric,
  period: TrendPeriod,
  title: string,
): string {
  const values = points.flatMap((point) => (point[metric] === null ? [] : [point[metric]]));
  const unit = period === 'week' ? 'week' : 'day';
  if (values.length === 0) return `${title}: no data yet.`;
  const first = points[0]!;
  const last = points.at(-1)!;
  const count = `${points.length} ${points.length === 1 ? unit : `${unit}s`}`;
  const span =
    points.length === 1
      ? formatShortDay(first.start)
      : `${formatShortDay(first.start)} to ${formatShortDay(last.start)}`;
  const latest = [...points].reverse().find((point) => point[metric] !== null)![metric];
  return (
    `${title} per ${unit} over ${count}, ${period === 'week' ? 'weeks starting ' : ''}${span}: ` +
    `lowest ${formatMetric(metric, Math.min(...values))}, highest ${formatMetric(metric, Math.max(...values))}, ` +
    `latest ${formatMetric(metric, latest)}.`
  );
}
