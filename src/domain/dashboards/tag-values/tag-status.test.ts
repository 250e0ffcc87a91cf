import { describe, expect, it } from 'vitest';
import { tagStatus } from './tag-status.js';

// The demo reactor temperature TT-101: specification 72–88 °C, action plan 74–86 °C.
const reactor = { spec_low: 72, spec_high: 88, action_low: 74, action_high: 86, valid_low: 0, valid_high: 300 };

describe('tagStatus (specification limits inclusive: Montgomery §6.1; alarm and warning levels: ANSI/ISA-18.2-2016)', () => {
  it.each([
    [80, 'normal'],
    [74, 'normal'],
    [86, 'normal'],
    [73.9, 'warning'],
    [86.1, 'warning'],
    [72, 'warning'],
    [88, 'warning'],
    [71.9, 'alarm'],
    [95, 'alarm'],
    [null, 'noData'],
    [Number.NaN, 'noData'],
  ] as const)('%s is %s', (value, status) => {
    expect(tagStatus(value, reactor)).toBe(status);
  });

  it('bounds only the sides a tag has', () => {
    expect(tagStatus(-1e6, { spec_high: 10 })).toBe('normal');
    expect(tagStatus(11, { spec_high: 10 })).toBe('alarm');
    expect(tagStatus(9, { action_high: 8, spec_high: null })).toBe('warning');
  });

  it('leaves valid limits out of the judgement, and a tag without limits normal', () => {
    expect(tagStatus(500, { valid_low: 0, valid_high: 300 })).toBe('normal');
    expect(tagStatus(42, {})).toBe('normal');
  });
});
