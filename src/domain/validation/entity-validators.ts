import type { ValidateFunction } from 'ajv';
import type { EntityModel } from '../entities/entity-model.js';
import { createAjv } from './create-ajv.js';
import { fieldErrorsOf, type FieldErrors } from './field-errors.js';

export type WriteMode = 'create' | 'update';

const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

/**
 * The body a client may send: the schema without its read-only fields, closed to unknown fields.
 * On update a write-only field (a password) may be left out: an empty password is not sent.
 */
export function writeSchema(model: EntityModel, mode: WriteMode): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(model.schema.properties as Record<string, { readOnly?: boolean }>).filter(([, property]) => !property.readOnly),
  );
  const optionalOnUpdate = new Set(model.fields.filter((f) => f.writeOnly).map((f) => f.name));
  const required = ((model.schema.required as string[] | undefined) ?? []).filter(
    (name) => properties[name] && !(mode === 'update' && optionalOnUpdate.has(name)),
  );
  return { ...model.schema, $id: `${model.id}/${mode}`, properties, required, additionalProperties: false };
}

function validatorFor(model: EntityModel, mode: WriteMode): ValidateFunction {
  const id = `${model.id}#${mode}`;
  let validate = compiled.get(id);
  if (!validate) {
    validate = ajv.compile(writeSchema(model, mode));
    compiled.set(id, validate);
  }
  return validate;
}

/** Validates a record the way the API does; an empty object means valid. */
export function validateRecord(model: EntityModel, record: unknown, mode: WriteMode): FieldErrors {
  const validate = validatorFor(model, mode);
  return validate(record) ? {} : fieldErrorsOf(validate.errors);
}
