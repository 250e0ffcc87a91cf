import type { MergedRow } from './merge-series.js';

/** The rows of a period with `t` as the time since the period's start (periods overlaid on one axis). */
export function offsetRows(rows: readonly MergedRow[], start: number): MergedRow[] {
  return rows.map((row) => ({ ...row, t: row.t - start }));
}

export interface OffsetParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Days, hours and minutes of an offset (floored to the minute). */
export function offsetParts(ms: number): OffsetParts {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** Overlaid rows of periods A and B: `s<i>` for A's series, `s<count + i>` for B's, merged by offset. */
export function overlayRows(a: readonly MergedRow[], b: readonly MergedRow[], count: number): MergedRow[] {
  const byOffset = new Map<number, MergedRow>();
  const place = (rows: readonly MergedRow[], shift: number) => {
    for (const row of rows) {
      let merged = byOffset.get(row.t);
      if (!merged) {
        merged = { t: row.t, values: Array.from({ length: 2 * count }, () => null) };
        byOffset.set(row.t, merged);
      }
      row.values.forEach((value, index) => {
        merged.values[shift + index] = value;
      });
    }
  };
  place(a, 0);
  place(b, count);
  return [...byOffset.values()].sort((x, y) => x.t - y.t);
}
