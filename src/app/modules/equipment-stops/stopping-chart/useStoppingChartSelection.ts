import { useCallback } from 'react';
import type { ParetoDimension } from '../../../../domain/equipment-stops/stop-model.js';
import type { EditableRange } from '../../analysis/PeriodPicker.js';
import { isEditableRange, isIdOrNull, isRecord, oneOf } from '../../analysis/kept-value-checks.js';
import { isValidRange, shortcutRange } from '../../analysis/period-shortcuts.js';
import { useSessionState } from '../../analysis/useSessionState.js';
import { useSelectedUnitId } from '../../logbook/useSelectedUnitId.js';
import type { DrillTarget } from './drill-down.js';

interface StoppingChartChoice {
  idFrame: number | null;
  range: EditableRange;
  by: ParetoDimension;
  target: DrillTarget | null;
}

const isDimension = oneOf<ParetoDimension>(['motive', 'group']);
const isTarget = (value: unknown): value is DrillTarget | null =>
  value === null || (isRecord(value) && isDimension(value.by) && isIdOrNull(value.key) && typeof value.label === 'string');
const isChoice = (value: unknown): value is StoppingChartChoice =>
  isRecord(value) && isIdOrNull(value.idFrame) && isEditableRange(value.range) && isDimension(value.by) && isTarget(value.target);

/**
 * What the stopping chart shows: one frame or all, the period (last 7 days at first), motive or group, and the bar
 * opened; kept per unit for the browser tab, or in the app tab that shows the page.
 */
export function useStoppingChartSelection(timezone: string) {
  const unitId = useSelectedUnitId();
  const [choice, setChoice] = useSessionState<StoppingChartChoice>(
    `plataforma.stopping-chart.${unitId ?? 'none'}`,
    () => ({ idFrame: null, range: shortcutRange('last7d', Date.now(), timezone), by: 'motive', target: null }),
    isChoice,
  );
  // Any new question closes the opened bar: its stops belong to the old one.
  const asking = useCallback((changes: Partial<StoppingChartChoice>) => setChoice((current) => ({ ...current, ...changes, target: null })), [setChoice]);
  const { idFrame, range, by, target } = choice;
  return {
    idFrame,
    range,
    valid: isValidRange(range) ? range : null,
    by,
    target,
    setFrame: (next: number | null) => asking({ idFrame: next }),
    setRange: (next: EditableRange) => asking({ range: next }),
    setBy: (next: ParetoDimension) => asking({ by: next }),
    setTarget: (next: DrillTarget | null) => setChoice((current) => ({ ...current, target: next })),
  };
}
