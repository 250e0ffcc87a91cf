import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { drawableBy, embedFont } from './pdf-font.js';
import { dejaVuSans } from './pdf-font.fixture.js';

describe("what the PDF's current font can draw", () => {
  it('a standard font: WinAnsi only', () => {
    const canDraw = drawableBy(new jsPDF());
    expect(['A', 'ç', '€', '—'].every(canDraw)).toBe(true);
    expect(['Ω', '≥', 'Č', 'ő'].some(canDraw)).toBe(false);
  });

  it('the embedded DejaVu Sans, normal and bold: the characters its cmap has, none beyond U+FFFF', () => {
    const doc = new jsPDF();
    embedFont(doc, dejaVuSans);
    expect(doc.getFont().fontName).toBe('DejaVuSans');
    for (const style of ['normal', 'bold']) {
      const canDraw = drawableBy(doc.setFont('DejaVuSans', style));
      expect(Array.from('Ω ≥ 5 µm — Ñandú, Ação, Čeština, őŐ, Москва, Θερμοκρασία ±°²‰→').filter((char) => !canDraw(char))).toEqual([]);
      expect(['中', '文', '😀', '\u{1d400}'].some(canDraw)).toBe(false);
    }
  });
});
