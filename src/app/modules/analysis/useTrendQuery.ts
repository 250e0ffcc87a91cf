import { useMemo } from 'react';
import type { PeriodInput } from '../../../domain/consolidation/index.js';
import { isValidRange } from './period-shortcuts.js';
import type { EditableRange } from './PeriodPicker.js';
import { pointsForWidth, seriesPath } from './series-query.js';
import type { AnalysisTag, SeriesLevel } from './series-types.js';
import { trendModel } from './trend-model.js';
import { useDebouncedValue } from './useDebouncedValue.js';
import { useSeries } from './useSeries.js';

/** Horizontal room of the chart taken by the value axis and margins, not by points. */
const chartChrome = 100;

/**
 * Asks for the chosen tags over a period at about one point per pixel of the chart's `width`, and
 * turns the answer into what the chart, table and export show.
 */
export function useTrendQuery(
  tags: readonly AnalysisTag[],
  range: EditableRange,
  level: SeriesLevel,
  width: number,
  period: PeriodInput,
  colors: readonly string[],
) {
  const valid = isValidRange(range) ? range : null;
  const ids = tags.map((tag) => tag.id_tag);
  const path = ids.length && valid && width > 0 ? seriesPath({ tags: ids, range: valid, level, points: pointsForWidth(width - chartChrome) }) : null;
  const state = useSeries(useDebouncedValue(path, 300));
  const answerLevel = state.data?.[0]?.level ?? level;
  const colorKey = colors.join();
  const model = useMemo(
    () => (state.data ? trendModel(state.data, tags, answerLevel, period, colors) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colours follow the tags; a new array of the same colours needs no new model.
    [state.data, tags, answerLevel, period, colorKey],
  );
  return { state, model, valid };
}
