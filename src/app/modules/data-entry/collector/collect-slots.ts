/**
 * The time slots of manual collection: the hours of a calendar day, the shifts of a production day
 * or the production day itself, on the unit's period (same rules as the consolidation buckets).
 */
import { bucketOfNormalized, normalizePeriod, productionDayStart, shiftsOfAnchor, type PeriodInput } from '../../../../domain/consolidation/index.js';
import { HOUR_MS, formatDay, localToUtc, toLocal } from '../../../../domain/consolidation/local-time.js';
import { calendarDay, wallClock } from '../shared/unit-time.js';

export type CollectFrequency = 'hour' | 'shift' | 'day';

const fineness: Record<CollectFrequency, number> = { hour: 0, shift: 1, day: 2 };

export interface CollectSlot {
  /** UTC ms, inclusive: the timestamp the values are stored at. */
  start: number;
  /** UTC ms, exclusive. */
  end: number;
  /** Wall-clock span, e.g. '06:00–12:00'; an hour repeated by a DST change carries its offset. */
  time: string;
  /** The configured shift description (shift slots only). */
  shift?: string;
}

function safePeriod(period: PeriodInput | null | undefined) {
  try {
    return normalizePeriod(period ?? {});
  } catch {
    return normalizePeriod({});
  }
}

/** The finest frequency among the group's tags (one slot serves the whole group); hour when none is set. */
export function finestFrequency(frequencies: readonly (CollectFrequency | undefined)[]): CollectFrequency {
  const known = frequencies.filter((f): f is CollectFrequency => f !== undefined && f in fineness);
  if (known.length === 0) return 'hour';
  return known.reduce((finest, f) => (fineness[f] < fineness[finest] ? f : finest));
}

function hourSlots(period: ReturnType<typeof normalizePeriod>, day: number): CollectSlot[] {
  const slots: CollectSlot[] = [];
  const end = localToUtc(period.timezone, day + 1, 0);
  for (let t = localToUtc(period.timezone, day, 0); t < end; t += HOUR_MS) {
    const label = bucketOfNormalized('H', t, period)!.label;
    const offset = label.slice(13);
    slots.push({ start: t, end: t + HOUR_MS, time: `${wallClock(period.timezone, t)}${offset ? ` (${offset})` : ''}` });
  }
  return slots;
}

/** The slots of `date` ('YYYY-MM-DD': a calendar day for hours, a production-day label for shifts and days). */
export function slotsOfDate(frequency: CollectFrequency, date: string, periodInput: PeriodInput | null | undefined): CollectSlot[] {
  const period = safePeriod(periodInput);
  const day = calendarDay(date);
  if (day === undefined) return [];
  const span = (start: number, end: number) => `${wallClock(period.timezone, start)}–${wallClock(period.timezone, end)}`;
  if (frequency === 'hour') return hourSlots(period, day);
  if (frequency === 'shift') {
    return shiftsOfAnchor(period, day - period.dayOffset).map((bucket) => ({
      start: bucket.start,
      end: bucket.end,
      time: span(bucket.start, bucket.end),
      shift: bucket.shift!.description,
    }));
  }
  const start = productionDayStart(period, day);
  const end = productionDayStart(period, day + 1);
  return [{ start, end, time: span(start, end) }];
}

/** The slot holding `now`, as the date to show and the slot's start. */
export function currentSlot(frequency: CollectFrequency, now: number, periodInput: PeriodInput | null | undefined): { date: string; start: number } {
  const period = safePeriod(periodInput);
  if (frequency === 'hour') {
    const hour = bucketOfNormalized('H', now, period)!;
    return { date: formatDay(toLocal(period.timezone, now).day), start: hour.start };
  }
  const day = bucketOfNormalized('D', now, period)!;
  if (frequency === 'day') return { date: day.label, start: day.start };
  const shift = bucketOfNormalized('T', now, period);
  if (shift) return { date: shift.label.split('#')[0]!, start: shift.start };
  // Outside every shift: the first shift of the current production day.
  const first = slotsOfDate('shift', day.label, periodInput)[0];
  return { date: day.label, start: first?.start ?? day.start };
}
