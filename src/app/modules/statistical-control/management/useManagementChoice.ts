import { useCallback } from 'react';
import type { EditableRange } from '../../analysis/PeriodPicker.js';
import { isEditableRange, isIdOrNull, isRecord } from '../../analysis/kept-value-checks.js';
import { shortcutRange } from '../../analysis/period-shortcuts.js';
import { useSessionState } from '../../analysis/useSessionState.js';
import { useSelectedUnitId } from '../../logbook/useSelectedUnitId.js';

interface ManagementChoice {
  range: EditableRange;
  /** The card opened below the overview; one the overview no longer lists counts as none. */
  selected: number | null;
}

const isChoice = (value: unknown): value is ManagementChoice => isRecord(value) && isEditableRange(value.range) && isIdOrNull(value.selected);

/** The period (last 30 days at first) and the opened card, kept per unit for the browser tab or in the app tab that shows the page. */
export function useManagementChoice(timezone: string) {
  const unitId = useSelectedUnitId();
  const [choice, setChoice] = useSessionState<ManagementChoice>(
    `plataforma.spc-management.${unitId ?? 'none'}`,
    () => ({ range: shortcutRange('last30d', Date.now(), timezone), selected: null }),
    isChoice,
  );
  const setRange = useCallback((range: EditableRange) => setChoice((current) => ({ ...current, range })), [setChoice]);
  const setSelected = useCallback((selected: number | null) => setChoice((current) => ({ ...current, selected })), [setChoice]);
  return { ...choice, setRange, setSelected };
}
