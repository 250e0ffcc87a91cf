/**
 * A month of a bottle filler, made up deterministically for the demo (demo-equipment-stops.ts): when it
 * stopped and why, and what it produced each minute. Pure: the same start and days give the same month.
 */
import { seededRandom, type SeededRandom } from '../../domain/random/seeded-random.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export type StopKind = 'planned' | 'breakdown' | 'electrical' | 'microBurst' | 'micro';

export interface FillerStop {
  start: number;
  end: number;
  kind: StopKind;
}

export interface FillerMonth {
  stops: FillerStop[];
  /** State tag: 1 running, 0 stopped, every minute and at each change. */
  state: { ts: number; value: number }[];
  /** Bottles filled and rejected per minute, at the minute's start. */
  count: { ts: number; value: number }[];
  reject: { ts: number; value: number }[];
}

/** A day's stops: cleaning at the three shift changes, a few breakdowns, bursts of micro-stops and lone ones. */
function stopsOfDay(day: number, shiftChanges: readonly number[], random: SeededRandom): FillerStop[] {
  const stops: FillerStop[] = shiftChanges.map((offset) => ({ start: day + offset, end: day + offset + 20 * MINUTE, kind: 'planned' }));
  for (let i = random.int(1, 3); i > 0; i--) {
    const start = day + Math.round(random.between(0, 24 * HOUR) / 1000) * 1000;
    stops.push({ start, end: start + random.int(10, 90) * MINUTE + random.int(0, 59) * 1000, kind: random.next() < 0.3 ? 'electrical' : 'breakdown' });
  }
  for (let i = random.int(2, 5); i > 0; i--) {
    let at = day + Math.round(random.between(0, 24 * HOUR) / 1000) * 1000;
    const kind = random.next() < 0.8 ? 'microBurst' : 'micro';
    for (let j = kind === 'micro' ? 1 : random.int(3, 7); j > 0; j--) {
      const end = at + random.int(20, 90) * 1000;
      stops.push({ start: at, end, kind });
      at = end + random.int(10, 50) * 1000;
    }
  }
  return stops;
}

/**
 * Sorted, without overlaps or touching ends, and none outside [from, to): cleanings are kept first (they are
 * on the plan), then each other stop that does not meet one already kept.
 */
function disjoint(stops: readonly FillerStop[], from: number, to: number): FillerStop[] {
  const kept: FillerStop[] = [];
  const planFirst = [...stops].sort((a, b) => Number(b.kind === 'planned') - Number(a.kind === 'planned') || a.start - b.start);
  for (const stop of planFirst) {
    if (stop.start < from || stop.end > to || kept.some((other) => stop.start <= other.end && other.start <= stop.end)) continue;
    kept.push(stop);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * `days` days of one-minute values ending at `end` (a whole minute, excluded), the last ten minutes running.
 * Shift changes are given as offsets from UTC midnight. Running, the filler makes about 60 bottles a minute
 * (±5; its ideal cycle is 0.9 s) and rejects 1–2 % of them; stopped it makes none.
 */
export function fillerMonth(end: number, days: number, shiftChanges: readonly number[], seed = 101): FillerMonth {
  const random = seededRandom(seed);
  const start = end - days * DAY;
  const raw: FillerStop[] = [];
  for (let day = Math.floor(start / DAY) * DAY; day < end; day += DAY) raw.push(...stopsOfDay(day, shiftChanges, random));
  const stops = disjoint(raw, start, end - 10 * MINUTE);
  const state = new Map<number, number>();
  const count: FillerMonth['count'] = [];
  const reject: FillerMonth['reject'] = [];
  let next = 0;
  for (let minute = start; minute < end; minute += MINUTE) {
    while (next < stops.length && stops[next]!.end <= minute) next++;
    let stoppedMs = 0;
    for (let i = next; i < stops.length && stops[i]!.start < minute + MINUTE; i++) {
      const stop = stops[i]!;
      stoppedMs += Math.min(stop.end, minute + MINUTE) - Math.max(stop.start, minute);
    }
    const current = stops[next];
    state.set(minute, current && current.start <= minute && minute < current.end ? 0 : 1);
    const bottles = Math.max(0, Math.round(((MINUTE - stoppedMs) / MINUTE) * random.between(55, 65)));
    count.push({ ts: minute, value: bottles });
    reject.push({ ts: minute, value: Math.floor(bottles * random.between(0.01, 0.02) + random.next()) });
  }
  for (const stop of stops) {
    state.set(stop.start, 0);
    state.set(stop.end, 1);
  }
  return { stops, state: [...state].map(([ts, value]) => ({ ts, value })).sort((a, b) => a.ts - b.ts), count, reject };
}
