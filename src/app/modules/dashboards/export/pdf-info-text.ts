/**
 * A document property (the title) as a PDF text string (PDF 32000-1:2008, 7.9.2.2): printable ASCII
 * as it is, anything else as UTF-16BE after its byte order mark, one byte per JavaScript character,
 * since jsPDF writes each character's low byte and no font is involved.
 */
export function pdfInfoText(text: string): string {
  const composed = text.normalize('NFC').replace(/\s+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(composed)) return composed;
  let bytes = '\u00fe\u00ff';
  for (let index = 0; index < composed.length; index += 1) {
    const unit = composed.charCodeAt(index);
    bytes += String.fromCharCode(unit >> 8, unit & 0xff);
  }
  return bytes;
}
