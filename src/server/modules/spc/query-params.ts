/** Bodies and queries of the calculator routes (limits, rules, constants), checked as a whole: every bad field is named. */
import { MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE, isAttributeChart } from '../../../domain/spc/chart-model.js';
import type { AttributeChart, RuleNumber, VariableChart } from '../../../domain/spc/chart-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { asRaw, chartField, fromQuery, integerField, kField, numberField, optionalNumber, rulesField } from './param-fields.js';

/** More values than this in one call is refused (400), so one request cannot hold the server for long. */
export const MAX_QUERY_VALUES = 1_000_000;

export type LimitsInput = { chart: VariableChart; subgroups: number[][]; k: number } | { chart: AttributeChart; counts: number[]; sizes: number[]; k: number };

export interface RulesInput {
  values: number[];
  center: number;
  sigma: number;
  k: number;
  rules?: RuleNumber[];
  lsl: number | null;
  usl: number | null;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function failIfAny(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** A non-empty array of finite numbers of at most MAX_QUERY_VALUES, or null with the field named. */
function numberList(value: unknown, name: string, fields: FieldErrors): number[] | null {
  if (value === undefined || value === null) return ((fields[name] = { key: 'global.labels.requiredField' }), null);
  if (!Array.isArray(value)) return ((fields[name] = { key: 'validation.type' }), null);
  if (value.length === 0) return ((fields[name] = { key: 'validation.minItems', args: { min: 1 } }), null);
  if (value.length > MAX_QUERY_VALUES) return ((fields[name] = { key: 'validation.maxItems', args: { max: MAX_QUERY_VALUES } }), null);
  const bad = value.findIndex((item) => !isFiniteNumber(item));
  if (bad >= 0) return ((fields[name] = { key: 'validation.number', args: { index: bad } }), null);
  return value as number[];
}

/** X̄-R and X̄-S: subgroups of one size n, 2–25; I-MR: subgroups of one value, at least two of them. */
function subgroupsOf(chart: VariableChart, value: unknown, fields: FieldErrors): number[][] {
  const fail = (key: string, args?: Record<string, unknown>) => ((fields.subgroups = { key, ...(args ? { args } : {}) }), []);
  if (value === undefined || value === null) return fail('global.labels.requiredField');
  if (!Array.isArray(value) || !value.every(Array.isArray)) return fail('validation.type');
  const groups = value as unknown[][];
  if (groups.length === 0 || groups.some((group) => group.length === 0)) return fail('spc.errors.emptySubgroups');
  if (groups.reduce((sum, group) => sum + group.length, 0) > MAX_QUERY_VALUES) return fail('validation.maxItems', { max: MAX_QUERY_VALUES });
  const row = groups.findIndex((group) => !group.every(isFiniteNumber));
  if (row >= 0) return fail('validation.number', { index: row });
  const n = groups[0]!.length;
  if (groups.some((group) => group.length !== n)) return fail('spc.errors.raggedSubgroups');
  if (chart === 'i-mr') {
    if (n !== 1) return fail('spc.errors.individualSubgroups');
    if (groups.length < 2) return fail('validation.minItems', { min: 2 });
  } else if (n < MIN_SUBGROUP_SIZE || n > MAX_SUBGROUP_SIZE) {
    return fail('spc.errors.subgroupSize', { min: MIN_SUBGROUP_SIZE, max: MAX_SUBGROUP_SIZE });
  }
  return groups as number[][];
}

/** Counts (defectives or defects, whole numbers ≥ 0) and their sample sizes (whole numbers ≥ 1; c charts may leave them out). */
function attributeData(chart: AttributeChart, raw: Record<string, unknown>, fields: FieldErrors): { counts: number[]; sizes: number[] } {
  const counts = numberList(raw.counts, 'counts', fields) ?? [];
  const sizes = chart === 'c' && raw.sizes === undefined ? counts.map(() => 1) : (numberList(raw.sizes, 'sizes', fields) ?? []);
  if (fields.counts || fields.sizes) return { counts, sizes };
  if (counts.some((count) => count < 0 || !Number.isInteger(count))) fields.counts = { key: 'spc.errors.countNotWhole' };
  if (sizes.some((size) => size < 1 || !Number.isInteger(size))) fields.sizes = { key: 'spc.errors.sizeNotWhole' };
  if (sizes.length !== counts.length) fields.sizes = { key: 'spc.errors.sizesLength' };
  else if ((chart === 'p' || chart === 'np') && counts.some((count, i) => count > sizes[i]!)) fields.counts = { key: 'spc.errors.countAboveSize' };
  if (chart === 'np' && !fields.sizes && sizes.some((size) => size !== sizes[0])) fields.sizes = { key: 'spc.errors.sizesUnequal' };
  return { counts, sizes };
}

/** `POST SPC/queries/limits`. */
export function parseLimitsBody(body: unknown): LimitsInput {
  const raw = asRaw(body);
  const fields: FieldErrors = {};
  const chart = chartField(raw, fields);
  const k = kField(raw, fields);
  if (fields.chart) failIfAny(fields);
  if (isAttributeChart(chart)) {
    const data = attributeData(chart, raw, fields);
    failIfAny(fields);
    return { chart, k, ...data };
  }
  const subgroups = subgroupsOf(chart, raw.subgroups, fields);
  failIfAny(fields);
  return { chart, k, subgroups };
}

/** `POST SPC/queries/rules`. */
export function parseRulesBody(body: unknown): RulesInput {
  const raw = asRaw(body);
  const fields: FieldErrors = {};
  const values = numberList(raw.values, 'values', fields) ?? [];
  const center = numberField(raw, 'center', fields);
  const sigma = numberField(raw, 'sigma', fields);
  if (!fields.sigma && !(sigma > 0)) fields.sigma = { key: 'spc.errors.sigmaPositive' };
  const k = kField(raw, fields);
  const rules = rulesField(raw, fields);
  const lsl = optionalNumber(raw, 'lsl', fields);
  const usl = optionalNumber(raw, 'usl', fields);
  if (lsl !== null && usl !== null && !fields.lsl && !fields.usl && !(lsl < usl)) fields.usl = { key: 'spc.errors.specInverted' };
  failIfAny(fields);
  return { values, center, sigma, k, lsl, usl, ...(rules ? { rules } : {}) };
}

/** `GET SPC/queries/constants?n=`: n whole, 2–25. */
export function parseConstantsQuery(query: unknown): number {
  const fields: FieldErrors = {};
  const n = integerField(fromQuery(query), 'n', MIN_SUBGROUP_SIZE, MAX_SUBGROUP_SIZE, fields);
  failIfAny(fields);
  return n;
}
