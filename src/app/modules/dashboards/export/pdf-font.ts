import type { jsPDF } from 'jspdf';
import { isWinAnsi, type CanDraw } from './pdf-text.js';

/** A Unicode TrueType family for the PDF's text, each style's TTF file in base64. */
export interface PdfFont {
  family: string;
  normal: string;
  bold: string;
}

/** The part of jsPDF's parsed TrueType font (its `TTFFont`) that tells which glyph draws a character. */
interface TrueTypeMetadata {
  characterToGlyph(code: number): number;
}

const isTrueType = (metadata: unknown): metadata is TrueTypeMetadata =>
  typeof (metadata as Partial<TrueTypeMetadata> | undefined)?.characterToGlyph === 'function';

/** Puts the family's files in the document (jsPDF embeds the glyphs used, Identity-H) and makes it the current font. */
export function embedFont(doc: jsPDF, font: PdfFont): void {
  for (const style of ['normal', 'bold'] as const) {
    const file = `${font.family}-${style}.ttf`;
    doc.addFileToVFS(file, font[style]);
    doc.addFont(file, font.family, style, undefined, 'Identity-H');
  }
  doc.setFont(font.family, 'normal');
}

/**
 * What the current font can draw: an embedded font, the characters its cmap has a glyph for in the
 * Basic Multilingual Plane (jsPDF writes UTF-16 code units, so no emoji); a standard font, WinAnsi.
 */
export function drawableBy(doc: jsPDF): CanDraw {
  const { metadata, isStandardFont } = doc.getFont();
  if (isStandardFont || !isTrueType(metadata)) return isWinAnsi;
  return (char) => {
    const code = char.codePointAt(0)!;
    return code <= 0xffff && metadata.characterToGlyph(code) !== 0;
  };
}
