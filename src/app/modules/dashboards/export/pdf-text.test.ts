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

describe('pdfText with an embedded Unicode font', () => {
  // A font covering the Basic Multilingual Plane but Han ideographs, as DejaVu Sans does.
  const noHan = (char: string) => char.codePointAt(0)! <= 0xffff && !/\p{Script=Han}/u.test(char);

  it('keeps every character the font draws, beyond WinAnsi too', () => {
    const header = 'Ω ≥ 5 µm — Ñandú, Ação, Čeština, Őrség, Москва, Θερμοκρασία';
    expect(pdfText(header, noHan)).toBe(header);
  });

  it('still composes accents, plain spaces and drops direction marks', () => {
    expect(pdfText('C\u030ceština\u202f\u200e≥\t5', noHan)).toBe('Čeština ≥ 5');
  });

  it('shows each character the font lacks as one "?", an emoji (two UTF-16 units) too', () => {
    expect(pdfText('Linha 中文 😀 Ω', noHan)).toBe('Linha ?? ? Ω');
  });
});
