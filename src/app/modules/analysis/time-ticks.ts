import { DAY_MS, MINUTE_MS, formatDay, localToUtc, parseDay, toLocal } from '../../../domain/consolidation/local-time.js';
import type { TimeRange } from './series-types.js';

/** Tick steps below a day, in minutes of the wall clock. */
const minuteSteps = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720];
const daySteps = [1, 2, 3, 7, 14];
const monthSteps = [1, 2, 3, 6, 12, 24, 60];

function minuteTicks(range: TimeRange, timezone: string, step: number): number[] {
  const ticks: number[] = [];
  const first = toLocal(timezone, range.from);
  let day = first.day;
  let minute = Math.ceil(first.msOfDay / MINUTE_MS / step) * step;
  for (;;) {
    if (minute >= 1440) {
      day += 1;
      minute = 0;
    }
    const t = localToUtc(timezone, day, minute);
    if (t > range.to) return ticks;
    if (t >= range.from && ticks[ticks.length - 1] !== t) ticks.push(t);
    minute += step;
  }
}

function dayTicks(range: TimeRange, timezone: string, step: number): number[] {
  const ticks: number[] = [];
  // Weekly steps start on Mondays; the others on days counted from the epoch, so ticks stay put while panning.
  const phase = step >= 7 ? 4 : 0;
  let day = toLocal(timezone, range.from).day;
  day += (((step - ((day - phase) % step)) % step) + step) % step;
  for (let t = localToUtc(timezone, day, 0); t <= range.to; day += step, t = localToUtc(timezone, day, 0)) {
    if (t >= range.from) ticks.push(t);
  }
  return ticks;
}

function monthTicks(range: TimeRange, timezone: string, step: number): number[] {
  const ticks: number[] = [];
  const [year, month] = formatDay(toLocal(timezone, range.from).day).split('-').map(Number) as [number, number];
  let index = Math.ceil((year * 12 + month - 1) / step) * step;
  for (;;) {
    const label = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    const t = localToUtc(timezone, parseDay(label), 0);
    if (t > range.to) return ticks;
    if (t >= range.from) ticks.push(t);
    index += step;
  }
}

/** Ticks at round wall-clock times of the unit (minutes, hours, midnights, first days of months), at most `maxTicks`. */
export function timeTicks(range: TimeRange, timezone: string, maxTicks: number): number[] {
  const span = range.to - range.from;
  if (!(span > 0) || maxTicks < 1) return [];
  const minuteStep = minuteSteps.find((step) => span / (step * MINUTE_MS) <= maxTicks);
  if (minuteStep !== undefined) return minuteTicks(range, timezone, minuteStep);
  const dayStep = daySteps.find((step) => span / (step * DAY_MS) <= maxTicks);
  if (dayStep !== undefined) return dayTicks(range, timezone, dayStep);
  const monthStep = monthSteps.find((step) => span / (step * 30 * DAY_MS) <= maxTicks) ?? 120;
  return monthTicks(range, timezone, monthStep);
}
