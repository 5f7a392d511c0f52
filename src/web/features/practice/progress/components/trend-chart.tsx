// One measure over time, drawn by uPlot. The canvas is for the eye; the figure's accessible
// name says the range and the latest value, and a table beside it holds every point.
import { useEffect, useRef } from 'react';
import { describeTrend, formatMetric } from '../lib/trend-series';
import type { TrendChartProps } from './trend-plot';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

export function TrendChart(props: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { title, metric, period, points, unit, colorToken } = props;
  const description = describeTrend(points, metric, period, title);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The library arrives after the first paint; the canvas's box already holds its height, so nothing moves.
    let removeChart: (() => void) | undefined;
    let unmounted = false;
    void import('./trend-plot').then(({ drawTrend }) => {
      if (!unmounted) removeChart = drawTrend(element, { title, metric, period, points, unit, colorToken });
    });
    return () => {
      unmounted = true;
      removeChart?.();
    };
  }, [title, metric, period, points, unit, colorToken]);

  return (
    <figure className={`${styles.figure} ${styles.chartCard}`} data-testid={`trend-${metric}`}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={container} className={styles.chart} role="img" aria-label={`${title} chart`} />
      <p className={styles.caption}>{description}</p>
      <details className={styles.details}>
        <summary>{title} as a table</summary>
        <TableScroller label={`${title} table`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{period === 'week' ? 'Week' : 'Day'}</th>
                <th scope="col" className={styles.number}>
                  Items
                </th>
                <th scope="col" className={styles.number}>
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.start}>
                  <th scope="row">{point.label}</th>
                  <td className={styles.number}>{point.items}</td>
                  <td className={styles.number}>{formatMetric(metric, point[metric])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </details>
    </figure>
  );
}
