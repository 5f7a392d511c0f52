// Calendar arithmetic on local dates written YYYY-MM-DD (the stats' `days`, see localDate in record-rules).
// The dates are already local to the learner, so they are handled as UTC midnights: no time zone or
// daylight-saving shift can move a day.

const DAY_MS = 86_400_000;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as in Vietnam. */
function weekdayIndex(date: string): number {
  return (new Date(toTime(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week a date falls in. */
export function weekStartOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** A date's UTC midnight, to format with `timeZone: 'UTC'` (hooks/use-date-formats.ts) so the day never shifts. */
export function utcMidnight(date: string): Date {
  return new Date(toTime(date));
}

/** Seconds since the epoch of a date's UTC midnight: the x values of the charts. */
export function toEpochSeconds(date: string): number {
  return toTime(date) / 1000;
}

/** The learner's zone in minutes east of UTC, as the stats endpoint takes it (Vietnam: 420). */
export function currentTzOffset(now: Date = new Date()): number {
  return -now.getTimezoneOffset();
}
