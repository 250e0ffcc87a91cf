/** Queries of the pareto and OEE series routes, checked as a whole: every bad parameter is named in `fields`. */
import type { OeeLevel, ParetoDimension } from '../../../domain/equipment-stops/stop-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { parseIsoInstant } from '../series/read-params.js';

export const PARETO_DIMENSIONS: readonly ParetoDimension[] = ['motive', 'group'];
export const OEE_LEVELS: readonly OeeLevel[] = ['hour', 'shift', 'day', 'week', 'month'];
const MAX_ID = 2_147_483_647;

export interface PeriodQuery {
  idFrame?: number;
  /** Epoch ms UTC, inclusive. */
  from: number;
  /** Epoch ms UTC, exclusive. */
  to: number;
}

type Raw = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function instant(raw: Raw, name: 'from' | 'to', fields: FieldErrors): number {
  const value = text(raw[name]);
  if (value === undefined || value === '') {
    fields[name] = { key: 'global.labels.requiredField' };
    return NaN;
  }
  const at = parseIsoInstant(value);
  if (Number.isNaN(at)) fields[name] = { key: 'series.errors.dateTime' };
  return at;
}

function frameId(raw: Raw, required: boolean, fields: FieldErrors): number | undefined {
  const value = text(raw.idFrame);
  if (value === undefined || value === '') {
    if (required) fields.idFrame = { key: 'global.labels.requiredField' };
    return undefined;
  }
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) fields.idFrame = { key: 'validation.integer' };
  return Number(value);
}

function oneOf<T extends string>(raw: Raw, name: string, options: readonly T[], fallback: T | undefined, fields: FieldErrors): T {
  const value = text(raw[name]) ?? fallback;
  const found = options.find((option) => option === value);
  if (!found) fields[name] = value === undefined ? { key: 'global.labels.requiredField' } : { key: 'validation.oneOf', args: { options: options.join(', ') } };
  return found ?? options[0]!;
}

function period(raw: Raw, frameRequired: boolean, fields: FieldErrors): PeriodQuery {
  const idFrame = frameId(raw, frameRequired, fields);
  const from = instant(raw, 'from', fields);
  const to = instant(raw, 'to', fields);
  if (!fields.from && !fields.to && !(from < to)) fields.to = { key: 'series.errors.range' };
  return { ...(idFrame === undefined ? {} : { idFrame }), from, to };
}

const asRaw = (query: unknown): Raw => (query && typeof query === 'object' ? (query as Raw) : {});

/** `idFrame?`, `from`, `to`, `by` (motive when absent) of `GET EM/queries/pareto`. */
export function parseParetoQuery(query: unknown): PeriodQuery & { by: ParetoDimension } {
  const raw = asRaw(query);
  const fields: FieldErrors = {};
  const result = { ...period(raw, false, fields), by: oneOf(raw, 'by', PARETO_DIMENSIONS, 'motive', fields) };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return result;
}

/** `idFrame`, `from`, `to`, `level` of `GET OEE/queries/series`. */
export function parseOeeSeriesQuery(query: unknown): PeriodQuery & { idFrame: number; level: OeeLevel } {
  const raw = asRaw(query);
  const fields: FieldErrors = {};
  const result = { ...period(raw, true, fields), level: oneOf(raw, 'level', OEE_LEVELS, undefined, fields) };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return result as PeriodQuery & { idFrame: number; level: OeeLevel };
}
