import { isEditableRange, isIdList, isRecord } from './kept-value-checks.js';
import type { AnalysisSelection } from './useAnalysisSelection.js';
import type { AnalysisTag, SeriesLevel } from './series-types.js';

const isTag = (value: unknown): value is AnalysisTag => isRecord(value) && Number.isInteger(value.id_tag) && typeof value.code === 'string';

/** A kept analysis selection the page can show: one kept before events were part of it has none, and still counts. */
export const analysisSelectionCheck =
  <L extends SeriesLevel>(levels: readonly L[]) =>
  (value: unknown): value is AnalysisSelection<L> =>
    isRecord(value) &&
    Array.isArray(value.tags) &&
    value.tags.every(isTag) &&
    isEditableRange(value.range) &&
    isEditableRange(value.rangeB) &&
    (levels as readonly unknown[]).includes(value.level) &&
    (value.eventIds === undefined || isIdList(value.eventIds));
