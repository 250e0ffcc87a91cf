import { describe, expect, it } from 'vitest';
import { normalizePeriod } from '../../../domain/consolidation/index.js';
import { cardState, countsOf, isoWeeks } from './spc-overview.js';

describe('cardState', () => {
  it('is noData without a point, violation when the latest point breaks a rule or an open violation is recent', () => {
    expect(cardState(null, false)).toBe('noData');
    expect(cardState(null, true)).toBe('violation');
    expect(cardState({ rules: [] }, false)).toBe('inControl');
    expect(cardState({ rules: [2] }, false)).toBe('violation');
    expect(cardState({ rules: [] }, true)).toBe('violation');
  });
});

describe('isoWeeks', () => {
  const utc = normalizePeriod({ timezone: 'UTC', per_d_ini: '00:00' });

  it('splits the period at Mondays (ISO 8601 weeks), each week cut to the period', () => {
    // Wednesday 2026-04-01 to Wednesday 2026-04-15.
    const from = Date.UTC(2026, 3, 1, 12);
    const to = Date.UTC(2026, 3, 15);
    expect(isoWeeks(utc, from, to)).toEqual([
      { week: '2026-03-30', from, to: Date.UTC(2026, 3, 6) },
      { week: '2026-04-06', from: Date.UTC(2026, 3, 6), to: Date.UTC(2026, 3, 13) },
      { week: '2026-04-13', from: Date.UTC(2026, 3, 13), to },
    ]);
  });

  it("follows the unit's production day: a Monday 03:00 before a 06:00 day start still belongs to Sunday's week", () => {
    const shifted = normalizePeriod({ timezone: 'UTC', per_d_ini: '06:00' });
    const monday3 = Date.UTC(2026, 3, 6, 3);
    expect(isoWeeks(shifted, monday3, monday3 + 3_600_000)).toEqual([{ week: '2026-03-30', from: monday3, to: monday3 + 3_600_000 }]);
  });
});

describe('countsOf', () => {
  it("adds one card's counts per rule over both statuses and counts its open ones", () => {
    const counts = [
      { id_card: 1, rule: 1, status: 'open' as const, count: 2 },
      { id_card: 1, rule: 1, status: 'treated' as const, count: 3 },
      { id_card: 1, rule: 5, status: 'treated' as const, count: 1 },
      { id_card: 2, rule: 1, status: 'open' as const, count: 9 },
    ];
    expect(countsOf(counts, 1)).toEqual({ violations: { '1': 5, '5': 1 }, open: 2 });
    expect(countsOf(counts, 3)).toEqual({ violations: {}, open: 0 });
  });
});
