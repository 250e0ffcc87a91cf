/**
 * The demo's SPC tag: a filler's fill weight, one sample a minute around 500 g (σ = 1.2 g, normally
 * distributed by the Box–Muller transform), with three special causes planted so a new user sees every
 * kind of signal on the X̄-R card: a trend (rule 3) five days ago, a shift of the mean for two hours
 * (rules 2, 5 and 6) three days ago, and a mis-weighed bottle beyond the specification (rules 0 and 1) yesterday.
 */
import { seededRandom } from '../../domain/random/seeded-random.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const FILL_WEIGHT_TARGET = 500;
export const FILL_WEIGHT_SIGMA = 1.2;

export interface WeightSample {
  ts: number;
  value: number;
}

/** Special causes, as minutes relative to `end`: the value added at each minute. */
function plantedOffset(minutesBeforeEnd: number): number {
  const trendStart = 5 * 24 * 60 + 600;
  if (minutesBeforeEnd <= trendStart && minutesBeforeEnd > trendStart - 40) return (trendStart - minutesBeforeEnd) * 0.12;
  const shiftStart = 3 * 24 * 60 + 300;
  if (minutesBeforeEnd <= shiftStart && minutesBeforeEnd > shiftStart - 120) return 1.6;
  if (minutesBeforeEnd === 24 * 60 + 200) return 13;
  return 0;
}

/** `days` of one-minute fill weights ending at `end` (exclusive, whole minutes), the same on every run. */
export function fillWeightSamples(end: number, days: number, seed = 301): WeightSample[] {
  const random = seededRandom(seed);
  const last = Math.floor(end / MINUTE) * MINUTE;
  const samples: WeightSample[] = [];
  for (let ts = last - days * DAY; ts < last; ts += MINUTE) {
    const u = Math.max(random.next(), Number.EPSILON);
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
    const value = FILL_WEIGHT_TARGET + FILL_WEIGHT_SIGMA * normal + plantedOffset((last - ts) / MINUTE);
    samples.push({ ts, value: Math.round(value * 100) / 100 });
  }
  return samples;
}
