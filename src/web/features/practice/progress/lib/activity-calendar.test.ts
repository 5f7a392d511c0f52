import { describe, expect, it } from 'vitest';
import { activityLevel, buildActivityCalendar } from './activity-calendar';

describe('activityLevel', () => {
  it('is 0 without items and 1 to 4 by quarters of the busiest day', () => {
    expect(activityLevel(0, 40)).toBe(0);
    expect(activityLevel(1, 40)).toBe(1);
    expect(activityLevel(10, 40)).toBe(1);
    expect(activityLevel(11, 40)).toBe(2);
    expect(activityLevel(30, 40)).toBe(3);
    expect(activityLevel(31, 40)).toBe(4);
    expect(activityLevel(40, 40)).toBe(4);
    expect(activityLevel(5, 0)).toBe(0);
  });
});

describe('buildActivityCalendar', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';

  it('lays out 366 days in Monday-first weeks ending with the week of today', () => {
    const calendar = buildActivityCalendar([], today);
    expect(calendar.firstDate).toBe('2025-11-25');
    expect(calendar.lastDate).toBe(today);
    // 2025-11-25 is a Tuesday: its week starts on Monday 2025-11-24.
    expect(calendar.weeks[0]![0]).toEqual({ date: '2025-11-24', items: 0, level: 0, isInRange: false });
    expect(calendar.weeks[0]![1]!.isInRange).toBe(true);
    const lastWeek = calendar.weeks.at(-1)!;
    expect(lastWeek[0]!.date).toBe('2026-11-23');
    expect(lastWeek[2]).toMatchObject({ date: today, isInRange: true });
    expect(lastWeek[3]!.isInRange).toBe(false);
    expect(calendar.weeks.every((week) => week.length === 7)).toBe(true);
    expect(calendar.weeks.flat().filter((cell) => cell.isInRange)).toHaveLength(366);
    expect(calendar.activeDays).toBe(0);
    expect(calendar.busiestDay).toBeNull();
  });

  it('puts each day’s items in its cell, shaded against the busiest day, and ignores days out of range', () => {
    const calendar = buildActivityCalendar(
      [
        { date: '2025-01-01', items: 99 },
        { date: '2026-11-02', items: 4 },
        { date: '2026-11-24', items: 20 },
        { date: today, items: 8 },
      ],
      today,
    );
    const cells = new Map(calendar.weeks.flat().map((cell) => [cell.date, cell]));
    expect(cells.get('2026-11-24')).toMatchObject({ items: 20, level: 4 });
    expect(cells.get(today)).toMatchObject({ items: 8, level: 2 });
    expect(cells.get('2026-11-02')).toMatchObject({ items: 4, level: 1 });
    expect(cells.get('2026-11-23')).toMatchObject({ items: 0, level: 0 });
    expect(cells.has('2025-01-01')).toBe(false);
    expect(calendar.totalItems).toBe(32);
    expect(calendar.activeDays).toBe(3);
    expect(calendar.busiestDay).toEqual({ date: '2026-11-24', items: 20 });
  });

  it('sums every month the range touches, for the table that stands in for the picture', () => {
    const calendar = buildActivityCalendar(
      [
        { date: '2026-10-31', items: 3 },
        { date: '2026-11-01', items: 5 },
        { date: '2026-11-02', items: 2 },
      ],
      today,
    );
    expect(calendar.months).toHaveLength(13);
    expect(calendar.months[0]).toEqual({ month: '2025-11', activeDays: 0, items: 0 });
    expect(calendar.months.at(-2)).toEqual({ month: '2026-10', activeDays: 1, items: 3 });
    expect(calendar.months.at(-1)).toEqual({ month: '2026-11', activeDays: 2, items: 7 });
  });

  it('labels the week where each month starts, dropping a first label too close to the next', () => {
    const calendar = buildActivityCalendar([], today);
    // The range starts on 25 Nov: 'Nov' would sit one column before 'Dec'.
    expect(calendar.monthLabels.map((label) => label.date)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    const december = calendar.weeks[calendar.monthLabels[0]!.weekIndex]!;
    expect(december.some((cell) => cell.date === '2025-12-01')).toBe(true);
  });

  it('keeps the first month’s label when the range starts early in a month', () => {
    const calendar = buildActivityCalendar([], '2026-12-02');
    expect(calendar.firstDate).toBe('2025-12-02');
    expect(calendar.monthLabels[0]).toEqual({ weekIndex: 0, date: '2025-12-02' });
  });
});
