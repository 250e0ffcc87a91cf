import type { EditableRange } from './PeriodPicker.js';
import type { KeptValueCheck } from './useSessionState.js';

/** Checks of choices read back from a tab's session or an app tab's settings (useSessionState's `accept`). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isInstantOrNull = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

export const isEditableRange = (value: unknown): value is EditableRange => isRecord(value) && isInstantOrNull(value.from) && isInstantOrNull(value.to);

export const isIdOrNull = (value: unknown): value is number | null => value === null || Number.isInteger(value);

export const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isInteger(item));

export const oneOf =
  <T extends string>(options: readonly T[]): KeptValueCheck<T> =>
  (value): value is T =>
    (options as readonly unknown[]).includes(value);
