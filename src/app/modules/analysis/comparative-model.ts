import { valueKey } from './chart-data.js';
import { offsetRows, overlayRows } from './offset-axis.js';
import type { TimeRange } from './series-types.js';
import { summarize, summaryDifference, type Summary } from './summary-stats.js';
import type { TrendModel } from './trend-model.js';
import type { TrendSeries } from './TrendChart.js';

export interface TagComparison {
  code: string;
  decimals: number;
  a: Summary | null;
  b: Summary | null;
  difference: Omit<Summary, 'count'> | null;
  /** A series was downsampled: its average is of the points kept, not of every value. */
  approximate: boolean;
}

/** Minimum, maximum and average of each tag in periods A and B, and B minus A. */
export function compareSummaries(a: TrendModel, b: TrendModel): TagComparison[] {
  return a.columns.map((column, index) => {
    const seriesA = a.series[index];
    const seriesB = b.series.find((series) => series.id_tag === seriesA?.id_tag);
    const summaryA = seriesA ? summarize(seriesA.points) : null;
    const summaryB = seriesB ? summarize(seriesB.points) : null;
    return {
      code: column.code,
      decimals: column.decimals,
      a: summaryA,
      b: summaryB,
      difference: summaryDifference(summaryA, summaryB),
      approximate: Boolean(seriesA?.downsampled || seriesB?.downsampled),
    };
  });
}

export interface Overlay {
  rows: Record<string, unknown>[];
  lines: TrendSeries[];
  span: number;
  lineAllowed: boolean;
}

/** Both periods on one axis of time since each period's start: A's series solid, B's dashed. */
export function overlay(a: TrendModel, b: TrendModel, rangeA: TimeRange, rangeB: TimeRange, names: { a: string; b: string }): Overlay {
  const count = a.columns.length;
  const alignedB = a.series.map((series) => b.series.findIndex((other) => other.id_tag === series.id_tag));
  const bRows = b.merged.map((row) => ({ ...row, values: alignedB.map((index) => (index >= 0 ? (row.values[index] ?? null) : null)) }));
  const merged = overlayRows(offsetRows(a.merged, rangeA.from), offsetRows(bRows, rangeB.from), count);
  const rows = merged.map((row) => {
    const chartRow: Record<string, unknown> = { t: row.t };
    row.values.forEach((value, index) => {
      chartRow[valueKey(index)] = value;
    });
    return chartRow;
  });
  const lines: TrendSeries[] = [
    ...a.lines.map((line, index) => ({ key: valueKey(index), name: `${line.name} (${names.a})`, color: line.color, decimals: line.decimals })),
    ...a.lines.map((line, index) => ({
      key: valueKey(count + index),
      name: `${line.name} (${names.b})`,
      color: line.color,
      decimals: line.decimals,
      dashed: true,
    })),
  ];
  const span = Math.max(rangeA.to - rangeA.from, rangeB.to - rangeB.from);
  return { rows, lines, span, lineAllowed: a.lineAllowed && b.lineAllowed };
}

/** One value axis for two charts side by side, so their heights compare; undefined when there are no values. */
export function sharedValueDomain(models: readonly TrendModel[]): [number, number] | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const model of models) {
    for (const row of model.merged) {
      for (const value of row.values) {
        if (value === null) continue;
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
  }
  if (min > max) return undefined;
  const pad = (max - min) * 0.05 || Math.abs(max) * 0.05 || 1;
  return [min - pad, max + pad];
}
