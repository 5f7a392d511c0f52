// The canvas of a trend chart, drawn by uPlot. It is its own chunk: trend-chart.tsx imports it only when a chart is
// on the screen, so the stats page's first paint (and a visit with no practice to draw) goes without the library.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { toEpochSeconds } from '../lib/calendar-dates';
import type { TrendMetric, TrendPeriod, TrendPoint } from '../lib/trend-series';

const HEIGHT = 220;
const DAY_S = 86_400;

export interface TrendChartProps {
  title: string;
  metric: TrendMetric;
  period: TrendPeriod;
  points: readonly TrendPoint[];
  /** Short unit for the axis and the hover readout ('%', 'wpm', 'từ/phút'). */
  unit: string;
  /** A theme token name, e.g. '--color-primary'. */
  colorToken: string;
}

/** What the canvas needs beyond the chart's props: its dates in the interface language. */
export interface TrendPlotOptions extends TrendChartProps {
  /** 'Nov 24' / '24 thg 11' for a YYYY-MM-DD date, in the interface language. */
  shortDay: (date: string) => string;
}

function themeValue(token: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim() || fallback;
}

function chartOptions(props: TrendPlotOptions, width: number): uPlot.Options {
  const text = themeValue('--color-text-muted', '#5b6b75');
  const grid = themeValue('--color-border', '#dde5ea');
  const color = themeValue(props.colorToken, '#00587c');
  const font = `12px ${getComputedStyle(document.body).fontFamily}`;
  const pad = props.period === 'week' ? 4 * DAY_S : DAY_S / 2;
  const formatX = (seconds: number) => props.shortDay(new Date(seconds * 1000).toISOString().slice(0, 10));
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

/** Draws the chart into `element` at its width, following its resizes; the returned function removes it. */
export function drawTrend(element: HTMLElement, props: TrendPlotOptions): () => void {
  const data: uPlot.AlignedData = [
    props.points.map((point) => toEpochSeconds(point.start)),
    props.points.map((point) => point[props.metric]),
  ];
  const plot = new uPlot(chartOptions(props, element.clientWidth), data, element);
  const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
  observer.observe(element);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}
