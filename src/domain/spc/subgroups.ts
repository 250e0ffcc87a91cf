import { productionAnchor, productionDayStart, shiftsOfAnchor } from '../consolidation/buckets.js';
import type { NormalizedPeriod } from '../consolidation/period.js';
import type { Subgroup } from './chart-model.js';

/** A stored value counts when both it and its time are finite numbers (null and NaN are gaps in the series). */
const usable = (t: number, x: number): boolean => Number.isFinite(t) && Number.isFinite(x);

function assertSameLength(times: readonly number[], values: readonly number[]): void {
  if (times.length !== values.length) throw new RangeError(`${times.length} times but ${values.length} values`);
}

/**
 * Consecutive values in subgroups of `size` (times ascending); values that are null or NaN are skipped and an
 * incomplete last subgroup is left out. `t` is the first value's time, `end` the last's. RangeError when `size`
 * is not a positive integer or the arrays differ in length.
 */
export function subgroupsBySize(times: readonly number[], values: readonly number[], size: number): Subgroup[] {
  assertSameLength(times, values);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a positive integer, got ${size}`);
  const subgroups: Subgroup[] = [];
  let current: number[] = [];
  let start = 0;
  for (let i = 0; i < values.length; i++) {
    const t = times[i]!;
    const x = values[i]!;
    if (!usable(t, x)) continue;
    if (current.length === 0) start = t;
    current.push(x);
    if (current.length === size) {
      subgroups.push({ t: start, end: t, values: current });
      current = [];
    }
  }
  return subgroups;
}

interface Block {
  start: number;
  end: number;
}

/**
 * One subgroup per production day (README.md of src/server/modules/spc, "Limits, revisions and the chart of a
 * card"): its `entries` values are the means of the stored values in each block of the day — with 3 entries the
 * unit's shifts when the period has exactly three, else equal thirds of the day; with 6 and 24 equal blocks from
 * the day start. Blocks divide the day's real length (23 or 25 hours when the clock changes). A day with a block
 * without values is left out. `t` is the day's start, `end` the last block's end. Values that are null or NaN are
 * skipped; times need not be sorted.
 */
export function subgroupsByDay(times: readonly number[], values: readonly number[], entries: 3 | 6 | 24, period: NormalizedPeriod): Subgroup[] {
  assertSameLength(times, values);
  if (entries !== 3 && entries !== 6 && entries !== 24) throw new RangeError(`entries must be 3, 6 or 24, got ${String(entries)}`);
  const [sortedTimes, sortedValues] = usableInOrder(times, values);
  const byShift = entries === 3 && period.shifts.length === 3;
  const subgroups: Subgroup[] = [];
  let i = 0;
  while (i < sortedTimes.length) {
    const anchor = productionAnchor(period, sortedTimes[i]!);
    const dayStart = productionDayStart(period, anchor + period.dayOffset);
    const dayEnd = productionDayStart(period, anchor + 1 + period.dayOffset);
    const blocks = byShift ? shiftsOfAnchor(period, anchor) : equalBlocks(dayStart, dayEnd, entries);
    let dayEndIndex = i;
    while (dayEndIndex < sortedTimes.length && sortedTimes[dayEndIndex]! < dayEnd) dayEndIndex++;
    const means = blockMeans(sortedTimes, sortedValues, i, dayEndIndex, blocks);
    if (means) subgroups.push({ t: dayStart, end: blocks[blocks.length - 1]!.end, values: means });
    i = Math.max(dayEndIndex, i + 1);
  }
  return subgroups;
}

/** `count` blocks of equal length from the day start to the next day's start (whole milliseconds). */
function equalBlocks(dayStart: number, dayEnd: number, count: number): Block[] {
  const length = dayEnd - dayStart;
  return Array.from({ length: count }, (_, b) => ({
    start: dayStart + Math.round((b * length) / count),
    end: dayStart + Math.round(((b + 1) * length) / count),
  }));
}

/** The mean of the values in each block (values [from, to) sorted by time), or null when a block has none. */
function blockMeans(times: readonly number[], values: readonly number[], from: number, to: number, blocks: readonly Block[]): number[] | null {
  const means: number[] = [];
  let k = from;
  for (const block of blocks) {
    while (k < to && times[k]! < block.start) k++;
    let sum = 0;
    let count = 0;
    for (; k < to && times[k]! < block.end; k++) {
      sum += values[k]!;
      count++;
    }
    if (count === 0) return null;
    means.push(sum / count);
  }
  return means;
}

/** The usable values in time order (the arrays themselves when all are usable and sorted, as stored series are). */
function usableInOrder(times: readonly number[], values: readonly number[]): [readonly number[], readonly number[]] {
  let clean = true;
  for (let i = 0; i < times.length && clean; i++) clean = usable(times[i]!, values[i]!) && (i === 0 || times[i]! >= times[i - 1]!);
  if (clean) return [times, values];
  const order: number[] = [];
  for (let i = 0; i < times.length; i++) if (usable(times[i]!, values[i]!)) order.push(i);
  order.sort((a, b) => times[a]! - times[b]!);
  return [order.map((i) => times[i]!), order.map((i) => values[i]!)];
}
