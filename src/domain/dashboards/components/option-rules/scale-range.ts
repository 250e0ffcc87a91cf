import type { FieldErrors } from '../../../validation/field-errors.js';
import type { OptionRule } from './index.js';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** `<from>` after `<to>` (both given) is refused on `<from>`: "Start value must not exceed end value". */
export function startNotAfterEnd(options: Record<string, unknown>, from: string, to: string, path = from): FieldErrors {
  const start = options[from];
  const end = options[to];
  return finite(start) && finite(end) && start > end ? { [path]: { key: 'dashboards.errors.startAfterEnd' } } : {};
}

/** A dial's or a bar's scale: `min` ≤ `max` when both are given (gauge, solid gauge, bullet chart). */
export const scaleRangeRule: OptionRule = (options) => startNotAfterEnd(options, 'min', 'max');
