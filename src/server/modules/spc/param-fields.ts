/** Field readers shared by the SPC routes' parsers: each names its field's problem in `fields` and returns a usable value. */
import { CHART_TYPES, RULE_NUMBERS, type ChartType, type RuleNumber } from '../../../domain/spc/chart-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';

export type Raw = Record<string, unknown>;

export const asRaw = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});

/** The card's K range (schemas/statistical-control/card.schema.json, k_factor). */
export const MIN_K = 1;
export const MAX_K = 6;

const required = (fields: FieldErrors, name: string) => (fields[name] = { key: 'global.labels.requiredField' });

/** A query string's numbers as numbers (an empty parameter as absent); other texts stay texts, which number fields refuse. */
export function fromQuery(query: unknown): Raw {
  const entries = Object.entries(asRaw(query)).map(([name, value]) => {
    if (value === '') return [name, undefined];
    return [name, typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value];
  });
  return Object.fromEntries(entries) as Raw;
}

/** A finite number; absent is `fallback` (required when there is none). */
export function numberField(raw: Raw, name: string, fields: FieldErrors, fallback?: number | null): number {
  const value = raw[name];
  if (value === undefined || value === null) {
    if (fallback === undefined) required(fields, name);
    return fallback ?? NaN;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) fields[name] = { key: 'validation.number' };
  return value as number;
}

/** A finite number or null (absent is null). */
export function optionalNumber(raw: Raw, name: string, fields: FieldErrors): number | null {
  const value = numberField(raw, name, fields, null);
  return Number.isNaN(value) ? null : value;
}

/** An integer in [min, max]; absent is `fallback` (required when there is none). */
export function integerField(raw: Raw, name: string, min: number, max: number, fields: FieldErrors, fallback?: number): number {
  const value = numberField(raw, name, fields, fallback);
  if (fields[name]) return fallback ?? min;
  if (!Number.isInteger(value)) fields[name] = { key: 'validation.integer' };
  else if (value < min) fields[name] = { key: 'validation.minValue', args: { min } };
  else if (value > max) fields[name] = { key: 'validation.maxValue', args: { max } };
  return value;
}

/** The sigma multiple K: 1–6, 3 when absent. */
export function kField(raw: Raw, fields: FieldErrors, fallback = 3): number {
  const k = numberField(raw, 'k', fields, fallback);
  if (fields.k) return fallback;
  if (k < MIN_K) fields.k = { key: 'validation.minValue', args: { min: MIN_K } };
  else if (k > MAX_K) fields.k = { key: 'validation.maxValue', args: { max: MAX_K } };
  return k;
}

export function chartField(raw: Raw, fields: FieldErrors, options: readonly ChartType[] = CHART_TYPES): ChartType {
  const found = options.find((option) => option === raw.chart);
  if (!found)
    fields.chart = raw.chart === undefined ? { key: 'global.labels.requiredField' } : { key: 'validation.oneOf', args: { options: options.join(', ') } };
  return found ?? options[0]!;
}

/** Rule numbers 0–8 without repeats; undefined when absent (each route's default applies). */
export function rulesField(raw: Raw, fields: FieldErrors): RuleNumber[] | undefined {
  const value = raw.rules;
  if (value === undefined || value === null) return undefined;
  const known = (rule: unknown): rule is RuleNumber => RULE_NUMBERS.some((number) => number === rule);
  if (!Array.isArray(value) || !value.every(known)) {
    fields.rules = { key: 'validation.oneOf', args: { options: RULE_NUMBERS.join(', ') } };
    return undefined;
  }
  if (new Set(value).size !== value.length) fields.rules = { key: 'validation.uniqueItems' };
  return [...value].sort((a, b) => a - b);
}
