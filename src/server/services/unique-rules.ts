import type { EntityModel, FieldModel } from '../../domain/entities/entity-model.js';
import type { FieldErrors } from '../../domain/validation/field-errors.js';
import type { Db, Dialect } from '../db/create-database.js';
import { encodeValue } from '../db/row-codec.js';
import { findDuplicate } from '../repositories/entity-reads.js';
import { uniqueConflict } from './api-error.js';

/** The form messages of platform-core section 8 where one exists for the field. */
const messageKeys: Record<string, string> = { usu_login: 'global.labels.userExists' };

export function uniqueFieldError(field: string): FieldErrors {
  return { [field]: { key: messageKeys[field] ?? 'validation.unique' } };
}

function uniqueColumns(field: FieldModel): string[] {
  return [...(field.unique ?? []), field.name];
}

/** The field whose x-unique set is exactly these columns (from a database unique violation). */
export function uniqueFieldOf(model: EntityModel, columns: readonly string[]): string {
  const wanted = [...columns].sort().join(',');
  const field = model.fields.find((f) => f.unique && uniqueColumns(f).sort().join(',') === wanted);
  return field?.name ?? columns[columns.length - 1] ?? model.key;
}

/** Checked before writing so the answer names the field; the database's own index still guards races. */
export async function checkUniques(
  db: Db,
  dialect: Dialect,
  model: EntityModel,
  row: Record<string, unknown>,
  mode: 'create' | 'update',
  exceptId?: number,
): Promise<void> {
  let errors: FieldErrors = {};
  for (const field of model.fields.filter((f) => f.unique)) {
    const columns = uniqueColumns(field);
    // NULLs never collide in a unique index, on either dialect.
    if (columns.some((column) => row[column] === null || row[column] === undefined)) continue;
    const values = Object.fromEntries(
      columns.map((column) => [column, encodeValue(model.fields.find((f) => f.name === column)!, row[column], dialect)]),
    );
    if ((await findDuplicate(db, model, values, exceptId)) !== undefined) errors = { ...errors, ...uniqueFieldError(field.name) };
  }
  if (Object.keys(errors).length) throw uniqueConflict(mode, errors);
}
