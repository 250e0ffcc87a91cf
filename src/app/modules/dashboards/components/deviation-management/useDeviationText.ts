import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { DeviationManagementData } from '../../../../../domain/dashboards/components/data/deviation-management.js';
import { useSummaryText } from '../summary-shared/useSummaryText.js';

/** A tag's deviation in words: its value, its goal, the deviation and its status. */
export function useDeviationText(): (row: DeviationManagementData['tags'][number]) => string {
  const translate = useTranslate();
  const text = useSummaryText();
  return useCallback(
    (row) =>
      translate('dashboards.components.deviationManagement.row', {
        code: row.code,
        actual: text.value(row, row.actual),
        goal: text.goal(row, row.goal),
        deviation: text.value(row, row.deviation),
        percent: text.number(row.deviationPercent, 1),
        status: text.status(row.status),
      }),
    [translate, text],
  );
}
