import { toLocal, weekdayOf } from '../consolidation/local-time.js';

export type DaysMode = 'all' | 'released' | 'blocked';

/** The days a dashboard is shown on: every day, only the listed weekdays (released), or all but them (blocked). */
export interface DashboardDays {
  days_mode?: DaysMode | null;
  days?: readonly number[] | null;
}

/** 0 = Sunday ... 6 = Saturday, on the wall clock of `timezone` (a unit's day, not the UTC one). */
export function weekdayAt(timezone: string, utcMs: number): number {
  return weekdayOf(toLocal(timezone, utcMs).day);
}

/** Whether a dashboard is shown on `weekday`; a record stored before the days existed (no mode) is shown every day. */
export function isShownOnWeekday(dashboard: DashboardDays, weekday: number): boolean {
  const listed = (dashboard.days ?? []).includes(weekday);
  switch (dashboard.days_mode ?? 'all') {
    case 'released':
      return listed;
    case 'blocked':
      return !listed;
    default:
      return true;
  }
}

/** A mode other than `all` needs at least one day: released on none hides the dashboard for good, blocked on none means nothing. */
export const daysMissing = (dashboard: DashboardDays): boolean => (dashboard.days_mode ?? 'all') !== 'all' && !(dashboard.days ?? []).length;
