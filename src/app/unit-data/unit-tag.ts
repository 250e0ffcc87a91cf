import type { CachedTag } from './unit-cache-filter.js';

/** A row of the unit's tag cache with the tag-schema fields the modules read (other fields stay untyped). */
export interface UnitTag extends CachedTag {
  code: string;
  description?: string | null;
  data_input?: string | null;
  decimals?: number | null;
  aggregation?: 'AVERAGE' | 'SUM' | 'DIFF' | 'CALC' | null;
  active?: boolean | null;
  id_unit_measurement?: number | null;
  filter_low?: number | null;
  filter_high?: number | null;
  consolidate_hour?: boolean | null;
  consolidate_day?: boolean | null;
  consolidate_shift?: boolean | null;
  consolidate_week?: boolean | null;
  consolidate_month?: boolean | null;
}

/** The cached rows that are tags (they have a code), sorted by code. */
export const unitTagsOf = (rows: readonly CachedTag[]): UnitTag[] =>
  (rows.filter((row) => typeof row.code === 'string') as UnitTag[]).sort((a, b) => a.code.localeCompare(b.code));
