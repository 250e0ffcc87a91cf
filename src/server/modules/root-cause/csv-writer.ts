/** A tiny RFC 4180 writer: fields quoted when they hold the separator, a quote or a line break; lines end in CRLF. */

export type CsvValue = string | number | boolean | null | undefined;

/** Text a spreadsheet would run as a formula (OWASP, "CSV Injection"): =, +, -, @, tab or carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One field as written: null and undefined empty, quotes doubled inside quotes, and a text that a spreadsheet would
 * take for a formula kept as text with a leading apostrophe (numbers stay numbers).
 */
export function csvField(value: CsvValue, separator: string): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && formulaStart.test(value) ? `'${value}` : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document, with a UTF-8 byte order mark so spreadsheets read the accents. */
export function csvDocument(rows: readonly (readonly CsvValue[])[], separator: string): string {
  return `\uFEFF${rows.map((row) => row.map((value) => csvField(value, separator)).join(separator)).join('\r\n')}\r\n`;
}
