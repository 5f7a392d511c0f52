// The year heatmap of /progress: items answered per day over the last 366 days, one column
// per week (Monday first), five shades from none to the busiest day.
import { PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import type { TStatsDay } from '@shared/practice/record-contract';
import { addDays, daysBetween, weekStartOf } from './calendar-dates';

/** As many days as the stats answer: today and the 365 before it. */
const CALENDAR_DAYS = PRACTICE_RECORD_LIMITS.statsDays;

export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

export interface CalendarCell {
  date: string;
  items: number;
  level: ActivityLevel;
  /** False for the padding days before the first day shown and after today. */
  isInRange: boolean;
}

export interface CalendarMonth {
  /** YYYY-MM */
  month: string;
  activeDays: number;
  items: number;
}

export interface ActivityCalendar {
  /** Columns of seven cells, Monday to Sunday. */
  weeks: CalendarCell[][];
  /** The week column where each month starts, with the month's first day shown (the component names the month). */
  monthLabels: { weekIndex: number; date: string }[];
  /** Every month the range touches, oldest first, with its totals (the heatmap's text alternative). */
  months: CalendarMonth[];
  firstDate: string;
  lastDate: string;
  activeDays: number;
  totalItems: number;
  busiestDay: { date: string; items: number } | null;
}

/** A day's shade: a quarter of the busiest day's count per step, any activity at least level 1. */
export function activityLevel(items: number, maxItems: number): ActivityLevel {
  if (items <= 0 || maxItems <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((items / maxItems) * 4))) as ActivityLevel;
}

export function buildActivityCalendar(
  days: readonly Pick<TStatsDay, 'date' | 'items'>[],
  today: string,
  dayCount: number = CALENDAR_DAYS,
): ActivityCalendar {
  const firstDate = addDays(today, -(dayCount - 1));
  const itemsByDate = new Map<string, number>();
  for (const day of days) {
    if (day.date < firstDate || day.date > today) continue;
    itemsByDate.set(day.date, (itemsByDate.get(day.date) ?? 0) + day.items);
  }
  let maxItems = 0;
  let busiestDay: ActivityCalendar['busiestDay'] = null;
  let totalItems = 0;
  let activeDays = 0;
  for (const [date, items] of [...itemsByDate].sort(([a], [b]) => a.localeCompare(b))) {
    totalItems += items;
    if (items > 0) activeDays += 1;
    if (items > maxItems) {
      maxItems = items;
      busiestDay = { date, items };
    }
  }

  const gridStart = weekStartOf(firstDate);
  const weekCount = Math.floor(daysBetween(gridStart, today) / 7) + 1;
  const weeks: CalendarCell[][] = [];
  const monthLabels: ActivityCalendar['monthLabels'] = [];
  for (let week = 0; week < weekCount; week += 1) {
    const cells: CalendarCell[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = addDays(gridStart, week * 7 + weekday);
      const isInRange = date >= firstDate && date <= today;
      const items = isInRange ? (itemsByDate.get(date) ?? 0) : 0;
      cells.push({ date, items, level: activityLevel(items, maxItems), isInRange });
      if (isInRange && (date === firstDate || date.endsWith('-01'))) {
        monthLabels.push({ weekIndex: week, date });
      }
    }
    weeks.push(cells);
  }
  // The first month's label would overlap the next one when the range starts late in that month.
  if (monthLabels.length > 1 && monthLabels[1]!.weekIndex - monthLabels[0]!.weekIndex < 3) monthLabels.shift();

  return {
    weeks,
    monthLabels,
    months: monthsOf(itemsByDate, firstDate, today),
    firstDate,
    lastDate: today,
    activeDays,
    totalItems,
    busiestDay,
  };
}

function monthsOf(itemsByDate: ReadonlyMap<string, number>, firstDate: string, lastDate: string): CalendarMonth[] {
  const months = new Map<string, CalendarMonth>();
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const month = date.slice(0, 7);
    const entry = months.get(month) ?? { month, activeDays: 0, items: 0 };
    const items = itemsByDate.get(date) ?? 0;
    entry.items += items;
    if (items > 0) entry.activeDays += 1;
    months.set(month, entry);
  }
  return [...months.values()];
}
