import { describe, expect, it } from 'vitest';
import { csvDataUrl, sampleCsv } from './sample-csv.js';

const now = Date.parse('2026-03-10T14:25:00Z');

describe('sampleCsv', () => {
  it('has the header and three hourly rows per tag, in the unit time zone without offset', () => {
    expect(sampleCsv(['FT-01', 'LT-02', 'XX'], now, 'America/Sao_Paulo')).toBe(
      [
        'tag,timestamp,value',
        'FT-01,2026-03-10T09:00:00,10.0',
        'FT-01,2026-03-10T10:00:00,10.5',
        'FT-01,2026-03-10T11:00:00,11.0',
        'LT-02,2026-03-10T09:00:00,20.0',
        'LT-02,2026-03-10T10:00:00,20.5',
        'LT-02,2026-03-10T11:00:00,21.0',
      ].join('\n') + '\n',
    );
  });

  it('uses a placeholder code without tags and quotes a code with a comma', () => {
    expect(sampleCsv([], now, 'UTC').split('\n')[1]).toBe('TAG-CODE,2026-03-10T12:00:00,10.0');
    expect(sampleCsv(['A,"B"'], now, 'UTC').split('\n')[1]).toBe('"A,""B""",2026-03-10T12:00:00,10.0');
  });

  it('downloads as a CSV data URL', () => {
    expect(csvDataUrl('tag,timestamp,value\nA,2026-03-10T12:00:00,1\n')).toBe(
      'data:text/csv;charset=utf-8,tag%2Ctimestamp%2Cvalue%0AA%2C2026-03-10T12%3A00%3A00%2C1%0A',
    );
  });
});
