import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random/seeded-random.js';
import { downsampleM4, m4BucketCount, m4BucketOf } from './downsample-m4.js';

const pairs = (r: { times: Float64Array; values: Float64Array }) => Array.from(r.times, (t, i) => [t, r.values[i]]);

describe('downsampleM4 edge cases', () => {
  const t10 = Array.from({ length: 10 }, (_, i) => i);
  const v10 = [5, 1, 9, 3, 4, 8, 0, 2, 7, 6];

  it.each<[string, number[], (number | null)[], number, number, number, number[][]]>([
    ['empty input', [], [], 0, 10, 8, []],
    ['single point', [3], [7], 0, 10, 8, [[3, 7]]],
    ['single point outside the range', [12], [7], 0, 10, 8, []],
    [
      'few points returned unchanged',
      [1, 2, 3],
      [3, 1, 2],
      0,
      10,
      4,
      [
        [1, 3],
        [2, 1],
        [3, 2],
      ],
    ],
    [
      'range is half-open',
      [0, 5, 10],
      [1, 2, 3],
      0,
      10,
      4,
      [
        [0, 1],
        [5, 2],
      ],
    ],
    ['empty range', t10, v10, 5, 5, 8, []],
    ['inverted range', t10, v10, 8, 2, 8, []],
    ['maxPoints 0', t10, v10, 0, 10, 0, []],
    ['maxPoints 1 keeps the maximum', t10, v10, 0, 10, 1, [[2, 9]]],
    [
      'maxPoints 2 keeps maximum and minimum',
      t10,
      v10,
      0,
      10,
      2,
      [
        [2, 9],
        [6, 0],
      ],
    ],
    [
      'maxPoints 3 adds the last point',
      t10,
      v10,
      0,
      10,
      3,
      [
        [2, 9],
        [6, 0],
        [9, 6],
      ],
    ],
    [
      'maxPoints 4: one bucket, first/min/max/last',
      t10,
      v10,
      0,
      10,
      4,
      [
        [0, 5],
        [2, 9],
        [6, 0],
        [9, 6],
      ],
    ],
    // Two buckets [0,5) and [5,10): first 5, min 1, max 9, last 4 | first 8, min 0, max 8 (=first), last 6.
    [
      'maxPoints 8: two buckets, deduplicated',
      t10,
      v10,
      0,
      10,
      8,
      [
        [0, 5],
        [1, 1],
        [2, 9],
        [4, 4],
        [5, 8],
        [6, 0],
        [9, 6],
      ],
    ],
    [
      'maxPoints 7 still uses one bucket',
      t10,
      v10,
      0,
      10,
      7,
      [
        [0, 5],
        [2, 9],
        [6, 0],
        [9, 6],
      ],
    ],
    [
      'constant series deduplicates',
      t10,
      t10.map(() => 1),
      0,
      10,
      4,
      [
        [0, 1],
        [9, 1],
      ],
    ],
    [
      'gaps are skipped',
      [1, 2, 3, 4],
      [NaN, 2, null, 4],
      0,
      10,
      4,
      [
        [2, 2],
        [4, 4],
      ],
    ],
    [
      'gaps do not count against maxPoints',
      [1, 2, 3, 4, 5, 6],
      [1, NaN, 3, null, NaN, 6],
      0,
      10,
      3,
      [
        [1, 1],
        [3, 3],
        [6, 6],
      ],
    ],
    ['all gaps', [1, 2], [NaN, null], 0, 10, 4, []],
  ])('%s', (_name, times, values, from, to, maxPoints, expected) => {
    const result = downsampleM4(times, values as number[], from, to, maxPoints);
    expect(pairs(result)).toEqual(expected);
    expect(result.times).toBeInstanceOf(Float64Array);
    expect(result.values).toBeInstanceOf(Float64Array);
  });

  it('accepts Float64Array input', () => {
    const result = downsampleM4(Float64Array.from(t10), Float64Array.from(v10), 0, 10, 4);
    expect(pairs(result)).toEqual([
      [0, 5],
      [2, 9],
      [6, 0],
      [9, 6],
    ]);
  });

  it('does not alias or modify the input', () => {
    const times = Float64Array.from([1, 2, 3]);
    const values = Float64Array.from([4, 5, 6]);
    const result = downsampleM4(times, values, 0, 10, 10);
    result.values[0] = 99;
    expect(Array.from(values)).toEqual([4, 5, 6]);
  });

  it.each<[string, number[], number[], number, number, number]>([
    ['unsorted times', [1, 3, 2], [1, 2, 3], 0, 10, 4],
    ['repeated times', [1, 2, 2], [1, 2, 3], 0, 10, 4],
    ['unsorted outside the range too', [20, 1, 2], [1, 2, 3], 0, 10, 4],
    ['NaN time', [1, NaN, 3], [1, 2, 3], 0, 10, 4],
    ['length mismatch', [1, 2], [1], 0, 10, 4],
    ['non-finite bound', [1, 2], [1, 2], 0, Infinity, 4],
    ['negative maxPoints', [1, 2], [1, 2], 0, 10, -1],
    ['fractional maxPoints', [1, 2], [1, 2], 0, 10, 2.5],
  ])('rejects %s', (_name, times, values, from, to, maxPoints) => {
    expect(() => downsampleM4(times, values, from, to, maxPoints)).toThrow(Error);
  });

  it('bucket count is floor(maxPoints / 4), at least 1', () => {
    expect([0, 1, 3, 4, 7, 8, 1000, 1003].map(m4BucketCount)).toEqual([1, 1, 1, 1, 1, 2, 250, 250]);
  });
});

describe('downsampleM4 property (brute force)', () => {
  interface Extremes {
    first: number;
    last: number;
    min: number;
    max: number;
  }

  /** Brute-force scan: per bucket, indices of first, last and first-occurring minimum and maximum. */
  const scan = (times: number[], values: number[], from: number, to: number, buckets: number) => {
    const found = new Map<number, Extremes>();
    for (let i = 0; i < times.length; i++) {
      const t = times[i] as number;
      const v = values[i] as number;
      if (t < from || t >= to || Number.isNaN(v)) continue;
      const b = m4BucketOf(t, from, to, buckets);
      const e = found.get(b);
      if (!e) found.set(b, { first: i, last: i, min: i, max: i });
      else {
        e.last = i;
        if (v < (values[e.min] as number)) e.min = i;
        if (v > (values[e.max] as number)) e.max = i;
      }
    }
    return found;
  };

  it('keeps the bound, order and every bucket extreme over many random series', () => {
    const random = seededRandom(20240607).next;
    const int = (n: number) => Math.floor(random() * n);
    let checkedBuckets = 0;

    for (let run = 0; run < 600; run++) {
      const n = int(400);
      const times: number[] = [];
      const values: number[] = [];
      let t = int(50) - 25;
      const quantised = random() < 0.3; // coarse values create ties
      for (let i = 0; i < n; i++) {
        t += random() < 0.2 ? 0.5 + random() : 1 + int(5);
        times.push(t);
        const v = quantised ? int(5) : (random() - 0.5) * 1000;
        values.push(random() < 0.1 ? NaN : v);
      }
      const span = (times.at(-1) ?? 0) - (times[0] ?? 0) + 60;
      const from = (times[0] ?? 0) - 30 + random() * span * 0.5;
      const to = from + 1 + random() * span;
      const maxPoints = random() < 0.1 ? int(4) : 4 + int(80);

      const result = downsampleM4(times, values, from, to, maxPoints);
      const out = pairs(result);
      const inRange = times.flatMap((time, i) => (time >= from && time < to && !Number.isNaN(values[i]) ? [[time, values[i]]] : []));

      // (1) at most maxPoints points
      expect(out.length).toBeLessThanOrEqual(maxPoints);
      // (2) strictly increasing times inside [from, to), each an input point
      for (let i = 0; i < out.length; i++) {
        const [time] = out[i] as number[];
        expect(time).toBeGreaterThanOrEqual(from);
        expect(time).toBeLessThan(to);
        if (i > 0) expect(time).toBeGreaterThan((out[i - 1] as number[])[0] as number);
      }
      expect(inRange).toEqual(expect.arrayContaining(out));

      if (inRange.length <= maxPoints) {
        expect(out).toEqual(inRange);
        continue;
      }
      const has = (index: number) => out.some(([time, value]) => time === times[index] && value === values[index]);

      if (maxPoints < 4) {
        // One bucket; kept in priority order: maximum, minimum, last.
        const e = scan(times, values, from, to, 1).get(0) as Extremes;
        const priority = [e.max, e.min, e.last].slice(0, maxPoints);
        for (const index of priority) expect(has(index)).toBe(true);
        continue;
      }

      const buckets = m4BucketCount(maxPoints);
      for (const e of scan(times, values, from, to, buckets).values()) {
        // (3) raw minimum and maximum, (4) first and last
        expect(has(e.min), 'bucket minimum').toBe(true);
        expect(has(e.max), 'bucket maximum').toBe(true);
        expect(has(e.first), 'bucket first').toBe(true);
        expect(has(e.last), 'bucket last').toBe(true);
        checkedBuckets++;
      }
      // Nothing beyond the four points per bucket.
      const keep = new Set<number>();
      for (const e of scan(times, values, from, to, buckets).values()) [e.first, e.min, e.max, e.last].forEach((i) => keep.add(i));
      expect(out.length).toBe(keep.size);
    }
    expect(checkedBuckets).toBeGreaterThan(1000);
    // 600 random series: CPU-bound, so its time grows when the whole suite shares the machine.
  }, 30_000);

  it('downsamples 5.26 million points (ten years of minutes) to 1,000', () => {
    const n = 5_260_000;
    const minute = 60_000;
    const from = Date.UTC(2015, 0, 1);
    const times = new Float64Array(n);
    const values = new Float64Array(n);
    const random = seededRandom(7).next;
    for (let i = 0; i < n; i++) {
      times[i] = from + i * minute;
      values[i] = Math.sin(i / 10_000) * 50 + random() * 5;
    }
    values[1_234_567] = 1_000; // a single-sample spike
    values[4_321_000] = -1_000;
    values[2_000_000] = NaN;

    const result = downsampleM4(times, values, from, from + n * minute, 1_000);
    expect(result.times.length).toBeLessThanOrEqual(1_000);
    expect(result.times.length).toBeGreaterThan(900);
    expect(result.values.length).toBe(result.times.length);
    expect(Math.max(...result.values)).toBe(1_000);
    expect(Math.min(...result.values)).toBe(-1_000);
    expect(result.times[result.values.indexOf(1_000)]).toBe(times[1_234_567]);
    expect(result.times[0]).toBe(from);
    expect(result.times.at(-1)).toBe(times[n - 1]);
    // Filling 5.26 million points takes seconds on a loaded CI machine; speed is the benchmark's business.
  }, 60_000);
});
