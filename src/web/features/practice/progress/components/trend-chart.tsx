// One measure over time, drawn by uPlot. The canvas is for the eye; the figure's accessible
// name says the range and the latest value, and a table beside it holds every point.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatShortDay, toEpochSeconds } from '../lib/calendar-dates';
import { describeTrend, formatMetric, type TrendMetric, type TrendPeriod, type TrendPoint } from '../lib/trend-series';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

const HEIGHT = 220;
const DAY_S = 86_400;

interface TrendChartProps {
  title: string;
  metric: TrendMetric;
  period: TrendPeriod;
  points: readonly TrendPoint[];
  /** Short unit for the axis and the hover readout ('%', 'wpm'). */
  unit: string;
  /** A theme token name, e.g. '--color-primary'. */
  colorToken: string;
}

function themeValue(token: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim() || fallback;
}

function chartOptions(props: TrendChartProps, width: number): uPlot.Options {
  const text = themeValue('--color-text-muted', '#5b6b75');
  const grid = themeValue('--color-border', '#dde5ea');
  const color = themeValue(props.colorToken, '#00587c');
  const font = `12px ${getComputedStyle(document.body).fontFamily}`;
  const pad = props.period === 'week' ? 4 * DAY_S : DAY_S / 2;
  const formatX = (seconds: number) => formatShortDay(new Date(seconds * 1000).toISOString().slice(0, 10));
  return {
    width,
    height: HEIGHT,
    // The x values are the learner's local dates at UTC midnight: ticks and labels stay on those dates.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: (_plot, min, max) => [min - pad, max + pad] },
      y:
        props.metric === 'accuracy'
          ? { range: [0, 100] }
          : { range: (_plot, _min, max) => [0, Math.max(10, Math.ceil((max * 1.15) / 5) * 5)] },
    },
    axes: [
      {
        stroke: text,
        font,
        grid: { show: false },
        ticks: { stroke: grid },
        incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S, 56 * DAY_S, 91 * DAY_S],
        space: 56,
        values: (_plot, splits) => splits.map(formatX),
      },
      {
        stroke: text,
        font,
        size: 48,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        values: (_plot, splits) => splits.map((value) => `${value}${props.unit === '%' ? '%' : ''}`),
      },
    ],
    series: [
      { value: (_plot, seconds) => (seconds == null ? '' : formatX(seconds)) },
      {
        label: props.title,
        stroke: color,
        fill: `${color}1f`,
        width: 2,
        spanGaps: true,
        points: { show: true, size: 7, fill: color },
        value: (_plot, value) => (value == null ? '–' : `${value} ${props.unit}`),
      },
    ],
    // The values are in the table below; a legend would only repeat the title.
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
  };
}

export function TrendChart(props: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { title, metric, period, points, unit, colorToken } = props;
  const description = describeTrend(points, metric, period, title);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((point) => toEpochSeconds(point.start)),
      points.map((point) => point[metric]),
    ];
    const options = chartOptions({ title, metric, period, points, unit, colorToken }, element.clientWidth);
    const plot = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
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
