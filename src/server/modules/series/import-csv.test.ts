import { describe, expect, it } from 'vitest';
import { parseValueCsv } from './import-csv.js';

describe('parseValueCsv', () => {
  it('reads comma and semicolon files, any column order, BOM and blank lines, keeping line numbers', () => {
    const comma = parseValueCsv('\uFEFFtag,timestamp,value\nFLOW,2026-03-08T12:00:00Z,1.5\n\nLEVEL,2026-03-08T13:00:00+01:00,-2e3\n', 'UTC');
    expect(comma).toEqual({
      ok: true,
      samples: [
        { line: 2, code: 'FLOW', ts: Date.parse('2026-03-08T12:00:00Z'), value: 1.5 },
        { line: 4, code: 'LEVEL', ts: Date.parse('2026-03-08T12:00:00Z'), value: -2000 },
      ],
    });
    const semicolon = parseValueCsv('Value;Tag;Timestamp\r\n12.25;FLOW;2026-03-08T12:00:00\r\n', 'America/Sao_Paulo');
    expect(semicolon).toEqual({ ok: true, samples: [{ line: 2, code: 'FLOW', ts: Date.parse('2026-03-08T15:00:00Z'), value: 12.25 }] });
  });

  it('names every bad row with its line and key', () => {
    const result = parseValueCsv('tag;timestamp;value\nA;2026-03-08T12:00:00Z;1,5\n;2026-02-30T00:00:00Z;2\nB;2026-03-08T12:00:00Z\n', 'UTC');
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 2, key: 'validation.number', args: { value: '1,5' } },
        { row: 3, key: 'global.labels.requiredField', args: { field: 'tag' } },
        { row: 3, key: 'dataEntry.values.timestamp', args: { value: '2026-02-30T00:00:00Z' } },
        { row: 4, key: 'dataEntry.values.importColumns', args: { expected: 3, found: 2 } },
      ],
    });
  });

  it('refuses a wrong header and an empty file', () => {
    expect(parseValueCsv('code,time,value\nA,2026-03-08T12:00:00Z,1\n', 'UTC')).toEqual({
      ok: false,
      errors: [{ row: 1, key: 'dataEntry.values.importHeader', args: { columns: 'tag,timestamp,value' } }],
    });
    expect(parseValueCsv('', 'UTC')).toMatchObject({ ok: false, errors: [{ row: 1, key: 'dataEntry.values.importHeader' }] });
    expect(parseValueCsv('tag,timestamp,value\n\n', 'UTC')).toEqual({ ok: false, errors: [{ row: 1, key: 'dataEntry.values.importEmpty' }] });
  });
});
