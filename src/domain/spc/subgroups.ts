import type { NormalizedPeriod } from '../consolidation/period.js';
import type { Subgroup } from './chart-model.js';

/** Consecutive values in subgroups of `size` (times ascending); an incomplete last subgroup is left out. */
export function subgroupsBySize(times: readonly number[], values: readonly number[], size: number): Subgroup[] {
  throw new Error(`not built yet: ${times.length} ${values.length} ${size}`);
}

/** One subgroup per production day of `entries` entries (3: the unit's shifts; 6 and 24: equal blocks from the day start). */
export function subgroupsByDay(times: readonly number[], values: readonly number[], entries: 3 | 6 | 24, period: NormalizedPeriod): Subgroup[] {
  throw new Error(`not built yet: ${times.length} ${values.length} ${entries} ${period.timezone}`);
}
