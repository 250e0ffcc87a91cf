import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { valueKeys } from './write-errors.js';
import type { RowProblem, SampleInput } from './write-batch.js';
import { parseTimestamp } from './write-timestamp.js';

export const MAX_VALUES_PER_WRITE = 10_000;
/** A batch of bad rows answers this many field errors at most: enough to fix, small enough to send. */
const MAX_REPORTED = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const required = { key: 'global.labels.requiredField' };
export const notANumber = { key: 'validation.number' };

/** A finite JSON number, or the problem with it. */
export function valueProblem(value: unknown): { key: string } | undefined {
  if (value === undefined || value === null) return required;
  return typeof value === 'number' && Number.isFinite(value) ? undefined : notANumber;
}

export function tagRefProblem(tag: unknown): { key: string } | undefined {
  if (tag === undefined || tag === null || tag === '') return required;
  if (typeof tag === 'number' && Number.isInteger(tag) && tag > 0) return undefined;
  if (typeof tag === 'string' && tag.length <= 200) return undefined;
  return { key: valueKeys.tagRef };
}

export function timestampProblem(ts: unknown): { key: string } | undefined {
  if (ts === undefined || ts === null || ts === '') return required;
  return parseTimestamp(ts) === null ? { key: valueKeys.timestamp } : undefined;
}

/** `values` must be an array of 1..max rows; the problem with it otherwise. */
export function listProblem(list: unknown, max = MAX_VALUES_PER_WRITE): FieldErrors | undefined {
  if (!Array.isArray(list)) return { values: list === undefined ? required : { key: 'validation.type' } };
  if (list.length === 0) return { values: { key: 'validation.minItems', args: { min: 1 } } };
  if (list.length > max) return { values: { key: 'validation.maxItems', args: { max } } };
  return undefined;
}

/** Row problems as `values.<i>.<field>` field errors, the first few hundred. */
export function fieldErrorsOfRows(problems: readonly RowProblem[], prefix = 'values'): FieldErrors {
  const fields: FieldErrors = {};
  for (const problem of problems.slice(0, MAX_REPORTED)) {
    fields[problem.field ? `${prefix}.${problem.index}.${problem.field}` : `${prefix}.${problem.index}`] = {
      key: problem.key,
      ...(problem.args ? { args: problem.args } : {}),
    };
  }
  return fields;
}

/** `overwrite`, when present, must be a boolean: replacing stored values is never implied. */
export function overwriteProblem(overwrite: unknown): FieldErrors | undefined {
  return overwrite === undefined || typeof overwrite === 'boolean' ? undefined : { overwrite: { key: 'validation.type' } };
}

/**
 * The body of writeValues, `{ values: [{ tag, ts, value }], overwrite? }`, checked row by row: either every
 * row parsed, or the problems of the bad ones.
 */
export function parseWriteBody(body: unknown): { fields: FieldErrors } | { inputs: SampleInput[]; overwrite: boolean } {
  const list = isRecord(body) ? body.values : undefined;
  const overwrite = isRecord(body) ? body.overwrite : undefined;
  const badList = listProblem(list) ?? overwriteProblem(overwrite);
  if (badList) return { fields: badList };
  const problems: RowProblem[] = [];
  const inputs: SampleInput[] = [];
  (list as unknown[]).forEach((row, index) => {
    if (!isRecord(row)) return problems.push({ index, field: '', key: 'validation.type' });
    const checks: [string, { key: string } | undefined][] = [
      ['tag', tagRefProblem(row.tag)],
      ['ts', timestampProblem(row.ts)],
      ['value', valueProblem(row.value)],
    ];
    const bad = checks.filter(([, problem]) => problem);
    for (const [field, problem] of bad) problems.push({ index, field, ...problem! });
    if (!bad.length) inputs.push({ tag: row.tag as number | string, ts: parseTimestamp(row.ts)!, value: row.value as number });
    return undefined;
  });
  return problems.length ? { fields: fieldErrorsOfRows(problems) } : { inputs, overwrite: overwrite === true };
}
