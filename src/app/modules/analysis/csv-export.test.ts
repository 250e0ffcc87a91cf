import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, localTimestamp, seriesCsv } from './csv-export.js';

const rows = [
  { t: Date.UTC(2026, 0, 1, 3), label: '2026-01-01', values: [1.234, null] },
  { t: Date.UTC(2026, 0, 2, 3), label: '2026-01-02', values: [2, 1000.5] },
];
const tags = [
  { code: 'FLOW, "main"', decimals: 2 },
  { code: 'LEVEL', decimals: 0 },
];

describe('CSV export of what is shown', () => {
  it('writes local time, UTC, label and each tag with its decimals', () => {
    const csv = seriesCsv({ time: 'Time', utc: 'UTC', label: 'Period', tags }, rows, 'America/Sao_Paulo');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed).toEqual([
      ['Time', 'UTC', 'Period', 'FLOW, "main"', 'LEVEL'],
      ['2026-01-01 00:00:00', '2026-01-01T03:00:00.000Z', '2026-01-01', '1.23', ''],
      ['2026-01-02 00:00:00', '2026-01-02T03:00:00.000Z', '2026-01-02', '2.00', '1001'],
    ]);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('leaves the label out for raw values', () => {
    const csv = seriesCsv({ time: 'Time', utc: 'UTC', tags }, rows.slice(0, 1), 'UTC');
    expect(csv.split('\r\n')[1]).toBe('2026-01-01 03:00:00,2026-01-01T03:00:00.000Z,1.23,');
  });

  it('ends with the totals line when there is one', () => {
    const csv = seriesCsv({ time: 'Time', utc: 'UTC', label: 'Period', tags }, rows, 'UTC', { title: 'Total', values: [3.234, null] });
    expect(csv.split('\r\n').at(-1)).toBe('Total,,,3.23,');
  });

  it('names the file after the period on the unit clock', () => {
    expect(csvFileName('process-analysis', { from: Date.UTC(2025, 5, 1, 3), to: Date.UTC(2026, 5, 1, 3, 30) }, 'America/Sao_Paulo')).toBe(
      'process-analysis_2025-06-01_0000_to_2026-06-01_0030.csv',
    );
    expect(localTimestamp(Date.UTC(2026, 0, 1, 23, 59, 59, 900), 'UTC')).toBe('2026-01-01 23:59:59');
  });
});
