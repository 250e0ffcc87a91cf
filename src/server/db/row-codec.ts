import type { EntityModel, FieldModel } from '../../domain/entities/entity-model.js';
import type { Dialect } from './create-database.js';

type Row = Record<string, unknown>;

/** Fields kept in the entity's own table (refs live in junction tables). */
export function storedFields(model: EntityModel): FieldModel[] {
  return model.fields.filter((field) => field.kind !== 'refs');
}

/** Columns that may leave the server: never a write-only one (the password hash). */
export function readableColumns(model: EntityModel): string[] {
  return storedFields(model)
    .filter((field) => !field.writeOnly)
    .map((field) => field.name);
}

/** A database value as the API shows it: same JS types on SQLite and PostgreSQL. */
export function decodeValue(field: FieldModel, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'objects':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'key':
    case 'ref':
    case 'integer':
    case 'bit':
    case 'number':
      return Number(value);
    case 'enum':
      return typeof field.enum?.[0] === 'number' ? Number(value) : value;
    default:
      return value;
  }
}

export function encodeValue(field: FieldModel, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
  // jsonb takes JSON text too; pg would otherwise send a JS array as a PostgreSQL array.
  if (field.kind === 'objects') return JSON.stringify(value);
  return value;
}

const readableFieldsOf = new WeakMap<EntityModel, FieldModel[]>();

/** The fields of `readableColumns`, in its order; worked out once per model: a list decodes every row of its page with the same fields. */
function readableFields(model: EntityModel): FieldModel[] {
  let fields = readableFieldsOf.get(model);
  if (!fields) readableFieldsOf.set(model, (fields = storedFields(model).filter((field) => !field.writeOnly)));
  return fields;
}

/** A row read as an array of the `readableColumns` values, in that order, as the record `decodeRow` makes of the same row. */
export function decodeRowValues(model: EntityModel, values: readonly unknown[]): Row {
  const fields = readableFields(model);
  const record: Row = {};
  for (let i = 0; i < fields.length; i++) {
    const value = decodeValue(fields[i]!, values[i]);
    if (value !== null) record[fields[i]!.name] = value;
  }
  return record;
}

/** A row as a record without its write-only fields; nulls are left out so forms see "absent". */
export function decodeRow(model: EntityModel, row: Row): Row {
  const fields = readableFields(model);
  const record: Row = {};
  for (const field of fields) {
    const value = decodeValue(field, row[field.name]);
    if (value !== null) record[field.name] = value;
  }
  return record;
}

export function encodeRow(model: EntityModel, record: Row, dialect: Dialect): Row {
  const row: Row = {};
  for (const field of storedFields(model)) {
    if (field.name in record) row[field.name] = encodeValue(field, record[field.name], dialect);
  }
  return row;
}
