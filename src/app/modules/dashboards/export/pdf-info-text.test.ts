import { describe, expect, it } from 'vitest';
import { pdfInfoText } from './pdf-info-text.js';

describe('a document property as a PDF text string (PDF 32000-1:2008, 7.9.2.2)', () => {
  it('keeps printable ASCII as it is, one space for any run of spaces', () => {
    expect(pdfInfoText('Production  overview\t#1')).toBe('Production overview #1');
  });

  it('writes anything else as UTF-16BE after the byte order mark, composed first', () => {
    expect(pdfInfoText('Ação')).toBe('\u00fe\u00ff\u0000A\u0000\u00e7\u0000\u00e3\u0000o');
    expect(pdfInfoText('Ω\u2265')).toBe('\u00fe\u00ff\u0003\u00a9\u0022\u0065');
    expect(pdfInfoText('Produc\u0327a\u0303o')).toBe(pdfInfoText('Produção'));
  });

  it('writes a character beyond U+FFFF as its surrogate pair, every character one byte', () => {
    const written = pdfInfoText('😀');
    expect(written).toBe('\u00fe\u00ff\u00d8\u003d\u00de\u0000');
    expect(Array.from(written).every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
  });
});
