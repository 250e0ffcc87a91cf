import { describe, expect, it } from 'vitest';
import { parseCsv } from './tag-import-csv.js';

describe('parseCsv', () => {
  it.each([
    ['commas', 'code,description\nA,"Tank, north"\n'],
    ['semicolons, a BOM and CRLF', '\uFEFFcode;description\r\nA;Tank, north\r\n'],
  ])('reads a file with %s, its lines numbered as in the file', (_name, text) => {
    expect(parseCsv(text)).toEqual({ header: ['code', 'description'], lines: [{ line: 2, cells: { code: 'A', description: 'Tank, north' } }] });
  });

  it('skips blank lines but keeps counting them, and fills missing cells with empty text', () => {
    expect(parseCsv('code;description\n\nA\n ; \nB;b\n').lines).toEqual([
      { line: 3, cells: { code: 'A', description: '' } },
      { line: 5, cells: { code: 'B', description: 'b' } },
    ]);
  });
});
