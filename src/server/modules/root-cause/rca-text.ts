import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';

/**
 * A text field as stored: trimmed; blank or absent is `fallback` (required when there is none), longer than
 * `max` or holding U+0000 is a refusal of the field. Answers the text, or undefined with the problem in `fields`.
 */
export function checkedText(value: unknown, field: string, max: number, fields: FieldErrors, fallback?: string): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  const chosen = text || (fallback ?? '').trim();
  if (!chosen) fields[field] = { key: 'global.labels.requiredField' };
  else if (hasNul(chosen)) fields[field] = { key: nulCharacterKey };
  else if (chosen.length > max) fields[field] = { key: 'global.labels.maxLengthExceeded', args: { max } };
  else return chosen;
  return undefined;
}

/** An optional comment: trimmed, blank is null. */
export function optionalComment(value: unknown, field: string, max: number, fields: FieldErrors): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  return checkedText(value, field, max, fields) ?? null;
}
