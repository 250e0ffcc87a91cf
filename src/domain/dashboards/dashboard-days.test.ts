import { describe, expect, it } from 'vitest';
import { daysMissing, isShownOnWeekday, weekdayAt } from './dashboard-days.js';

describe('dashboard days', () => {
  it('shows a dashboard of every day on any weekday, also one stored before the days existed', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      expect(isShownOnWeekday({ days_mode: 'all', days: [1] }, weekday)).toBe(true);
      expect(isShownOnWeekday({}, weekday)).toBe(true);
    }
  });

  it('shows a released dashboard only on its days and a blocked one on all days but its own', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter((d) => isShownOnWeekday({ days_mode: 'released', days: [1, 5] }, d))).toEqual([1, 5]);
    expect([0, 1, 2, 3, 4, 5, 6].filter((d) => isShownOnWeekday({ days_mode: 'blocked', days: [0, 6] }, d))).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes the weekday on the unit's wall clock, not UTC", () => {
    // Monday 2026-11-23 01:30 UTC is still Sunday 22:30 in São Paulo and already Monday in Berlin.
    const instant = Date.UTC(2026, 10, 23, 1, 30);
    expect(weekdayAt('UTC', instant)).toBe(1);
    expect(weekdayAt('America/Sao_Paulo', instant)).toBe(0);
    expect(weekdayAt('Europe/Berlin', instant)).toBe(1);
  });

  it('needs a day when the mode is released or blocked', () => {
    expect(daysMissing({ days_mode: 'released', days: [] })).toBe(true);
    expect(daysMissing({ days_mode: 'blocked' })).toBe(true);
    expect(daysMissing({ days_mode: 'blocked', days: [3] })).toBe(false);
    expect(daysMissing({ days_mode: 'all', days: [] })).toBe(false);
  });
});
