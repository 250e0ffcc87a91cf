import { describe, expect, it } from 'vitest';
import { tagStatus } from '../../tag-values/tag-status.js';
import { excursionOrder, excursionStart, limitExcursion } from './limit-excursion.js';

const limits = { spec_low: 72, spec_high: 88, action_low: 74, action_high: 86, valid_low: 0, valid_high: 200 };

describe('limitExcursion: specification limits alarm, action-plan limits warn (Montgomery §6.1; ANSI/ISA-18.2-2016)', () => {
  it('names the outermost limit crossed', () => {
    expect(limitExcursion(90, limits)).toEqual({ limit: 'spec_high', bound: 88, severity: 'alarm' });
    expect(limitExcursion(87, limits)).toEqual({ limit: 'action_high', bound: 86, severity: 'warning' });
    expect(limitExcursion(73, limits)).toEqual({ limit: 'action_low', bound: 74, severity: 'warning' });
    expect(limitExcursion(-5, limits)).toEqual({ limit: 'spec_low', bound: 72, severity: 'alarm' });
  });

  it('keeps a value on a bound, inside, or past valid limits only, within limits', () => {
    expect(limitExcursion(86, limits)).toBeNull();
    expect(limitExcursion(80, limits)).toBeNull();
    expect(limitExcursion(300, { spec_low: null, spec_high: null, action_low: null, action_high: null, valid_low: 0, valid_high: 200 })).toBeNull();
  });

  it('has the severity the tag status gives the value', () => {
    for (const value of [60, 72, 73, 74, 80, 86, 87, 88, 95]) expect(limitExcursion(value, limits)?.severity ?? 'normal').toBe(tagStatus(value, limits));
  });
});

describe('excursionStart', () => {
  const high = { limit: 'action_high' as const, bound: 86 };
  it('finds the first point of the trailing run beyond the bound', () => {
    expect(excursionStart([1, 2, 3, 4, 5], [87, 80, 87, 95, 86.5], high)).toEqual({ since: 3, complete: true });
  });

  it('says when the run reaches the first point read, and when the last point is back inside', () => {
    expect(excursionStart([1, 2], [90, 91], high)).toEqual({ since: 1, complete: false });
    expect(excursionStart([1, 2], [90, 80], high)).toBeNull();
    expect(excursionStart([], [], high)).toBeNull();
  });
});

describe('excursionOrder', () => {
  it('lists alarms first, then the furthest past its bound relative to it', () => {
    const rows = [87, 95, 130, 73, 89].map((value) => ({ value, ...limitExcursion(value, limits)! }));
    expect(rows.sort(excursionOrder).map((row) => row.value)).toEqual([130, 95, 89, 73, 87]);
  });
});
