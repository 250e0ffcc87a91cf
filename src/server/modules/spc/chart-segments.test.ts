import { describe, expect, it } from 'vitest';
import type { Subgroup } from '../../../domain/spc/chart-model.js';
import { placeSegments } from './chart-segments.js';
import type { SamplingPlan } from './chart-subgroups.js';

const individuals: SamplingPlan = { chart: 'i-mr', sampling: 'subgroup', subgroupSize: 1, sampleSize: null };
const at = (values: number[], first = 0): Subgroup[] => values.map((value, i) => ({ t: first + i, end: first + i, values: [value] }));
/** Ten individuals at t = 0…9: every moving range 1 (MR̄ = 1), x̄ = 1.9. */
const series = at([1, 2, 3, 2, 1, 2, 3, 2, 1, 2]);
const none = { center: null, lcl: null, ucl: null };
// I chart (Montgomery, Introduction to SQC, 6th ed., §6.4): x̄ ± 3·MR̄/d2, with d2 = 2/√π (1.128) for moving ranges of two.
const sigmaOfMr = (mrBar: number) => mrBar / (2 / Math.sqrt(Math.PI));

describe('placeSegments', () => {
  it('computes the whole period without revisions', () => {
    const [only, ...rest] = placeSegments(individuals, series, [], 3, 0, 10);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ start: 0, end: 10, segment: { from: 0, to: 10, source: 'computed' } });
    expect(only!.segment.center).toBeCloseTo(1.9, 9);
    expect(only!.segment.ucl).toBeCloseTo(1.9 + 3 * sigmaOfMr(1), 4);
    expect(only!.segment.dispersion).toBeDefined();
  });

  it('computes the part before the first revision from its own subgroups and uses a revision’s given limits from its start', () => {
    const placed = placeSegments(individuals, series, [{ validFrom: 5, given: { center: 10, lcl: 4, ucl: 16 }, base: null }], 3, 0, 10);
    expect(placed.map(({ start, end, segment }) => [start, end, segment.from, segment.to, segment.source])).toEqual([
      [0, 5, 0, 5, 'computed'],
      [5, 10, 5, 10, 'given'],
    ]);
    expect(placed[0]!.segment.center).toBeCloseTo(9 / 5, 9);
    // sigma = (ucl − lcl) / 2k
    expect(placed[1]!.segment).toMatchObject({ center: 10, lcl: 4, ucl: 16, sigma: 2 });
    expect(placed[1]!.segment.dispersion).toBeDefined();
  });

  it('computes blank limits from the base period and keeps the given ones', () => {
    const base = at([1, 2, 3], -100);
    const placed = placeSegments(individuals, series, [{ validFrom: -1, given: { center: 5, lcl: null, ucl: null }, base }], 3, 0, 10);
    expect(placed).toHaveLength(1);
    const { segment } = placed[0]!;
    expect(segment).toMatchObject({ from: 0, to: 10, center: 5, source: 'computed' });
    expect(segment.ucl).toBeCloseTo(2 + 3 * sigmaOfMr(1), 4);
    expect(segment.sigma).toBeCloseTo(sigmaOfMr(1), 4);
  });

  it('leaves out a part too short to compute, and revisions outside the period', () => {
    const placed = placeSegments(
      individuals,
      series,
      [
        { validFrom: 9, given: none, base: null },
        { validFrom: 50, given: { center: 1, lcl: 0, ucl: 2 }, base: null },
      ],
      3,
      0,
      10,
    );
    expect(placed.map(({ start, end }) => [start, end])).toEqual([[0, 9]]);
  });
});
