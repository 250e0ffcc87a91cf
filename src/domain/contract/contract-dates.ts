/**
 * Contract date math, shared by the API (the authority) and the app (banner and redirect).
 * An end date is the last UTC calendar day the contract covers, as `YYYY-MM-DD`.
 */
export type ContractStatus = 'ACTIVE' | 'EXPIRED' | 'UNCONTRATED';

export interface ContractState {
  status: ContractStatus;
  /** `YYYY-MM-DD`, or null when the client has no contract. */
  endDate: string | null;
  /** Whole UTC days still covered, today included (1 on the last day, 0 once expired); null without a contract. */
  daysLeft: number | null;
}

const dayMs = 86_400_000;
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 2027-02-30). */
export function isCalendarDate(text: unknown): text is string {
  const match = typeof text === 'string' ? calendarDate.exec(text) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Days since 1970-01-01 of the UTC calendar day of `date`. */
const utcDay = (date: Date): number => Math.floor(date.getTime() / dayMs);

/** Days the contract still covers from `now`, today included; zero or less once the end date has passed. */
export function daysCovered(endDate: string, now: Date): number {
  return utcDay(new Date(`${endDate}T00:00:00Z`)) - utcDay(now) + 1;
}

/** The state of a contract ending on `endDate` (null: no contract) at `now`. */
export function contractStateAt(endDate: string | null, now: Date): ContractState {
  if (endDate === null || !isCalendarDate(endDate)) return { status: 'UNCONTRATED', endDate: null, daysLeft: null };
  const days = daysCovered(endDate, now);
  return days > 0 ? { status: 'ACTIVE', endDate, daysLeft: days } : { status: 'EXPIRED', endDate, daysLeft: 0 };
}

/** The calendar day `days` after the UTC day of `from`, as `YYYY-MM-DD` (e.g. the demo's one-year contract). */
export function addDays(from: Date, days: number): string {
  return new Date((utcDay(from) + days) * dayMs).toISOString().slice(0, 10);
}
