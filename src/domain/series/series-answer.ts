/** The answer of `GET MES/queries/series`: one entry per tag asked for, in the order asked (server and app). */
export type SeriesLevel = 'raw' | 'H' | 'D' | 'T' | 'S' | 'M';

export interface SeriesPoint {
  /** ISO UTC instant: the sample's time, or the bucket's start for a consolidated level. */
  t: string;
  v: number | null;
  /** The bucket's label for a consolidated level (`2026-03-08`, `2026-03-08#2`, `2026-03`...). */
  label?: string;
}

export interface SeriesLimits {
  spec_low?: number | null;
  spec_high?: number | null;
  action_low?: number | null;
  action_high?: number | null;
  valid_low?: number | null;
  valid_high?: number | null;
}

export interface SeriesGoal {
  /** `YYYY-MM-DD`, both days included. */
  period_start: string;
  period_end: string;
  goal_kind: 'single' | 'range';
  value?: number | null;
  lower?: number | null;
  upper?: number | null;
  mode: 'proportional' | 'fixed';
}

export interface TagSeries {
  id_tag: number;
  code: string;
  level: SeriesLevel;
  /** Points in the period before downsampling. */
  total: number;
  downsampled: boolean;
  points: SeriesPoint[];
  limits: SeriesLimits;
  goals: SeriesGoal[];
}

/** A tag's series as columns: `times[i]` (epoch ms: the sample's time or the bucket's start) holds `values[i]`. */
export interface TagSeriesColumns extends Omit<TagSeries, 'points'> {
  times: number[];
  values: (number | null)[];
  /** The buckets' labels, for a consolidated level only. */
  labels?: string[];
}
