import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdf } from './pdf-document.js';

// A 1 × 1 PNG; its size in CSS pixels is what the page fits.
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const folder = mkdtempSync(join(tmpdir(), 'pdf-document-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function written(bytes: ArrayBuffer): string {
  const file = join(folder, 'tabs.pdf');
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
});
