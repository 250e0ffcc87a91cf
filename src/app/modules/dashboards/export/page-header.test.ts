import { describe, expect, it } from 'vitest';
import { noPeriod, pageHeader, tabPeriods } from './page-header.js';

const texts: Record<string, string> = {
  'dashboards.periods.today': 'Today',
  'dashboards.periods.last7d': 'Last 7 days',
  'dashboards.pdf.header.unit': 'Unit: %{unit}',
  'dashboards.pdf.header.period': 'Period: %{period}',
  'dashboards.pdf.header.generated': 'Generated on %{time}, %{zone}',
};
const translate = (key: string, options: Record<string, unknown> = {}) =>
  (texts[key] ?? key).replace(/%\{(\w+)\}/g, (_match, name: string) => String(options[name]));

describe('the page header', () => {
  it("lists the periods of the tab's widgets once each, ignoring widgets without one", () => {
    const widgets = [{ options: { period: 'last7d' } }, { options: { period: 'today' } }, { options: {} }, {}, { options: { period: 'today' } }];
    expect(tabPeriods(widgets)).toEqual(['today', 'last7d']);
    expect(tabPeriods([{ options: { period: 'yesterday' } }, { options: null }])).toEqual([]);
  });

  it('writes title, tab, unit, translated periods and generation time as text lines', () => {
    const header = pageHeader(
      { dashboard: 'Production overview', tab: 'Quality', unit: 'North Line 1', periods: ['today', 'last7d'], generatedAt: '10/03/2026 14:05', zone: 'UTC' },
      translate,
    );
    expect(header).toEqual({
      title: 'Production overview',
      subtitle: 'Quality',
      details: ['Unit: North Line 1', 'Period: Today, Last 7 days', 'Generated on 10/03/2026 14:05, UTC'],
    });
  });

  it('writes a dash when no widget names a period', () => {
    const header = pageHeader({ dashboard: 'HMI', tab: 'Synoptic', unit: 'North Line 1', periods: [], generatedAt: 'now', zone: 'UTC' }, translate);
    expect(header.details[1]).toBe(`Period: ${noPeriod}`);
  });
});
