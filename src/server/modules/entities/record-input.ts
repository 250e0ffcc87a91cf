import type { EntityModel, FieldModel } from '../../../domain/entities/entity-model.js';
import { passwordProblems } from '../../../domain/password-policy.js';
import { validateRecord, type WriteMode } from '../../../domain/validation/entity-validators.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import { trimUniqueTexts } from './unique-text-trim.js';

type Values = Record<string, unknown>;

/** A body checked against the schema, split into column values and junction (refs) values. */
export interface RecordInput {
  values: Values;
  refs: Record<string, number[]>;
}

const int32 = { min: -2_147_483_648, max: 2_147_483_647 };
const integerColumns = new Set(['integer', 'ref', 'bit']);

function isPlainObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function defaultsOf(model: EntityModel): Values {
  const fields = model.fields.filter((f) => !f.readOnly && f.default !== undefined);
  return Object.fromEntries(fields.map((f) => [f.name, structuredClone(f.default)]));
}

/** What a database would refuse although the schema allows it: a 400 here, not a 500 later. */
function storageProblems(fields: readonly FieldModel[], record: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = record[field.name];
    const integers = field.kind === 'refs' && Array.isArray(value) ? value : integerColumns.has(field.kind) ? [value] : [];
    for (const n of integers.filter((v): v is number => typeof v === 'number')) {
      if (n > int32.max) errors[field.name] = { key: 'validation.maxValue', args: { max: int32.max } };
      if (n < int32.min) errors[field.name] = { key: 'validation.minValue', args: { min: int32.min } };
    }
    if (typeof value === 'string' && value.includes('\u0000')) errors[field.name] = { key: 'validation.invalid' };
  }
  return errors;
}

function passwordErrors(fields: readonly FieldModel[], record: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields.filter((f) => f.kind === 'password')) {
    const value = record[field.name];
    const [first] = typeof value === 'string' ? passwordProblems(value) : [];
    if (first) errors[field.name] = { key: first };
  }
  return errors;
}

/**
 * Read-only fields and react-admin's `id` are dropped, the rest is laid over the schema
 * defaults (create) or the current record (update), so a PUT may carry only what changes.
 * A null clears a field. Write-only fields absent on update keep their stored value.
 */
export function checkRecordInput(model: EntityModel, body: unknown, mode: WriteMode, current: Values = {}): RecordInput {
  if (!isPlainObject(body)) throw validationFailed({ _: { key: 'validation.type' } });
  const readOnly = new Set(model.fields.filter((f) => f.readOnly).map((f) => f.name));
  const writeOnly = new Set(model.fields.filter((f) => f.writeOnly).map((f) => f.name));
  // An edit form may send an untouched password input as '': that means "keep the password".
  const keep = (name: string, value: unknown) => mode === 'update' && value === '' && writeOnly.has(name);
  const sent = trimUniqueTexts(
    model,
    Object.fromEntries(Object.entries(body).filter(([name, value]) => name !== 'id' && !readOnly.has(name) && !keep(name, value))),
  );
  const base = mode === 'create' ? defaultsOf(model) : Object.fromEntries(Object.entries(current).filter(([n]) => !readOnly.has(n)));
  const record = Object.fromEntries(Object.entries({ ...base, ...sent }).filter(([, value]) => value !== null));
  const errors = {
    ...validateRecord(model, record, mode),
    ...storageProblems(model.fields, record),
    ...passwordErrors(model.fields, record),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);

  const values: Values = {};
  const refs: Record<string, number[]> = {};
  for (const field of model.fields.filter((f) => !f.readOnly)) {
    if (field.kind === 'refs') {
      if (mode === 'create' || field.name in sent) refs[field.name] = (record[field.name] as number[] | undefined) ?? [];
    } else if (!(field.writeOnly && mode === 'update' && record[field.name] === undefined)) {
      values[field.name] = record[field.name] ?? null;
    }
  }
  return { values, refs };
}
