import { describe, expect, it } from 'vitest';
import { scaleFraction, valueScale } from './value-scale.js';

const reactor = { spec_low: 72, spec_high: 88, action_low: 74, action_high: 86 };

describe('valueScale (round steps: Heckbert, "Nice numbers for graph labels", 1990)', () => {
  it('takes the options when both are given', () => {
    expect(valueScale(reactor, 80, 0, 200)).toEqual({ min: 0, max: 200 });
  });

  it('takes the valid limits when the tag has both, widened to a value beyond them', () => {
    expect(valueScale({ valid_low: 0, valid_high: 150 }, 120)).toEqual({ min: 0, max: 150 });
    expect(valueScale({ valid_low: 0, valid_high: 150 }, 180)).toEqual({ min: 0, max: 180 });
  });

  it('rounds out around the other limits and the value', () => {
    expect(valueScale(reactor, 80)).toEqual({ min: 70, max: 90 });
    expect(valueScale(reactor, 95)).toEqual({ min: 65, max: 100 });
    expect(valueScale({}, 450)).toEqual({ min: 400, max: 500 });
  });

  it('is 0 to 100 with nothing to go by, and keeps one given side', () => {
    expect(valueScale({}, null)).toEqual({ min: 0, max: 100 });
    expect(valueScale({}, null, 20)).toEqual({ min: 20, max: 100 });
    expect(valueScale(reactor, 80, undefined, 85)).toEqual({ min: 70, max: 85 });
  });

  it('never answers an empty range', () => {
    const scale = valueScale({}, null, 150);
    expect(scale.min).toBe(150);
    expect(scale.max).toBeGreaterThan(150);
  });
});

describe('scaleFraction', () => {
  it('places a value on the scale, clamped, and no value nowhere', () => {
    const scale = { min: 70, max: 90 };
    expect(scaleFraction(scale, 80)).toBe(0.5);
    expect(scaleFraction(scale, 60)).toBe(0);
    expect(scaleFraction(scale, 99)).toBe(1);
    expect(scaleFraction(scale, null)).toBeNull();
  });
});
