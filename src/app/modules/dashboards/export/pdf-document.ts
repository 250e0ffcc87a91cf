import { jsPDF } from 'jspdf';
import { a4Landscape, fitInside, imageArea } from './page-fit.js';
import type { PageHeader } from './page-header.js';
import { drawableBy, embedFont, type PdfFont } from './pdf-font.js';
import { pdfInfoText } from './pdf-info-text.js';
import { pdfText } from './pdf-text.js';

/** A tab drawn as a PNG data URL, with its size in CSS pixels (its aspect ratio is what counts). */
export interface CapturedImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** One tab's page: its header as text, then its image, or a note when it could not be drawn. */
export interface PdfPage {
  header: PageHeader;
  image?: CapturedImage;
  note?: string;
}

export interface PdfBuilder {
  addPage(page: PdfPage): void;
  blob(): Blob;
  bytes(): ArrayBuffer;
}

/** Millimetres in a typographic point (1/72 in). */
const MM_PER_PT = 25.4 / 72;
const LINE_HEIGHT = 1.3;
const { margin, width: pageWidth } = a4Landscape;

/** Writes the header's lines from the top margin (long ones wrapped) and a rule under them; answers where the rule is. */
function writeHeader(doc: jsPDF, family: string, header: PageHeader): number {
  let y = margin;
  const write = (text: string, size: number, style: 'bold' | 'normal') => {
    doc.setFont(family, style).setFontSize(size);
    for (const line of doc.splitTextToSize(pdfText(text, drawableBy(doc)), pageWidth - 2 * margin) as string[]) {
      y += size * MM_PER_PT * LINE_HEIGHT;
      doc.text(line, margin, y);
    }
  };
  doc.setTextColor(33, 33, 33);
  write(header.title, 16, 'bold');
  write(header.subtitle, 13, 'bold');
  doc.setTextColor(90, 90, 90);
  header.details.forEach((detail) => write(detail, 10, 'normal'));
  y += 2.5;
  doc
    .setDrawColor(200, 200, 200)
    .setLineWidth(0.2)
    .line(margin, y, pageWidth - margin, y);
  return y;
}

/**
 * A PDF of A4 landscape pages, one per tab (jsPDF): the header is real text, so it can be searched and
 * copied, and the tab's image is scaled to fit whole below it. The text is in `font`, embedded, so it
 * prints as typed in any script the font covers; without it, in Helvetica, WinAnsi only.
 */
export function createPdf(documentTitle: string, font?: PdfFont): PdfBuilder {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: pdfInfoText(documentTitle) });
  if (font) embedFont(doc, font);
  const family = font?.family ?? 'helvetica';
  let pages = 0;
  return {
    addPage({ header, image, note }) {
      if (pages > 0) doc.addPage('a4', 'landscape');
      pages += 1;
      const area = imageArea(writeHeader(doc, family, header) + 4);
      if (image) {
        const box = fitInside(image, area);
        doc.addImage(image.dataUrl, 'PNG', box.x, box.y, box.width, box.height, undefined, 'FAST');
      } else if (note) {
        doc
          .setFont(family, font ? 'normal' : 'italic')
          .setFontSize(12)
          .setTextColor(90, 90, 90);
        doc.text(pdfText(note, drawableBy(doc)), area.x, area.y + 8);
      }
    },
    blob: () => doc.output('blob'),
    bytes: () => doc.output('arraybuffer'),
  };
}
