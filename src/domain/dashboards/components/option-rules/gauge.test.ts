import { describe, expect, it } from 'vitest';
import { gaugeRule } from './gauge.js';
import { optionRules } from './index.js';
import { scaleRangeRule } from './scale-range.js';

const startAfterEnd = { key: 'dashboards.errors.startAfterEnd' };

describe('scaleRangeRule', () => {
  it('refuses a min above the max on min, and lets an equal or missing side be', () => {
    expect(scaleRangeRule({ min: 10, max: 5 })).toEqual({ min: startAfterEnd });
    expect(scaleRangeRule({ min: 5, max: 5 })).toEqual({});
    expect(scaleRangeRule({ min: 10 })).toEqual({});
  });

  it('is the rule of the solid gauge and the bullet chart', () => {
    expect(optionRules.solidGauge).toBe(scaleRangeRule);
    expect(optionRules.bulletChart).toBe(scaleRangeRule);
  });
});

describe('gaugeRule', () => {
  it('checks the scale and every band', () => {
    expect(
      gaugeRule({
        min: 100,
        max: 0,
        bands: [
          { from: 0, to: 50, color: '#00aa00' },
          { from: 90, to: 60, color: '#ff0000' },
        ],
      }),
    ).toEqual({ min: startAfterEnd, 'bands.1.from': startAfterEnd });
    expect(optionRules.gauge).toBe(gaugeRule);
  });
});
