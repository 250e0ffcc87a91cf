/**
 * The characters the PDF standard fonts can write: WinAnsiEncoding (PDF 32000-1:2008, Annex D.2):
 * printable ASCII, Latin-1's upper half, and 27 more in its 0x80–0x9F block (€, dashes, quotes, …).
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
};

/**
 * Text a standard PDF font can show: composed (NFC), every kind of space (the narrow no-break space
 * Intl puts in dates, tabs) as a plain space, invisible direction marks dropped, and any other
 * character outside WinAnsiEncoding as "?" rather than the wrong glyphs the font would draw.
 */
export function pdfText(text: string): string {
  return Array.from(
    text
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .replace(/[\u200b-\u200f\u2060\u061c]/g, ''),
    (char) => (isWinAnsi(char) ? char : '?'),
  ).join('');
}
