import { describe, expect, it } from 'vitest';
import { bulletRanges } from './bullet-ranges.js';
import { statusBands } from './value-bands.js';

const reactor = { spec_low: 72, spec_high: 88, action_low: 74, action_high: 86 };

describe('statusBands', () => {
  it('cuts the scale at the limits with the status of the values in each piece', () => {
    expect(statusBands(reactor, { min: 70, max: 90 })).toEqual([
      { from: 70, to: 72, status: 'alarm' },
      { from: 72, to: 74, status: 'warning' },
      { from: 74, to: 86, status: 'normal' },
      { from: 86, to: 88, status: 'warning' },
      { from: 88, to: 90, status: 'alarm' },
    ]);
  });

  it('clips to the scale and merges neighbours of one status', () => {
    expect(statusBands({ spec_high: 88, action_high: 86 }, { min: 87, max: 100 })).toEqual([
      { from: 87, to: 88, status: 'warning' },
      { from: 88, to: 100, status: 'alarm' },
    ]);
    expect(statusBands({ spec_low: 0, spec_high: 100 }, { min: 10, max: 20 })).toEqual([{ from: 10, to: 20, status: 'normal' }]);
  });

  it('has no bands without limits', () => {
    expect(statusBands({ valid_low: 0, valid_high: 10 }, { min: 0, max: 10 })).toEqual([]);
  });
});

describe('bulletRanges (Few, "Bullet Graph Design Specification", 2006–2013: darker is worse)', () => {
  it('shades the limit bands by status: alarm darkest, normal lightest', () => {
    expect(bulletRanges({ min: 70, max: 90 }, reactor).map((range) => range.shade)).toEqual([0, 1, 2, 1, 0]);
  });

  it('cuts the scale at given boundaries, darkest first, ignoring those outside it', () => {
    expect(bulletRanges({ min: 0, max: 100 }, reactor, [80, 50, 150])).toEqual([
      { from: 0, to: 50, shade: 0 },
      { from: 50, to: 80, shade: 1 },
      { from: 80, to: 100, shade: 2 },
    ]);
  });

  it('is one light range without limits or boundaries', () => {
    expect(bulletRanges({ min: 0, max: 10 }, {})).toEqual([{ from: 0, to: 10, shade: 2 }]);
  });
});
