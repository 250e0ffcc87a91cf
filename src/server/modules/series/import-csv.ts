import Papa from 'papaparse';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';
import { valueKeys, type ImportRowError } from './write-errors.js';
import { parseTimestamp } from './write-timestamp.js';

export const MAX_IMPORT_ROWS = 200_000;
const COLUMNS = ['tag', 'timestamp', 'value'] as const;
/** A decimal number with `.` as separator (a `,` would be a column separator or a locale's decimal). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** One data row of the file: `line` is its 1-based line (the header is line 1). */
export interface CsvSample {
  line: number;
  code: string;
  ts: number;
  value: number;
}

export type CsvParse = { ok: true; samples: CsvSample[] } | { ok: false; errors: ImportRowError[] };

const required = 'global.labels.requiredField';

/** The separator of the header line: `;` when it has one and no `,`, else `,`. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

function headerPositions(header: readonly string[]): Record<(typeof COLUMNS)[number], number> | undefined {
  const names = header.map((name) => name.trim().toLowerCase());
  const positions = COLUMNS.map((column) => names.indexOf(column));
  if (positions.some((position) => position < 0) || names.length !== COLUMNS.length) return undefined;
  return { tag: positions[0]!, timestamp: positions[1]!, value: positions[2]! };
}

function parseRow(
  cells: readonly string[],
  line: number,
  at: Record<(typeof COLUMNS)[number], number>,
  timezone: string,
): { errors: ImportRowError[] } | { sample: CsvSample } {
  if (cells.some(hasNul)) return { errors: [{ row: line, key: nulCharacterKey }] };
  if (cells.length !== COLUMNS.length)
    return { errors: [{ row: line, key: valueKeys.importColumns, args: { expected: COLUMNS.length, found: cells.length } }] };
  const code = cells[at.tag]!.trim();
  const tsText = cells[at.timestamp]!.trim();
  const valueText = cells[at.value]!.trim();
  const errors: ImportRowError[] = [];
  const ts = parseTimestamp(tsText, timezone);
  if (!code) errors.push({ row: line, key: required, args: { field: 'tag' } });
  if (!tsText) errors.push({ row: line, key: required, args: { field: 'timestamp' } });
  else if (ts === null) errors.push({ row: line, key: valueKeys.timestamp, args: { value: tsText } });
  if (!valueText) errors.push({ row: line, key: required, args: { field: 'value' } });
  else if (!DECIMAL.test(valueText) || !Number.isFinite(Number(valueText))) errors.push({ row: line, key: 'validation.number', args: { value: valueText } });
  return errors.length ? { errors } : { sample: { line, code, ts: ts!, value: Number(valueText) } };
}

/**
 * Reads a value CSV (header `tag,timestamp,value` in any order, `,` or `;` separated, `.` decimals,
 * timestamps without offset in `timezone`): every row parsed, or every bad row with its line.
 * Blank lines are skipped but still counted, so line numbers match an editor's.
 */
export function parseValueCsv(text: string, timezone: string): CsvParse {
  const clean = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(clean, { delimiter: delimiterOf(clean), skipEmptyLines: false });
  const [header, ...rows] = data;
  const at = header ? headerPositions(header) : undefined;
  if (!at) return { ok: false, errors: [{ row: 1, key: valueKeys.importHeader, args: { columns: COLUMNS.join(',') } }] };
  const errors: ImportRowError[] = [];
  const samples: CsvSample[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const parsed = parseRow(cells, index + 2, at, timezone);
    if ('sample' in parsed) samples.push(parsed.sample);
    else errors.push(...parsed.errors);
  });
  if (errors.length) return { ok: false, errors };
  if (samples.length === 0) return { ok: false, errors: [{ row: 1, key: valueKeys.importEmpty }] };
  if (samples.length > MAX_IMPORT_ROWS) return { ok: false, errors: [{ row: 1, key: valueKeys.importTooManyRows, args: { max: MAX_IMPORT_ROWS } }] };
  return { ok: true, samples };
}
