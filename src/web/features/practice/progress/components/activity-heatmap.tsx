// The year of practice as a heatmap: a drawing for the eye, a sentence as its accessible
// name and a table by month for anyone who wants the numbers.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { TStatsDay } from '@shared/practice/record-contract';
import { useT } from '@/i18n/i18n';
import { buildActivityCalendar, type ActivityLevel } from '../lib/activity-calendar';
import { useDateFormats } from '../hooks/use-date-formats';
import { daysBetween } from '../lib/calendar-dates';
import { useIsScrollable } from '../hooks/use-is-scrollable';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

const CELL = 12;
const GAP = 3;
const STEP = CELL + GAP;
const LEFT = 30;
const TOP = 18;
/** Monday, Wednesday and Friday are named beside their rows. */
const LABELLED_WEEKDAYS = [0, 2, 4];
const LEVELS: ActivityLevel[] = [0, 1, 2, 3, 4];

export function ActivityHeatmap({ days, today }: { days: readonly TStatsDay[]; today: string }) {
  const t = useT();
  const dates = useDateFormats();
  const calendar = useMemo(() => buildActivityCalendar(days, today), [days, today]);
  const dayCount = daysBetween(calendar.firstDate, calendar.lastDate) + 1;
  const scroller = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(scroller);

  // On a phone the year is wider than the screen: it starts scrolled to today's end.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [calendar.weeks.length]);

  const width = LEFT + calendar.weeks.length * STEP;
  const height = TOP + 7 * STEP;
  const range = { from: dates.day(calendar.firstDate), to: dates.day(calendar.lastDate) };
  // Any activity makes a busiest day.
  const summary = calendar.busiestDay
    ? t('progress.heatmap.summary', {
        ...range,
        items: calendar.totalItems,
        days: calendar.activeDays,
        busiest: dates.day(calendar.busiestDay.date),
        busiestItems: calendar.busiestDay.items,
      })
    : t('progress.heatmap.none', range);

  return (
    <figure className={styles.figure} data-testid="activity-heatmap">
      <div
        ref={scroller}
        className={styles.heatmapScroller}
        tabIndex={isScrollable ? 0 : undefined}
        role={isScrollable ? 'group' : undefined}
        aria-label={isScrollable ? t('progress.heatmap.scrollLabel') : undefined}
      >
        <svg
          className={styles.heatmap}
          viewBox={`0 0 ${width} ${height}`}
          // Fills a wide card (at most a third larger); on a narrow screen keeps its size and scrolls.
          style={{ minWidth: width, maxWidth: Math.round(width * 1.35) }}
          role="img"
          aria-label={t('progress.heatmap.label', { days: dayCount })}
        >
          {calendar.monthLabels.map(({ weekIndex, date }) => (
            <text key={date} x={LEFT + weekIndex * STEP} y={11} className={styles.heatmapLabel}>
              {dates.shortMonth(date)}
            </text>
          ))}
          {LABELLED_WEEKDAYS.map((row) => (
            <text key={row} x={0} y={TOP + row * STEP + CELL - 2} className={styles.heatmapLabel}>
              {dates.weekday(row)}
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
                  <title>{t('progress.heatmap.cell', { date: dates.day(cell.date), items: cell.items })}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <div className={styles.heatmapFooter}>
        <figcaption className={styles.caption}>{summary}</figcaption>
        <div className={styles.heatmapLegend} aria-hidden="true">
          <span>{t('progress.heatmap.less')}</span>
          {LEVELS.map((level) => (
            <span key={level} className={`${styles.legendSwatch} ${styles[`level${level}`]}`} />
          ))}
          <span>{t('progress.heatmap.more')}</span>
        </div>
      </div>
      <details className={styles.details}>
        <summary>{t('progress.heatmap.tableSummary')}</summary>
        <TableScroller label={t('progress.heatmap.tableLabel')}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('progress.heatmap.tableCaption', { days: dayCount })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('progress.heatmap.month')}</th>
                <th scope="col" className={styles.number}>
                  {t('progress.heatmap.activeDays')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('progress.summary.items')}
                </th>
              </tr>
            </thead>
            <tbody>
              {calendar.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{dates.month(month.month)}</th>
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
