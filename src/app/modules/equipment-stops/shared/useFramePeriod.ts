import { useState } from 'react';
import type { EditableRange } from '../../analysis/PeriodPicker.js';
import { isValidRange, shortcutRange } from '../../analysis/period-shortcuts.js';

/** A frame (null: all) and a period on the unit's clock, the last 7 days at first; `valid` is null while the period is not. */
export function useFramePeriod(timezone: string) {
  const [idFrame, setFrame] = useState<number | null>(null);
  const [range, setRange] = useState<EditableRange>(() => shortcutRange('last7d', Date.now(), timezone));
  return { idFrame, setFrame, range, setRange, valid: isValidRange(range) ? range : null };
}
