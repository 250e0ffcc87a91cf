import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { ComplementaryTypeRow, FrameRules, MotiveRow } from './stop-repository.js';

export type Complements = Record<string, string | number | null>;

/**
 * Whether the frame allows the motive (business modules §4): one of its motives, or of its motive groups;
 * with both lists empty, any motive of the frame's unit. Inactive motives are not given to stops.
 */
export function motiveAllowed(frame: FrameRules, motive: MotiveRow | undefined): boolean {
  if (!motive || motive.id_elemento !== frame.id_elemento || !motive.active) return false;
  if (!frame.motives.length && !frame.motive_groups.length) return true;
  return frame.motives.includes(motive.id_motive) || frame.motive_groups.includes(motive.id_motive_group);
}

const MAX_TEXT = 500;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function valueError(type: ComplementaryTypeRow, value: string | number): string | null {
  switch (type.field_type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'validation.number';
    case 'choice':
      return typeof value === 'string' && type.options.includes(value) ? null : 'validation.invalid';
    case 'date':
      return typeof value === 'string' && isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'validation.format.date';
    case 'text':
      if (typeof value !== 'string') return 'validation.type';
      return value.length > MAX_TEXT ? 'global.labels.maxLengthExceeded' : null;
  }
}

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The complements checked against the frame's complementary types: each value of its type (a choice
 * among its options, a date as YYYY-MM-DD), the required ones present, no other keys. Errors are keyed
 * `complements.<type id>`; blank values are dropped.
 */
export function checkComplements(types: readonly ComplementaryTypeRow[], values: Complements): { complements: Complements } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const complements: Complements = {};
  const byId = new Map(types.map((type) => [String(type.id_complementary_type), type]));
  for (const [id, value] of Object.entries(values)) {
    const type = byId.get(id);
    if (!type) {
      errors[`complements.${id}`] = { key: 'validation.unknownField' };
      continue;
    }
    if (isBlank(value)) continue;
    const problem = valueError(type, value!);
    if (problem) errors[`complements.${id}`] = problem === 'global.labels.maxLengthExceeded' ? { key: problem, args: { max: MAX_TEXT } } : { key: problem };
    else complements[id] = value;
  }
  for (const type of types) {
    const id = String(type.id_complementary_type);
    if (type.required && isBlank(values[id]) && !errors[`complements.${id}`]) errors[`complements.${id}`] = { key: 'global.labels.requiredField' };
  }
  return Object.keys(errors).length ? { errors } : { complements };
}
