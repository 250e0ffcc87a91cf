import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.js';

describe('pdfText (PDF 32000-1:2008 Annex D.2, WinAnsiEncoding)', () => {
  it('keeps the Portuguese and Spanish letters, dashes, quotes and the euro', () => {
    expect(pdfText('Visão geral — Produção “Nº 1” ñ Ü … €')).toBe('Visão geral — Produção “Nº 1” ñ Ü … €');
  });

  it("writes Intl's narrow no-break space and tabs as plain spaces and drops direction marks", () => {
    expect(pdfText('10/03/2026,\u202f14:05\tUTC\u200e')).toBe('10/03/2026, 14:05 UTC');
  });

  it('composes decomposed accents before checking them', () => {
    expect(pdfText('Produc\u0327a\u0303o')).toBe('Produção');
  });

  it('shows what the standard fonts cannot draw as "?"', () => {
    expect(pdfText('Ω 中文 ok')).toBe('? ?? ok');
  });
});
