import Papa from 'papaparse';
import { MINUTE_MS, formatDay, toLocal } from '../../../domain/consolidation/local-time.js';
import type { MergedRow } from './merge-series.js';
import type { TimeRange } from './series-types.js';
import { plainValue } from './value-format.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` on the unit's wall clock. */
export function localTimestamp(ms: number, timezone: string): string {
  const { day, msOfDay } = toLocal(timezone, ms);
  const seconds = Math.floor(msOfDay / 1000);
  return `${formatDay(day)} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export interface CsvColumns {
  /** Headers of the local time, the UTC instant and (consolidated levels) the bucket label. */
  time: string;
  utc: string;
  label?: string;
  tags: readonly { code: string; decimals: number }[];
}

export interface CsvTotals {
  /** Written in the first column. */
  title: string;
  values: readonly (number | null)[];
}

/** The rows shown, as CSV: local time, UTC instant, [label,] one column per tag with its decimals, [a totals line]. */
export function seriesCsv(columns: CsvColumns, rows: readonly MergedRow[], timezone: string, totals?: CsvTotals): string {
  const fields = [columns.time, columns.utc, ...(columns.label ? [columns.label] : []), ...columns.tags.map((tag) => tag.code)];
  const data = rows.map((row) => [
    localTimestamp(row.t, timezone),
    new Date(row.t).toISOString(),
    ...(columns.label ? [row.label ?? ''] : []),
    ...columns.tags.map((tag, index) => plainValue(row.values[index], tag.decimals)),
  ]);
  if (totals) {
    const blanks = columns.label ? ['', ''] : [''];
    data.push([totals.title, ...blanks, ...columns.tags.map((tag, index) => plainValue(totals.values[index], tag.decimals))]);
  }
  return Papa.unparse({ fields, data }, { newline: '\r\n' });
}

const fileStamp = (ms: number, timezone: string) => {
  const { day, msOfDay } = toLocal(timezone, ms);
  const minutes = Math.floor(msOfDay / MINUTE_MS);
  return `${formatDay(day)}_${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
};

/** `<prefix>_<from>_to_<to>.csv`, the period on the unit's wall clock. */
export function csvFileName(prefix: string, range: TimeRange, timezone: string): string {
  return `${prefix}_${fileStamp(range.from, timezone)}_to_${fileStamp(range.to, timezone)}.csv`;
}
