import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdf } from './pdf-document.js';
import { dejaVuSans } from './pdf-font.fixture.js';

// A 1 × 1 PNG; its size in CSS pixels is what the page fits.
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const folder = mkdtempSync(join(tmpdir(), 'pdf-document-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function written(bytes: ArrayBuffer, name = 'tabs.pdf'): string {
  const file = join(folder, name);
  writeFileSync(file, Buffer.from(bytes));
  return file;
}

describe('the PDF of dashboard tabs, opened with poppler (pdfinfo, pdftotext, pdfimages)', () => {
  it('has one A4 landscape page per tab, the header as text and the image or the note below it', () => {
    const pdf = createPdf('Visão geral');
    const details = ['Unidade: Linha Norte 1', 'Período: Hoje', 'Gerado em 10/03/2026,\u202f14:05'];
    pdf.addPage({ header: { title: 'Visão geral', subtitle: 'Produção', details }, image: { dataUrl: png, width: 1280, height: 720 } });
    pdf.addPage({ header: { title: 'Visão geral', subtitle: 'Sinóptico', details }, note: 'Esta aba não pode ser exportada como imagem.' });
    const file = written(pdf.bytes());

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(info).toMatch(/^Page size:\s+841\.89 x 595\.28 pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+Visão geral$/m);

    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
    expect(pages[0]).toContain('Produção');
    expect(pages[0]).toContain('Unidade: Linha Norte 1');
    expect(pages[0]).toContain('Gerado em 10/03/2026, 14:05');
    expect(pages[1]).toContain('Sinóptico');
    expect(pages[1]).toContain('Esta aba não pode ser exportada como imagem.');

    // Columns: page, num, type (an image's alpha channel is listed too, as its "smask").
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    const pictures = images.map((line) => line.trim().split(/\s+/)).filter((columns) => columns[2] === 'image');
    expect(pictures.map((columns) => columns[0])).toEqual(['1']);
  });

  const unicodeHeader = 'Ω ≥ 5 µm — Ñandú, Ação, Čeština';
  const details = ['Unidade: Линия 1 · Őrség', 'Período: Hoje', 'Gerado em 10/03/2026,\u202f14:05'];
  /** pdffonts' rows: name, type, encoding, embedded, subset, ToUnicode, object. */
  const fonts = (file: string) => execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);

  it('writes the header as typed in the embedded DejaVu Sans, its glyphs only, and the title in UTF-16', () => {
    const pdf = createPdf(unicodeHeader, dejaVuSans);
    pdf.addPage({ header: { title: unicodeHeader, subtitle: 'Θερμοκρασία ≤ 80 °C', details }, image: { dataUrl: png, width: 1280, height: 720 } });
    pdf.addPage({ header: { title: unicodeHeader, subtitle: 'Sinóptico', details }, note: 'Esta aba não pode ser exportada — Ω' });
    const bytes = pdf.bytes();
    const file = written(bytes, 'unicode.pdf');

    // jsPDF lists the 14 standard fonts too, never embedded; the text's are DejaVu Sans, normal and bold, embedded.
    expect(fonts(file).filter((line) => line.startsWith('DejaVuSans'))).toEqual([
      expect.stringMatching(/^DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes\b/),
      expect.stringMatching(/^DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes\b/),
    ]);
    // Only the glyphs used: far below the 757 kB and 706 kB of the two TTF files.
    expect(bytes.byteLength).toBeLessThan(200_000);

    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Title:\s+Ω ≥ 5 µm — Ñandú, Ação, Čeština$/m);
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
    expect(pages[0]).toContain(unicodeHeader);
    expect(pages[0]).toContain('Θερμοκρασία ≤ 80 °C');
    expect(pages[0]).toContain('Unidade: Линия 1 · Őrség');
    expect(pages[0]).toContain('Gerado em 10/03/2026, 14:05');
    expect(pages[0]).not.toContain('?');
    expect(pages[1]).toContain('Esta aba não pode ser exportada — Ω');
  });

  it('writes a character the font lacks as "?" and the rest of its line after it', () => {
    const pdf = createPdf('Linha', dejaVuSans);
    pdf.addPage({ header: { title: 'Linha 中文 Ω ok', subtitle: 'Produção 😀 fim', details: [] }, note: '—' });
    const text = execFileSync('pdftotext', ['-layout', written(pdf.bytes(), 'missing.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('Linha ?? Ω ok');
    expect(text).toContain('Produção ? fim');
  });

  it('falls back to Helvetica without the font: WinAnsi as typed, the rest as "?"', () => {
    const pdf = createPdf(unicodeHeader);
    pdf.addPage({ header: { title: unicodeHeader, subtitle: 'Produção', details: [] }, note: '—' });
    const file = written(pdf.bytes(), 'standard.pdf');
    expect(fonts(file).some((line) => /\byes\b/.test(line))).toBe(false);
    expect(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).toContain('? ? 5 µm — Ñandú, Ação, ?eština');
  });
});
