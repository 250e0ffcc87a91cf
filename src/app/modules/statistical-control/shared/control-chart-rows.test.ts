import { describe, expect, it } from 'vitest';
import { cardChartFixture } from './card-chart-fixture.js';
import { chartStatistics, controlChartRows, hasLimitsPerPoint, pointSigma, ruleCounts, segmentAt } from './control-chart-rows.js';

describe('controlChartRows', () => {
  it('takes each point’s limits from the revision in force at its time', () => {
    const rows = controlChartRows(cardChartFixture());
    expect(rows[14]).toMatchObject({ center: 74.001, lcl: 73.988, ucl: 74.014, dispersionUcl: 0.049 });
    expect(rows[15]).toMatchObject({ center: 74.004, lcl: 73.991, ucl: 74.017 });
    expect(rows.filter((row) => row.violated).map((row) => row.i)).toEqual([7, 19, 20]);
  });

  it('splits the band between the limits into zones C, B and A at 1σ and 2σ (Western Electric handbook)', () => {
    const [row] = controlChartRows(cardChartFixture());
    const sigma = 0.013 / 3;
    expect(row!.zoneC![0]).toBeCloseTo(74.001 - sigma, 9);
    expect(row!.zoneC![1]).toBeCloseTo(74.001 + sigma, 9);
    expect(row!.zoneBHigh![1]).toBeCloseTo(74.001 + 2 * sigma, 9);
    expect(row!.zoneAHigh).toEqual([expect.closeTo(74.001 + 2 * sigma, 9), 74.014]);
    expect(row!.zoneALow).toEqual([73.988, expect.closeTo(74.001 - 2 * sigma, 9)]);
  });

  it('gives a p chart of unequal sizes limits per point, clipped at 0 (Montgomery §7.2.2)', () => {
    const base = cardChartFixture();
    const chart = {
      ...base,
      chart: 'p' as const,
      points: [
        { ...base.points[0]!, value: 0.05, n: 100 },
        { ...base.points[1]!, value: 0.05, n: 25 },
      ],
      segments: [{ from: 0, to: Number.MAX_SAFE_INTEGER, center: 0.05, lcl: 0, ucl: 0.12, sigma: 0.02, source: 'computed' as const }],
    };
    expect(hasLimitsPerPoint(chart)).toBe(true);
    const [big, small] = controlChartRows(chart);
    // √(0.05 · 0.95 / 100) = 0.02179; UCL = 0.05 + 3 · 0.02179 = 0.11538; LCL < 0 → 0.
    expect(big!.ucl).toBeCloseTo(0.11538, 4);
    expect(big!.lcl).toBe(0);
    expect(small!.ucl).toBeCloseTo(0.05 + 3 * Math.sqrt((0.05 * 0.95) / 25), 9);
  });

  it('keeps given limits of a p chart as they are', () => {
    const base = cardChartFixture();
    const chart = {
      ...base,
      chart: 'p' as const,
      points: [
        { ...base.points[0]!, n: 100 },
        { ...base.points[1]!, n: 25 },
      ],
      segments: [{ from: 0, to: Number.MAX_SAFE_INTEGER, center: 0.05, lcl: 0.01, ucl: 0.12, sigma: 0.02, source: 'given' as const }],
    };
    expect(controlChartRows(chart).map((row) => row.ucl)).toEqual([0.12, 0.12]);
  });
});

describe('helpers', () => {
  it('finds the segment in force, or the nearest one', () => {
    const segments = [
      { from: 0, to: 10, center: 1, lcl: 0, ucl: 2, sigma: 1 / 3, source: 'computed' as const },
      { from: 10, to: 20, center: 2, lcl: 1, ucl: 3, sigma: 1 / 3, source: 'given' as const },
    ];
    expect(segmentAt(segments, 10)?.center).toBe(2);
    expect(segmentAt(segments, 25)?.center).toBe(2);
    expect(segmentAt(segments, -5)?.center).toBe(1);
  });

  it('knows σ of u points (Montgomery §7.3.1) and none for variable charts', () => {
    expect(pointSigma('u', 4, 16)).toBe(0.5);
    expect(pointSigma('xbar-r', 4, 16)).toBeNull();
  });

  it('names the statistic and dispersion of each chart type', () => {
    expect(chartStatistics('i-mr')).toEqual({ statistic: 'i', dispersion: 'mr' });
    expect(chartStatistics('np')).toEqual({ statistic: 'np', dispersion: null });
  });

  it('counts violations per rule in rule order', () => {
    expect(ruleCounts({ '5': [1, 2], '1': [7], '2': [] })).toEqual([
      { rule: 1, count: 1 },
      { rule: 2, count: 0 },
      { rule: 5, count: 2 },
    ]);
    expect(ruleCounts({ '5': [1, 2], '2': [] }, true)).toEqual([{ rule: 5, count: 2 }]);
  });
});
