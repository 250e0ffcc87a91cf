/** Period (per unit) as described in platform-core §3 and period.schema.json. */

export interface Shift {
  description: string;
  /** 'HH:mm' local wall-clock time. */
  start: string;
  /** 'HH:mm' local wall-clock time; end <= start means the shift crosses midnight. */
  end: string;
}

/** The subset of the period record the consolidation needs; every field is optional (schema defaults apply). */
export interface PeriodInput {
  timezone?: string | null;
  day_offset?: number | null;
  per_d_ini?: string | null;
  per_s_tp?: number | null;
  shifts?: readonly Shift[] | null;
}

export interface NormalizedShift {
  description: string;
  /** Minutes after local midnight. */
  startMin: number;
  endMin: number;
}

export interface NormalizedPeriod {
  timezone: string;
  dayOffset: -1 | 0 | 1;
  /** Day start, minutes after local midnight. */
  dayStartMin: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekStart: number;
  shifts: readonly NormalizedShift[];
}

export const DEFAULT_SHIFTS: readonly Shift[] = [
  { description: '1', start: '00:00', end: '06:00' },
  { description: '2', start: '06:00', end: '12:00' },
  { description: '3', start: '12:00', end: '18:00' },
  { description: '4', start: '18:00', end: '00:00' },
];

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses 'HH:mm' (00:00..23:59) into minutes after midnight; throws RangeError otherwise. */
export function parseHourMinute(value: string, field: string): number {
  const m = HH_MM.exec(value);
  if (!m) throw new RangeError(`${field}: expected 'HH:mm', got '${value}'`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Applies schema defaults and validates; throws RangeError on an invalid period. */
export function normalizePeriod(period: PeriodInput = {}): NormalizedPeriod {
  const timezone = period.timezone && period.timezone.length > 0 ? period.timezone : 'UTC';
  if (!isValidTimeZone(timezone)) throw new RangeError(`timezone: unknown time zone '${timezone}'`);

  const dayOffset = period.day_offset ?? 0;
  if (dayOffset !== -1 && dayOffset !== 0 && dayOffset !== 1) {
    throw new RangeError(`day_offset: expected -1, 0 or 1, got ${String(dayOffset)}`);
  }

  const weekStart = period.per_s_tp ?? 0;
  if (!Number.isInteger(weekStart) || weekStart < 0 || weekStart > 6) {
    throw new RangeError(`per_s_tp: expected an integer 0..6, got ${String(weekStart)}`);
  }

  const dayStartMin = parseHourMinute(period.per_d_ini ?? '00:00', 'per_d_ini');

  const rawShifts = period.shifts && period.shifts.length > 0 ? period.shifts : DEFAULT_SHIFTS;
  if (rawShifts.length > 4) throw new RangeError(`shifts: at most 4 shifts, got ${rawShifts.length}`);
  const shifts = rawShifts.map((s, i) => ({
    description: s.description,
    startMin: parseHourMinute(s.start, `shifts[${i}].start`),
    endMin: parseHourMinute(s.end, `shifts[${i}].end`),
  }));

  return { timezone, dayOffset, dayStartMin, weekStart, shifts };
}
