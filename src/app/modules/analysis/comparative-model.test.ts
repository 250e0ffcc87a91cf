import { describe, expect, it } from 'vitest';
import { compareSummaries, overlay, sharedValueDomain } from './comparative-model.js';
import type { TagSeries } from './series-types.js';
import { trendModel } from './trend-model.js';

const hour = 3_600_000;
const series = (id: number, start: number, values: number[], downsampled = false): TagSeries => ({
  id_tag: id,
  code: `T${id}`,
  level: 'raw',
  total: values.length,
  downsampled,
  points: values.map((v, index) => ({ t: new Date(start + index * hour).toISOString(), v })),
  limits: {},
  goals: [],
});
const tags = [
  { id_tag: 1, code: 'T1', decimals: 1 },
  { id_tag: 2, code: 'T2' },
];
const startA = Date.UTC(2026, 1, 1);
const startB = Date.UTC(2026, 0, 1);
const modelA = trendModel([series(1, startA, [1, 3, 5]), series(2, startA, [10])], tags, 'raw', {}, ['red', 'blue']);
const modelB = trendModel([series(2, startB, [20, 40], true), series(1, startB, [2, 2])], tags, 'raw', {}, ['red', 'blue']);

describe('comparison between two periods', () => {
  it('summarises each tag per period with B minus A', () => {
    const [t1, t2] = compareSummaries(modelA, modelB);
    expect(t1).toMatchObject({
      code: 'T1',
      decimals: 1,
      a: { min: 1, max: 5, average: 3 },
      b: { min: 2, max: 2, average: 2 },
      difference: { min: 1, max: -3, average: -1 },
      approximate: false,
    });
    expect(t2).toMatchObject({ code: 'T2', difference: { average: 20 }, approximate: true });
  });

  it('overlays both periods by the time since their start', () => {
    const result = overlay(modelA, modelB, { from: startA, to: startA + 4 * hour }, { from: startB, to: startB + 6 * hour }, { a: 'A', b: 'B' });
    expect(result.rows[0]).toEqual({ t: 0, s0: 1, s1: 10, s2: 2, s3: 20 });
    expect(result.rows[2]).toEqual({ t: 2 * hour, s0: 5, s1: null, s2: null, s3: null });
    expect(result.lines.map((line) => [line.name, line.dashed ?? false])).toEqual([
      ['T1 (A)', false],
      ['T2 (A)', false],
      ['T1 (B)', true],
      ['T2 (B)', true],
    ]);
    expect(result.span).toBe(6 * hour);
    expect(result.lineAllowed).toBe(true);
  });

  it('shares one padded value axis between the charts', () => {
    const [low, high] = sharedValueDomain([modelA, modelB])!;
    expect(low).toBeCloseTo(1 - 1.95);
    expect(high).toBeCloseTo(40 + 1.95);
    expect(sharedValueDomain([])).toBeUndefined();
  });
});
