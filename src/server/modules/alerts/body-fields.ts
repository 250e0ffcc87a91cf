import type { FieldError, FieldErrors } from '../../../domain/validation/field-errors.js';
import { parseUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import { alertKeys } from './alert-keys.js';

/** Checks of the hand-written alert bodies and queries: each answers the field's problem, or undefined. */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const missing = (value: unknown): boolean => value === undefined || value === null;

/** A database id: a positive safe integer; numeric text is accepted (query strings, path parameters). */
export function idValue(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
}

export function idProblem(value: unknown, required: boolean): FieldError | undefined {
  if (missing(value) || value === '') return required ? { key: alertKeys.required } : undefined;
  return idValue(value) === undefined ? { key: alertKeys.integer } : undefined;
}

export function textProblem(value: unknown, max: number, required: boolean): FieldError | undefined {
  if (missing(value)) return required ? { key: alertKeys.required } : undefined;
  if (typeof value !== 'string') return { key: alertKeys.type };
  if (required && value.trim() === '') return { key: alertKeys.required };
  if (value.length > max) return { key: alertKeys.maxLength, args: { max } };
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
  return value.includes('\u0000') ? { key: alertKeys.invalid } : undefined;
}

/** An instant with Z or an offset (a zone-less time would be read in nobody's zone); epoch ms or undefined. */
export function instantValue(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) return undefined;
  const ms = parseUtcTimestamp(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** Collects the problems of several fields; `undefined` entries are fine fields. */
export function fieldErrors(checks: Record<string, FieldError | undefined>): FieldErrors | undefined {
  const errors = Object.fromEntries(Object.entries(checks).filter(([, problem]) => problem)) as FieldErrors;
  return Object.keys(errors).length ? errors : undefined;
}
