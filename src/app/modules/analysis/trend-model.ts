import type { PeriodInput } from '../../../domain/consolidation/index.js';
import { lineChartAllowed, mostRawPoints } from '../../../domain/series/line-chart.js';
import { bandKey, chartRows, goalKey, goalKinds, valueKey, type ChartRow } from './chart-data.js';
import { mergeByTime, type MergedRow } from './merge-series.js';
import type { AnalysisTag, SeriesLevel, TagSeries } from './series-types.js';
import type { TagLimits, TrendSeries } from './TrendChart.js';
import { tagDecimals } from './value-format.js';
import type { ValueColumn } from './ValuesTable.js';

export interface TrendModel {
  /** The answered series in the order of the chosen tags. */
  series: TagSeries[];
  columns: ValueColumn[];
  merged: MergedRow[];
  rows: ChartRow[];
  lines: TrendSeries[];
  limits: TagLimits[];
  /** Points of the longest un-reduced series shown: the line option needs it under the spec's limit. */
  mostPoints: number;
  lineAllowed: boolean;
  downsampled: TagSeries[];
}

/** Everything the chart, table and export show of one answer of the series query. */
export function trendModel(
  answer: readonly TagSeries[],
  tags: readonly AnalysisTag[],
  level: SeriesLevel,
  period: PeriodInput,
  colors: readonly string[],
): TrendModel {
  const byId = new Map(answer.map((item) => [item.id_tag, item]));
  const chosen = tags.filter((tag) => byId.has(tag.id_tag));
  const series = chosen.map((tag) => byId.get(tag.id_tag)!);
  const columns = chosen.map((tag) => ({ code: tag.code, description: tag.description, decimals: tagDecimals(tag.decimals) }));
  const merged = mergeByTime(series);
  const rows = chartRows(
    merged,
    series.map((item) => item.goals ?? []),
    level,
    period,
  );
  const kinds = goalKinds(rows, series.length);
  const lines = chosen.map((tag, index) => ({
    key: valueKey(index),
    name: tag.code,
    color: colors[tags.indexOf(tag)] ?? colors[index]!,
    decimals: columns[index]!.decimals,
    ...(kinds.single[index] ? { goalKey: goalKey(index) } : {}),
    ...(kinds.band[index] ? { bandKey: bandKey(index) } : {}),
  }));
  const drawn = series.map((item) => ({ points: item.points.length, downsampled: item.downsampled }));
  return {
    series,
    columns,
    merged,
    rows,
    lines,
    limits: series.map((item) => ({ code: item.code, limits: item.limits ?? {} })),
    mostPoints: mostRawPoints(drawn),
    lineAllowed: lineChartAllowed(drawn),
    downsampled: series.filter((item) => item.downsampled),
  };
}
