// The page's dates in the interface language. The record's dates are the learner's local days
// (YYYY-MM-DD, see calendar-dates.ts), formatted at their UTC midnight in UTC so no zone moves a day.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { addDays, utcMidnight } from '../lib/calendar-dates';

/** A Monday: the weekday labels of the heatmap are formatted from it and the days after it. */
const A_MONDAY = '2024-01-01';

export interface DateFormats {
  /** 'Nov 24, 2026' / '24 thg 11, 2026'. */
  day: (date: string) => string;
  /** 'Nov 24' / '24 thg 11': chart axes and ranges, where the year is plain. */
  shortDay: (date: string) => string;
  /** 'Nov' / 'Tháng 11': over the heatmap's columns. */
  shortMonth: (date: string) => string;
  /** 'November 2026' / 'Tháng 11 năm 2026', from YYYY-MM. */
  month: (month: string) => string;
  /** 'M' / 'T2' for 0 (Monday) … 6 (Sunday): narrow, beside the heatmap's rows. */
  weekday: (index: number) => string;
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export function useDateFormats(): DateFormats {
  const intl = useIntl();
  return useMemo(() => {
    const format = (date: string, options: Intl.DateTimeFormatOptions) =>
      intl.formatDate(utcMidnight(date), { ...options, timeZone: 'UTC' });
    return {
      day: (date) => format(date, { day: 'numeric', month: 'short', year: 'numeric' }),
      shortDay: (date) => format(date, { day: 'numeric', month: 'short' }),
      shortMonth: (date) => format(date, { month: 'short' }),
      // Vietnamese writes 'tháng 11 năm 2026' inside a sentence; it starts a table's row here.
      month: (month) => capitalize(format(`${month}-01`, { month: 'long', year: 'numeric' }), intl.locale),
      weekday: (index) => format(addDays(A_MONDAY, index), { weekday: 'narrow' }),
    };
  }, [intl]);
}
