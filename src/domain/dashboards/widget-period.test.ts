import { describe, expect, it } from 'vitest';
import { widgetLevel, widgetRange } from './widget-period.js';

const saoPaulo = { timezone: 'America/Sao_Paulo' };
const utc = (iso: string) => Date.parse(iso);
// 12:20:30 in São Paulo (UTC−3): the third default shift (12:00–18:00) of the day.
const now = utc('2026-03-10T15:20:30Z');
const to = utc('2026-03-10T15:21:00Z');

describe('widgetRange', () => {
  it.each([
    ['currentShift', '2026-03-10T15:00:00Z'],
    ['today', '2026-03-10T03:00:00Z'],
    ['last24h', '2026-03-09T15:21:00Z'],
    ['last7d', '2026-03-03T15:21:00Z'],
  ] as const)('%s starts at %s in the unit zone and ends at the next whole minute', (period, from) => {
    expect(widgetRange(period, now, saoPaulo)).toEqual({ from: utc(from), to });
  });

  it('starts the day at the unit day start and falls back to it when no shift covers now', () => {
    const period = { ...saoPaulo, per_d_ini: '06:00', shifts: [{ description: 'Day', start: '06:00', end: '10:00' }] };
    expect(widgetRange('today', now, period).from).toBe(utc('2026-03-10T09:00:00Z'));
    expect(widgetRange('currentShift', now, period).from).toBe(utc('2026-03-10T09:00:00Z'));
  });
});

describe('widgetLevel', () => {
  it('reads hours for a shift or a day and days for a week', () => {
    expect([widgetLevel('currentShift'), widgetLevel('today'), widgetLevel('last24h'), widgetLevel('last7d')]).toEqual(['hour', 'hour', 'hour', 'day']);
  });
});
