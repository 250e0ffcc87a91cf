import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../domain/random/seeded-random.js';
import { downsampleM4, m4BucketCount, m4BucketOf } from '../../../domain/series/downsample-m4.js';
import { m4OverUnits, pointUnit, type SeriesUnit } from './downsample-units.js';

function randomSeries(seed: number, count: number): { times: number[]; values: number[] } {
  const random = seededRandom(seed).next;
  const times: number[] = [];
  const values: number[] = [];
  let t = 1_000;
  for (let i = 0; i < count; i++) {
    t += 1 + Math.floor(random() * 50);
    times.push(t);
    // Few distinct values, so ties between minima and maxima happen.
    values.push(Math.floor(random() * 20) - 10);
  }
  return { times, values };
}

/** Rollup units of width `width` aligned on `origin`, built by brute force from the raw points. */
function rollupUnits(times: number[], values: number[], origin: number, width: number): SeriesUnit[] {
  const units: SeriesUnit[] = [];
  let current: SeriesUnit | null = null;
  let currentStart = NaN;
  times.forEach((t, i) => {
    const v = values[i]!;
    const start = origin + Math.floor((t - origin) / width) * width;
    if (start !== currentStart || !current) {
      current = { ...pointUnit(t, v), at: start };
      currentStart = start;
      units.push(current);
      return;
    }
    if (v < current.minV) Object.assign(current, { minV: v, minT: t });
    if (v > current.maxV) Object.assign(current, { maxV: v, maxT: t });
    Object.assign(current, { lastV: v, lastT: t });
  });
  return units;
}

describe('m4OverUnits', () => {
  it.each([1, 2, 3, 7, 42])('equals downsampleM4 when every unit is a raw point (seed %i)', (seed) => {
    const { times, values } = randomSeries(seed, 3_000);
    const from = times[10]!;
    const to = times[2_900]!;
    for (const maxPoints of [4, 10, 37, 100, 1000]) {
      const expected = downsampleM4(times, values, from, to, maxPoints);
      const inRange = times.map((t, i) => pointUnit(t, values[i]!)).filter((u) => u.at >= from && u.at < to);
      const got = m4OverUnits(inRange, from, to, maxPoints);
      expect(got.times).toEqual([...expected.times]);
      expect(got.values).toEqual([...expected.values]);
    }
  });

  it.each([5, 6, 8])("keeps each snapped bucket's first, min, max and last raw points (seed %i)", (seed) => {
    const { times, values } = randomSeries(seed, 20_000);
    const width = 300;
    const from = 0;
    const to = times[times.length - 1]! + 1;
    const units = rollupUnits(times, values, from, width);
    for (const maxPoints of [12, 40, 400]) {
      const got = m4OverUnits(units, from, to, maxPoints);
      expect(got.times.length).toBeLessThanOrEqual(maxPoints);
      const answer = new Map(got.times.map((t, i) => [t, got.values[i]]));
      // Brute force: each raw point belongs to the M4 bucket of its rollup bucket's start.
      const buckets = m4BucketCount(maxPoints);
      const groups = new Map<number, number[]>();
      times.forEach((t, i) => {
        const b = m4BucketOf(from + Math.floor((t - from) / width) * width, from, to, buckets);
        groups.set(b, [...(groups.get(b) ?? []), i]);
      });
      for (const indexes of groups.values()) {
        const vs = indexes.map((i) => values[i]!);
        const min = Math.min(...vs);
        const max = Math.max(...vs);
        const minAt = times[indexes.find((i) => values[i] === min)!]!;
        const maxAt = times[indexes.find((i) => values[i] === max)!]!;
        expect(answer.get(minAt)).toBe(min);
        expect(answer.get(maxAt)).toBe(max);
        expect(answer.get(times[indexes[0]!]!)).toBe(values[indexes[0]!]);
        expect(answer.get(times[indexes[indexes.length - 1]!]!)).toBe(values[indexes[indexes.length - 1]!]);
      }
      for (let i = 1; i < got.times.length; i++) expect(got.times[i]!).toBeGreaterThan(got.times[i - 1]!);
    }
  });

  it('answers nothing for an empty or inverted range', () => {
    expect(m4OverUnits([pointUnit(5, 1)], 10, 10, 100)).toEqual({ times: [], values: [] });
    expect(m4OverUnits([], 0, 10, 100)).toEqual({ times: [], values: [] });
  });
});
