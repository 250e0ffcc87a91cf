import type { AnalysisTag, SeriesLevel } from './series-types.js';

/** Raw values first, then the consolidations from the finest to the coarsest. */
export const seriesLevels: readonly SeriesLevel[] = ['raw', 'H', 'D', 'T', 'S', 'M'];

/** The levels of the report per periods: consolidations only. */
export const reportLevels: readonly Exclude<SeriesLevel, 'raw'>[] = ['D', 'T', 'S', 'M', 'H'];

const consolidationFlag = {
  H: 'consolidate_hour',
  D: 'consolidate_day',
  T: 'consolidate_shift',
  S: 'consolidate_week',
  M: 'consolidate_month',
} as const;

/** Whether a tag keeps this level (raw always; a consolidation unless the tag turned it off). */
export function tagHasLevel(tag: AnalysisTag, level: SeriesLevel): boolean {
  return level === 'raw' || tag[consolidationFlag[level]] !== false;
}

/** The levels every chosen tag keeps, in `levels` order. */
export function levelsOfAll<L extends SeriesLevel>(tags: readonly AnalysisTag[], levels: readonly L[]): L[] {
  return levels.filter((level) => tags.every((tag) => tagHasLevel(tag, level)));
}

/** The chosen level if still offered, else the first offered (or the chosen one when none is). */
export function keepLevel<L extends SeriesLevel>(chosen: L, offered: readonly L[]): L {
  return offered.includes(chosen) ? chosen : (offered[0] ?? chosen);
}
