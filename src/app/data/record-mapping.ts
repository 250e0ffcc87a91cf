/**
 * Records between react-admin and the API: react-admin wants an `id`, the API knows only
 * the entity's key, accepts only writable fields and rejects nulls (section "Records" of the brief).
 */
import type { EntityModel, FieldModel } from '../../domain/entities/entity-model.js';
import type { WriteMode } from '../../domain/validation/entity-validators.js';

export type ApiRecord = Record<string, unknown>;

/** Adds `id` = the key, as react-admin expects. */
export function withId(record: unknown, key: string): ApiRecord {
  if (!record || typeof record !== 'object') return record as ApiRecord;
  const row = record as ApiRecord;
  return { ...row, id: row[key] };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function cleanValue(field: FieldModel, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (field.kind === 'objects' && Array.isArray(value)) {
    return value.map((item) => (item && typeof item === 'object' ? cleanFields(field.items ?? [], item as ApiRecord) : item));
  }
  return value;
}

function cleanFields(fields: readonly FieldModel[], values: ApiRecord): ApiRecord {
  const payload: ApiRecord = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.readOnly || isEmpty(value)) continue;
    payload[field.name] = cleanValue(field, value);
  }
  return payload;
}

/**
 * The body the API accepts: writable fields only (no `id`, key or scope column), empty values
 * left out, so an empty password on update is not sent and a missing required value is reported
 * as required by the same validator as the server's.
 */
export function toPayload(model: EntityModel, values: ApiRecord, _mode: WriteMode): ApiRecord {
  return cleanFields(model.fields, values);
}

/** An edit's body: an optional field the user emptied is sent as null, which the API takes as "clear it". */
export function toUpdatePayload(model: EntityModel, values: ApiRecord): ApiRecord {
  const payload = toPayload(model, values, 'update');
  for (const field of model.fields) {
    if (!field.readOnly && !field.writeOnly && !(field.name in payload)) payload[field.name] = null;
  }
  return payload;
}
