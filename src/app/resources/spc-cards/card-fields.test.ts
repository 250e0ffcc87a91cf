import { describe, expect, it } from 'vitest';
import { samplingFieldsOf } from './card-fields.js';

describe('the sampling fields a card asks for', () => {
  it('asks the subgroup size of X̄ charts sampled in subgroups only', () => {
    expect(samplingFieldsOf('xbar-r', 'subgroup').subgroupSize).toBe(true);
    expect(samplingFieldsOf('xbar-s', 'subgroup').subgroupSize).toBe(true);
    expect(samplingFieldsOf('xbar-r', 'day-3').subgroupSize).toBe(false);
    for (const chart of ['i-mr', 'p', 'np', 'c', 'u', undefined]) expect(samplingFieldsOf(chart, 'subgroup').subgroupSize).toBe(false);
  });

  it('asks the sample size of p, np and u', () => {
    for (const chart of ['p', 'np', 'u']) expect(samplingFieldsOf(chart, 'subgroup').sampleSize).toBe(true);
    for (const chart of ['xbar-r', 'xbar-s', 'i-mr', 'c', undefined]) expect(samplingFieldsOf(chart, 'subgroup').sampleSize).toBe(false);
  });
});
