/** The series answer's types live in src/domain/series (the server answers the same shape). */
export type { SeriesGoal, SeriesLevel, SeriesLimits, SeriesPoint, TagSeries } from '../../../domain/series/series-answer.js';

/** A tag as the unit's cache holds it (the tag record; fields the analysis reads). */
export interface AnalysisTag {
  id_tag: number;
  code: string;
  description?: string | null;
  decimals?: number | null;
  aggregation?: 'AVERAGE' | 'SUM' | 'DIFF' | 'CALC' | null;
  active?: boolean | null;
  consolidate_hour?: boolean | null;
  consolidate_day?: boolean | null;
  consolidate_shift?: boolean | null;
  consolidate_week?: boolean | null;
  consolidate_month?: boolean | null;
}

/** A time range in UTC ms, `from` included, `to` excluded. */
export interface TimeRange {
  from: number;
  to: number;
}
