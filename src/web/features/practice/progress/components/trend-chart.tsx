// One measure over time, drawn by uPlot. The canvas is for the eye; the figure's accessible
// name says the range and the latest value, and a table beside it holds every point.
import { useEffect, useRef } from 'react';
import { useT } from '@/i18n/i18n';
import { useDateFormats } from '../hooks/use-date-formats';
import { usePercent } from '../hooks/use-percent';
import { summarizeTrend, type TrendMetric, type TrendPeriod, type TrendPoint } from '../lib/trend-series';
import type { TrendChartProps } from './trend-plot';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

export function TrendChart(props: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { title, metric, period, points, unit, colorToken } = props;
  const t = useT();
  const { shortDay, day } = useDateFormats();
  const formatValue = useMetricFormat(metric);
  const description = useTrendDescription(points, metric, period, title);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The library arrives after the first paint; the canvas's box already holds its height, so nothing moves.
    let removeChart: (() => void) | undefined;
    let unmounted = false;
    void import('./trend-plot').then(({ drawTrend }) => {
      if (!unmounted) removeChart = drawTrend(element, { title, metric, period, points, unit, colorToken, shortDay });
    });
    return () => {
      unmounted = true;
      removeChart?.();
    };
  }, [title, metric, period, points, unit, colorToken, shortDay]);

  return (
    <figure className={`${styles.figure} ${styles.chartCard}`} data-testid={`trend-${metric}`}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div
        ref={container}
        className={styles.chart}
        role="img"
        aria-label={t('progress.trend.chartLabel', { metric })}
      />
      <p className={styles.caption}>{description}</p>
      <details className={styles.details}>
        <summary>{t('progress.trend.asTable', { metric })}</summary>
        <TableScroller label={t('progress.trend.tableLabel', { metric })}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t(period === 'week' ? 'progress.trend.week' : 'progress.trend.day')}</th>
                <th scope="col" className={styles.number}>
                  {t('progress.trend.items')}
                </th>
                <th scope="col" className={styles.number}>
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.start}>
                  <th scope="row">
                    {period === 'week' ? t('progress.trend.weekOf', { date: day(point.start) }) : day(point.start)}
                  </th>
                  <td className={styles.number}>{point.items}</td>
                  <td className={styles.number}>{formatValue(point[metric])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </details>
    </figure>
  );
}

/** A value of the measure as the description and the table say it: '90%', '20 words per minute', 'no data'. */
function useMetricFormat(metric: TrendMetric): (value: number | null) => string {
  const t = useT();
  const percent = usePercent();
  return (value) => {
    if (value === null) return t('progress.trend.noValue');
    return metric === 'accuracy' ? percent(value) : t('progress.trend.speedValue', { value });
  };
}

/**
 * One sentence for the chart: how many points, the range, the latest value
 * ('Accuracy per day over 3 days, Nov 24 to Nov 26: lowest 50%, highest 90%, latest 90%.').
 */
function useTrendDescription(
  points: readonly TrendPoint[],
  metric: TrendMetric,
  period: TrendPeriod,
  title: string,
): string {
  const t = useT();
  const { shortDay } = useDateFormats();
  const formatValue = useMetricFormat(metric);
  const summary = summarizeTrend(points, metric);
  if (!summary) return t('progress.trend.noData', { title });
  const span =
    summary.first === summary.last
      ? shortDay(summary.first)
      : t('progress.trend.span', { from: shortDay(summary.first), to: shortDay(summary.last) });
  return t('progress.trend.summary', {
    title,
    period,
    count: summary.count,
    span,
    lowest: formatValue(summary.lowest),
    highest: formatValue(summary.highest),
    latest: formatValue(summary.latest),
  });
}
