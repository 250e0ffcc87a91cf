import { useCallback, useMemo } from 'react';
import { getSelectedUnit } from '../../auth/session-store.js';
import { analysisSelectionCheck } from './analysis-selection-check.js';
import { keepLevel, levelsOfAll } from './levels.js';
import { shortcutRange } from './period-shortcuts.js';
import type { EditableRange } from './PeriodPicker.js';
import type { AnalysisTag, SeriesLevel } from './series-types.js';
import { useSessionState } from './useSessionState.js';

export interface AnalysisSelection<L extends SeriesLevel> {
  tags: AnalysisTag[];
  range: EditableRange;
  /** Period B of the comparison. */
  rangeB: EditableRange;
  level: L;
  /** Events (frames) chosen with the tags, kept and restored by saved shortcuts. */
  eventIds: number[];
}

/**
 * The tags, period(s) and level chosen on an analysis page, kept for the tab's session per page and
 * unit. The level falls back to one every chosen tag consolidates.
 */
export function useAnalysisSelection<L extends SeriesLevel>(page: string, levels: readonly L[], timezone: string) {
  const unit = getSelectedUnit()?.id_elemento ?? 0;
  const accept = useMemo(() => analysisSelectionCheck(levels), [levels]);
  const [selection, setSelection] = useSessionState<AnalysisSelection<L>>(
    `plataforma.analysis.${page}.${unit}`,
    () => {
      const week = shortcutRange('last7d', Date.now(), timezone);
      return { tags: [], range: week, rangeB: { from: week.from - (week.to - week.from), to: week.from }, level: levels[0]!, eventIds: [] };
    },
    accept,
  );
  const offered = useMemo(() => levelsOfAll(selection.tags, levels), [selection.tags, levels]);
  const level = keepLevel(selection.level, offered);

  const update = useCallback((changes: Partial<AnalysisSelection<L>>) => setSelection((current) => ({ ...current, ...changes })), [setSelection]);
  // A choice kept in the tab before events were part of it has none.
  return { ...selection, eventIds: selection.eventIds ?? [], level, offered, update };
}
