import type { FieldErrors } from '../../../validation/field-errors.js';

const required = { key: 'global.labels.requiredField' };

/** A field the chosen `source` needs: present (an event), or a list of at least `minItems` (tags). */
export function neededBySource(options: Record<string, unknown>, field: string, minItems = 0): FieldErrors {
  const value = options[field];
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return { [field]: required };
  if (Array.isArray(value) && value.length < minItems) return { [field]: { key: 'validation.minItems', args: { min: minItems } } };
  return {};
}
