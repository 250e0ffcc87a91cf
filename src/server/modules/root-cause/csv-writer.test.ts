import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv-writer.js';

describe('csv writer (RFC 4180)', () => {
  it('writes plain values as they are and empty values empty', () => {
    expect(csvField('abc', ',')).toBe('abc');
    expect(csvField(12.5, ',')).toBe('12.5');
    expect(csvField(null, ',')).toBe('');
    expect(csvField(undefined, ';')).toBe('');
  });

  it('quotes a field that holds the separator, a quote or a line break, doubling the quotes', () => {
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo', ',')).toBe('"one\ntwo"');
    expect(csvField('one\rtwo', ',')).toBe('"one\rtwo"');
  });

  it('keeps a text a spreadsheet would run as a formula as text (OWASP CSV injection), numbers as numbers', () => {
    expect(csvField('=HYPERLINK("http://x")', ',')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1', ',')).toBe("'+1");
    expect(csvField('-2+3', ';')).toBe("'-2+3");
    expect(csvField('@SUM(A1)', ',')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd', ',')).toBe("'\tcmd");
    expect(csvField(-2.5, ',')).toBe('-2.5');
    expect(csvField('a=b', ',')).toBe('a=b');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      csvDocument(
        [
          ['id', 'title'],
          [1, 'Fix, then "test"'],
        ],
        ',',
      ),
    ).toBe('\uFEFFid,title\r\n1,"Fix, then ""test"""\r\n');
  });
});
