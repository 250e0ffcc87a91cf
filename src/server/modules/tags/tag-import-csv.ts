import Papa from 'papaparse';

/** One data line of a CSV file: its 1-based line number in the file and its cells by header name. */
export interface CsvLine {
  line: number;
  cells: Record<string, string>;
}

export interface ParsedCsv {
  header: string[];
  lines: CsvLine[];
}

/** Field names hold neither separator, so the header line tells which one the file uses. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (separator: string) => header.split(separator).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * A CSV text (delimiter `,` or `;`, detected) as its header and data lines. Line numbers count
 * the header as line 1, so they are what a spreadsheet shows; blank lines are skipped but counted.
 */
export function parseCsv(text: string): ParsedCsv {
  const clean = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(clean, { delimiter: delimiterOf(clean), skipEmptyLines: false });
  const [head = [], ...rest] = data;
  const header = head.map((name) => name.trim());
  const lines = rest
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ line, cells }) => ({ line, cells: Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()])) }));
  return { header, lines };
}
