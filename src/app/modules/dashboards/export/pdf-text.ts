/** Whether the current font can draw one character (a code point). */
export type CanDraw = (char: string) => boolean;

/**
 * The characters the PDF standard fonts can write: WinAnsiEncoding (PDF 32000-1:2008, Annex D.2):
 * printable ASCII, Latin-1's upper half, and 27 more in its 0x80–0x9F block (€, dashes, quotes, …).
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export const isWinAnsi: CanDraw = (char) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
};

/**
 * Text the PDF's font can show: composed (NFC), every kind of space (the narrow no-break space Intl
 * puts in dates, tabs) as a plain space, invisible direction marks dropped, and any character the font
 * cannot draw as "?" (a standard font would draw wrong glyphs; jsPDF cuts an embedded font's line at
 * the first glyph it lacks). By default the font is a standard one (WinAnsiEncoding).
 */
export function pdfText(text: string, canDraw: CanDraw = isWinAnsi): string {
  return Array.from(
    text
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .replace(/[\u200b-\u200f\u2060\u061c]/g, ''),
    (char) => (canDraw(char) ? char : '?'),
  ).join('');
}
