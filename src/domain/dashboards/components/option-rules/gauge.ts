import type { FieldErrors } from '../../../validation/field-errors.js';
import type { OptionRule } from './index.js';
import { scaleRangeRule, startNotAfterEnd } from './scale-range.js';

/** The gauge: its scale's `min` ≤ `max`, and each coloured band's `from` ≤ `to`. */
export const gaugeRule: OptionRule = (options) => {
  const errors: FieldErrors = scaleRangeRule(options);
  const bands = Array.isArray(options.bands) ? options.bands : [];
  bands.forEach((band: unknown, index) => {
    if (typeof band === 'object' && band !== null)
      Object.assign(errors, startNotAfterEnd(band as Record<string, unknown>, 'from', 'to', `bands.${index}.from`));
  });
  return errors;
};
