import { afterEach, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../../../domain/dashboards/components/data/report.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderIn } from '../tag-values/test-harness.js';
import { reportComponent } from './index.js';

const { Renderer } = reportComponent;
// The options' defaults (report.schema.json) with the tags.
const options = { tags: [7, 8], level: 'hour', period: 'today' };
const column = (id_tag: number, code: string, unit: string | null, decimals: number) => ({
  id_tag,
  code,
  description: null,
  unit,
  decimals,
  direction: 'higher_better' as const,
});
const rows = Array.from({ length: 30 }, (_, i) => ({
  start: new Date(Date.parse('2026-03-10T03:00:00.000Z') + i * 3_600_000).toISOString(),
  label: `h${i}`,
  values: [80 + i / 10, i === 2 ? null : 1234.5 + i],
}));
const data: ReportData = {
  level: 'hour',
  from: rows[0]!.start,
  to: '2026-03-11T09:00:00.000Z',
  columns: [column(7, 'TT-101', '°C', 1), column(8, 'FT-201', null, 0)],
  rows,
};

describe('the report in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('writes a row per hour on the unit clock and a column per tag, numbers the Spanish way, the header kept while it scrolls', async () => {
    const screen = await renderIn('es-ES', <Renderer options={options} data={data} width={420} height={200} />);
    const headers = [...screen.container.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Período', 'TT-101 (°C)', 'FT-201']);
    const cells = (n: number) =>
      [...screen.container.querySelectorAll('[data-testid="report-row"]')[n]!.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(0)).toEqual([expect.stringMatching(/^10\/03\/2026,? 00:00$/), '80,0', '1235']);
    expect(cells(2)).toEqual([expect.stringMatching(/02:00$/), '80,2', '—']);
    expect(cells(29)[2]).toBe('1264');
    const header = screen.container.querySelector('thead th')!;
    expect(getComputedStyle(header).position).toBe('sticky');
    const scroller = screen.getByTestId('report').element().parentElement!;
    expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  });

  it('says so when the period has no values', async () => {
    const screen = await renderIn('en-US', <Renderer options={options} data={{ ...data, rows: [] }} width={420} height={200} />);
    await expect.element(screen.getByTestId('report-empty')).toHaveTextContent('No values in this period.');
  });
});
