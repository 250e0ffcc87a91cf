import { describe, expect, it } from 'vitest';
import { recentDays, utcRangeOf } from './alert-period.js';

describe('recentDays', () => {
  it('ends today on the unit calendar', () => {
    // 02:00 UTC on 10 March is still 9 March in São Paulo (UTC-3).
    const now = Date.UTC(2026, 2, 10, 2, 0);
    expect(recentDays(now, 'America/Sao_Paulo')).toEqual({ fromDay: '2026-03-03', toDay: '2026-03-09' });
    expect(recentDays(now, 'UTC', 1)).toEqual({ fromDay: '2026-03-10', toDay: '2026-03-10' });
  });
});

describe('utcRangeOf', () => {
  it('runs from the first midnight to the midnight after the last day, in UTC', () => {
    expect(utcRangeOf({ fromDay: '2026-03-03', toDay: '2026-03-09' }, 'America/Sao_Paulo')).toEqual({
      from: '2026-03-03T03:00:00Z',
      to: '2026-03-10T03:00:00Z',
    });
    expect(utcRangeOf({ fromDay: '2026-03-09', toDay: '2026-03-09' }, 'UTC')).toEqual({ from: '2026-03-09T00:00:00Z', to: '2026-03-10T00:00:00Z' });
  });

  it('is undefined for a missing day or a reversed range', () => {
    expect(utcRangeOf({ fromDay: '', toDay: '2026-03-09' }, 'UTC')).toBeUndefined();
    expect(utcRangeOf({ fromDay: '2026-03-10', toDay: '2026-03-09' }, 'UTC')).toBeUndefined();
  });
});
