// The year of practice as a heatmap: a drawing for the eye, a sentence as its accessible
// name and a table by month for anyone who wants the numbers.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { TStatsDay } from '@shared/practice/record-contract';
import { buildActivityCalendar, type ActivityLevel } from '../lib/activity-calendar';
import { formatDay } from '../lib/calendar-dates';
import { useIsScrollable } from '../hooks/use-is-scrollable';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

const CELL = 12;
const GAP = 3;
const STEP = CELL + GAP;
const LEFT = 30;
const TOP = 18;
const WEEKDAY_LABELS = [
  { row: 0, label: 'Mon' },
  { row: 2, label: 'Wed' },
  { row: 4, label: 'Fri' },
];
const LEVELS: ActivityLevel[] = [0, 1, 2, 3, 4];

const itemsText = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`;
const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export function ActivityHeatmap({ days, today }: { days: readonly TStatsDay[]; today: string }) {
  const calendar = useMemo(() => buildActivityCalendar(days, today), [days, today]);
  const scroller = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(scroller);

  // On a phone the year is wider than the screen: it starts scrolled to today's end.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [calendar.weeks.length]);

  const width = LEFT + calendar.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  const summary =
    calendar.activeDays === 0
      ? `No activity from ${formatDay(calendar.firstDate)} to ${formatDay(calendar.lastDate)}.`
      : `${itemsText(calendar.totalItems)} answered on ${daysText(calendar.activeDays)} from ` +
        `${formatDay(calendar.firstDate)} to ${formatDay(calendar.lastDate)}` +
        (calendar.busiestDay
          ? `; busiest day ${formatDay(calendar.busiestDay.date)} with ${itemsText(calendar.busiestDay.items)}.`
          : '.');

  return (
    <figure className={styles.figure} data-testid="activity-heatmap">
      <div
        ref={scroller}
        className={styles.heatmapScroller}
        tabIndex={isScrollable ? 0 : undefined}
        role={isScrollable ? 'group' : undefined}
        aria-label={isScrollable ? 'Activity heatmap, scrolls sideways' : undefined}
      >
        <svg
          className={styles.heatmap}
          viewBox={`0 0 ${width} ${height}`}
          // Fills a wide card (at most a third larger); on a narrow screen keeps its size and scrolls.
          style={{ minWidth: width, maxWidth: Math.round(width * 1.35) }}
          role="img"
          aria-label="Activity heatmap of the last 366 days"
        >
          {calendar.monthLabels.map(({ weekIndex, label }) => (
            <text key={`${weekIndex}-${label}`} x={LEFT + weekIndex * STEP} y={11} className={styles.heatmapLabel}>
              {label}
            </text>
          ))}
          {WEEKDAY_LABELS.map(({ row, label }) => (
            <text key={label} x={0} y={TOP + row * STEP + CELL - 2} className={styles.heatmapLabel}>
              {label}
            </text>
          ))}
          {calendar.weeks.map((week, weekIndex) =>
            week.map((cell, weekday) =>
              cell.isInRange ? (
                <rect
                  key={cell.date}
                  x={LEFT + weekIndex * STEP}
                  y={TOP + weekday * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  className={styles[`level${cell.level}`]}
                  data-date={cell.date}
                  data-items={cell.items}
                >
                  <title>{`${formatDay(cell.date)}: ${cell.items === 0 ? 'no activity' : itemsText(cell.items)}`}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <div className={styles.heatmapFooter}>
        <figcaption className={styles.caption}>{summary}</figcaption>
        <div className={styles.heatmapLegend} aria-hidden="true">
          <span>Less</span>
          {LEVELS.map((level) => (
            <span key={level} className={`${styles.legendSwatch} ${styles[`level${level}`]}`} />
          ))}
          <span>More</span>
        </div>
      </div>
      <details className={styles.details}>
        <summary>Activity by month as a table</summary>
        <TableScroller label="Activity by month">
          <table className={styles.table}>
            <caption className="visually-hidden">Items answered per month over the last 366 days</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className={styles.number}>
                  Active days
                </th>
                <th scope="col" className={styles.number}>
                  Items answered
                </th>
              </tr>
            </thead>
            <tbody>
              {calendar.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.label}</th>
                  <td className={styles.number}>{month.activeDays}</td>
                  <td className={styles.number}>{month.items}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </details>
    </figure>
  );
}
