import { useState } from 'react';
import type { ParetoDimension } from '../../../../domain/equipment-stops/stop-model.js';
import type { EditableRange } from '../../analysis/PeriodPicker.js';
import { isValidRange, shortcutRange } from '../../analysis/period-shortcuts.js';
import type { DrillTarget } from './drill-down.js';

/** What the stopping chart shows: one frame or all, the period (last 7 days at first), motive or group, and the bar opened. */
export function useStoppingChartSelection(timezone: string) {
  const [idFrame, setFrame] = useState<number | null>(null);
  const [range, setRange] = useState<EditableRange>(() => shortcutRange('last7d', Date.now(), timezone));
  const [by, setBy] = useState<ParetoDimension>('motive');
  const [target, setTarget] = useState<DrillTarget | null>(null);
  // Any new question closes the opened bar: its stops belong to the old one.
  const closing =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setTarget(null);
    };
  return {
    idFrame,
    range,
    valid: isValidRange(range) ? range : null,
    by,
    target,
    setFrame: closing(setFrame),
    setRange: closing(setRange),
    setBy: closing(setBy),
    setTarget,
  };
}
