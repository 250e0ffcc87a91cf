import { describe, expect, it } from 'vitest';
import { FILL_WEIGHT_SIGMA, FILL_WEIGHT_TARGET, fillWeightSamples } from './demo-fill-weight.js';

const end = Date.UTC(2026, 10, 24, 12, 0);

describe('fillWeightSamples', () => {
  const samples = fillWeightSamples(end, 30);

  it('gives one sample a minute over the days, ending before `end`', () => {
    expect(samples).toHaveLength(30 * 24 * 60);
    expect(samples.at(-1)!.ts).toBe(end - 60_000);
    expect(samples[1]!.ts - samples[0]!.ts).toBe(60_000);
  });

  it('is centred on the target with the stated spread outside the planted causes', () => {
    const plain = samples.slice(0, 20 * 24 * 60).map((sample) => sample.value);
    const mean = plain.reduce((sum, value) => sum + value, 0) / plain.length;
    const sd = Math.sqrt(plain.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (plain.length - 1));
    expect(mean).toBeCloseTo(FILL_WEIGHT_TARGET, 1);
    expect(sd).toBeGreaterThan(FILL_WEIGHT_SIGMA * 0.95);
    expect(sd).toBeLessThan(FILL_WEIGHT_SIGMA * 1.05);
  });

  it('plants a mis-weighed bottle beyond 505 g a day before the end', () => {
    const heavy = samples.filter((sample) => sample.value > 506);
    expect(heavy.map((sample) => sample.ts)).toContain(end - (24 * 60 + 200) * 60_000);
  });

  it('is the same on every run', () => {
    expect(fillWeightSamples(end, 1)).toEqual(fillWeightSamples(end, 1));
  });
});
