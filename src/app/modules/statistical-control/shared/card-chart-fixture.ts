import type { CardChart, CardChartPoint } from './card-chart-type.js';

/**
 * An X̄-R chart of piston-ring inside diameters, subgroups of 5 (Montgomery, Introduction to Statistical Quality
 * Control, 7th ed., Example 6.3: x̿ = 74.001 mm, R̄ = 0.023 mm, A₂ = 0.577 → UCL 74.014, LCL 73.988; D₄ = 2.114 → UCL_R 0.049),
 * hourly from 2026-11-20 00:00 UTC. A revision with given limits starts at point 15. Point 7 breaks rule 1;
 * points 19 and 20 rule 5 (two of three beyond 2σ of the revised centre 74.004, σ = 0.013/3).
 */
const values = [
  74.001, 74.004, 73.998, 74.003, 74.0, 73.996, 74.002, 74.02, 73.999, 74.005, 74.001, 73.997, 74.003, 74.0, 74.002, 74.004, 74.006, 74.002, 74.007, 74.0135,
  74.014, 74.003, 74.005, 74.001, 74.004,
];
const ranges = [
  0.021, 0.025, 0.019, 0.024, 0.022, 0.027, 0.02, 0.026, 0.023, 0.018, 0.024, 0.021, 0.025, 0.022, 0.023, 0.02, 0.024, 0.021, 0.026, 0.022, 0.025, 0.019, 0.023,
  0.024, 0.02,
];
const start = Date.parse('2026-11-20T00:00:00Z');
const hour = 3_600_000;
const rulesOf = (i: number): number[] => (i === 7 ? [1] : i === 19 || i === 20 ? [5] : []);

export const fixturePoints: CardChartPoint[] = values.map((value, i) => ({
  i,
  t: start + i * hour,
  value,
  dispersion: ranges[i] ?? null,
  n: 5,
  rules: rulesOf(i),
}));

export function cardChartFixture(overrides: Partial<CardChart> = {}): CardChart {
  return {
    chart: 'xbar-r',
    k: 3,
    subgroupSize: 5,
    total: values.length,
    downsampled: false,
    points: fixturePoints,
    segments: [
      {
        from: start,
        to: start + 15 * hour,
        center: 74.001,
        lcl: 73.988,
        ucl: 74.014,
        sigma: 0.013 / 3,
        dispersion: { center: 0.023, lcl: 0, ucl: 0.049 },
        source: 'computed',
      },
      {
        from: start + 15 * hour,
        to: start + 25 * hour,
        center: 74.004,
        lcl: 73.991,
        ucl: 74.017,
        sigma: 0.013 / 3,
        dispersion: { center: 0.023, lcl: 0, ucl: 0.049 },
        source: 'given',
      },
    ],
    violations: { '1': [7], '2': [], '5': [19, 20] },
    // σ within = R̄/d₂ = 0.023/2.326; Cp = (USL − LSL)/6σ, Cpk = min(USL − x̄, x̄ − LSL)/3σ (AIAG SPC manual, ch. IV).
    capability: {
      mean: 74.002,
      sigmaWithin: 0.009888,
      sigmaOverall: 0.0102,
      lsl: 73.97,
      usl: 74.03,
      cp: 1.0113,
      cpk: 0.9439,
      pp: 0.9804,
      ppk: 0.915,
      n: 125,
    },
    histogram: [
      { from: 73.98, to: 73.99, count: 9 },
      { from: 73.99, to: 74.0, count: 31 },
      { from: 74.0, to: 74.01, count: 52 },
      { from: 74.01, to: 74.02, count: 27 },
      { from: 74.02, to: 74.03, count: 6 },
    ],
    spec: { lsl: 73.97, usl: 74.03 },
    scale: { min: null, max: null },
    ...overrides,
  };
}
