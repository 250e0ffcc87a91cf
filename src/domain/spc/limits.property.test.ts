import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartLimits, VariableChart } from './chart-model.js';
import { attributeLimits, chartPoints, variableLimits } from './limits.js';

const value = fc.integer({ min: -100_000, max: 100_000 }).map((x) => x / 100);

/** m subgroups of n values (n = 1 for I-MR). */
const chartAndSubgroups = fc
  .record({ chart: fc.constantFrom<VariableChart>('xbar-r', 'xbar-s', 'i-mr'), n: fc.integer({ min: 2, max: 12 }), m: fc.integer({ min: 2, max: 25 }) })
  .chain(({ chart, n, m }) =>
    fc.record({
      chart: fc.constant(chart),
      subgroups: fc.array(fc.array(value, { minLength: chart === 'i-mr' ? 1 : n, maxLength: chart === 'i-mr' ? 1 : n }), { minLength: m, maxLength: m }),
    }),
  );

/** Equal within a tolerance relative to the data's scale (sums of up to 300 values of up to 1,000 in magnitude). */
const close = (actual: number, expected: number, scale = 1000): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * scale);
};

const lines = (limits: ChartLimits): number[] => [limits.center, limits.lcl, limits.ucl, limits.sigma];

describe('variableLimits properties', () => {
  it('shifting every value by c shifts the center and limits by c and keeps sigma and the dispersion chart', () => {
    fc.assert(
      fc.property(chartAndSubgroups, value, ({ chart, subgroups }, c) => {
        const before = variableLimits(chart, subgroups, 3);
        const after = variableLimits(
          chart,
          subgroups.map((g) => g.map((x) => x + c)),
          3,
        );
        close(after.center, before.center + c);
        close(after.lcl, before.lcl + c);
        close(after.ucl, before.ucl + c);
        close(after.sigma, before.sigma);
        close(after.dispersion!.center, before.dispersion!.center);
        close(after.dispersion!.ucl, before.dispersion!.ucl);
      }),
    );
  });

  it('scaling every value by a > 0 scales the center, the limits, sigma and the dispersion chart', () => {
    fc.assert(
      fc.property(
        chartAndSubgroups,
        fc.integer({ min: 1, max: 10_000 }).map((a) => a / 100),
        ({ chart, subgroups }, a) => {
          const before = variableLimits(chart, subgroups, 3);
          const after = variableLimits(
            chart,
            subgroups.map((g) => g.map((x) => x * a)),
            3,
          );
          lines(after).forEach((line, i) => close(line, lines(before)[i]! * a, 1e5));
          close(after.dispersion!.center, before.dispersion!.center * a, 1e5);
          close(after.dispersion!.ucl, before.dispersion!.ucl * a, 1e5);
        },
      ),
    );
  });

  it('the limits are center ± k·sigma, k scales the half-widths linearly, and the order holds', () => {
    fc.assert(
      fc.property(
        chartAndSubgroups,
        fc.integer({ min: 1, max: 60 }).map((k) => k / 10),
        ({ chart, subgroups }, k) => {
          const at1 = variableLimits(chart, subgroups, 1);
          const atK = variableLimits(chart, subgroups, k);
          expect(atK.center).toBe(at1.center);
          expect(atK.sigma).toBe(at1.sigma);
          close(atK.ucl - atK.center, k * atK.sigma);
          close(atK.center - atK.lcl, k * atK.sigma);
          close(atK.dispersion!.ucl - atK.dispersion!.center, k * (at1.dispersion!.ucl - at1.dispersion!.center));
          expect(atK.lcl).toBeLessThanOrEqual(atK.center);
          expect(atK.center).toBeLessThanOrEqual(atK.ucl);
          expect(atK.dispersion!.lcl).toBeGreaterThanOrEqual(0);
          expect(atK.dispersion!.lcl).toBeLessThanOrEqual(atK.dispersion!.center);
        },
      ),
    );
  });

  it('the centers are the means of the plotted points', () => {
    fc.assert(
      fc.property(chartAndSubgroups, ({ chart, subgroups }) => {
        const limits = variableLimits(chart, subgroups, 3);
        const points = chartPoints(
          chart,
          subgroups.map((values, i) => ({ t: i, end: i, values })),
        );
        const dispersions = points.flatMap((p) => (p.dispersion === null ? [] : [p.dispersion]));
        close(limits.center, points.reduce((s, p) => s + p.value, 0) / points.length);
        close(limits.dispersion!.center, dispersions.reduce((s, d) => s + d, 0) / dispersions.length);
      }),
    );
  });

  it('the order of the values inside a subgroup does not matter (X̄ charts)', () => {
    fc.assert(
      fc.property(chartAndSubgroups, ({ chart, subgroups }) => {
        if (chart === 'i-mr') return;
        const before = variableLimits(chart, subgroups, 3);
        const after = variableLimits(
          chart,
          subgroups.map((g) => [...g].reverse()),
          3,
        );
        lines(after).forEach((line, i) => close(line, lines(before)[i]!));
      }),
    );
  });
});

describe('attributeLimits properties', () => {
  const samples = fc.array(fc.record({ size: fc.integer({ min: 1, max: 500 }), share: fc.double({ min: 0, max: 1, noNaN: true }) }), {
    minLength: 1,
    maxLength: 40,
  });

  it('p and u: lcl ≥ 0, lcl ≤ center ≤ ucl, p ≤ 1, and the per-point limits bracket the center', () => {
    fc.assert(
      fc.property(samples, fc.constantFrom('p' as const, 'u' as const), (rows, chart) => {
        const counts = rows.map((r) => Math.floor(r.share * r.size));
        const sizes = rows.map((r) => r.size);
        const limits = attributeLimits(chart, counts, sizes, 3);
        expect(limits.lcl).toBeGreaterThanOrEqual(0);
        expect(limits.lcl).toBeLessThanOrEqual(limits.center);
        expect(limits.center).toBeLessThanOrEqual(limits.ucl);
        if (chart === 'p') expect(limits.ucl).toBeLessThanOrEqual(1);
        const unequal = sizes.some((n) => n !== sizes[0]);
        expect(limits.lclByPoint !== undefined).toBe(unequal);
        limits.lclByPoint?.forEach((lcl, i) => {
          expect(lcl).toBeGreaterThanOrEqual(0);
          expect(lcl).toBeLessThanOrEqual(limits.center);
          expect(limits.uclByPoint![i]).toBeGreaterThanOrEqual(limits.center);
        });
      }),
    );
  });

  it('a u chart of unit sizes is the c chart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 40 }), (counts) => {
        const u = attributeLimits(
          'u',
          counts,
          counts.map(() => 1),
          3,
        );
        const c = attributeLimits('c', counts, [], 3);
        lines(u).forEach((line, i) => close(line, lines(c)[i]!));
      }),
    );
  });

  it('an np chart is the p chart times the constant size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }), (n, shares) => {
        const counts = shares.map((s) => Math.floor(s * n));
        const sizes = counts.map(() => n);
        const p = attributeLimits('p', counts, sizes, 3);
        const np = attributeLimits('np', counts, sizes, 3);
        lines(np).forEach((line, i) => close(line, lines(p)[i]! * n));
      }),
    );
  });
});
