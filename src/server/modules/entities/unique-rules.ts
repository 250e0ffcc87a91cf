import type { EntityModel, FieldModel } from '../../../domain/entities/entity-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { indexName } from '../../db/column-sql.js';
import { encodeValue } from '../../db/row-codec.js';
import { findDuplicate } from './entity-reads.js';
import { uniqueConflict } from '../../core/api-error.js';

/** The form messages of platform-core section 8 where one exists for the field. */
const messageKeys: Record<string, string> = { usu_login: 'global.labels.userExists' };

export function uniqueFieldError(field: string): FieldErrors {
  return { [field]: { key: messageKeys[field] ?? 'validation.unique' } };
}

function uniqueColumns(field: FieldModel): string[] {
  return [...(field.unique ?? []), field.name];
}

/** The field whose x-unique set is exactly these columns, or whose index has this name (from a database unique violation). */
export function uniqueFieldOf(model: EntityModel, violation: { columns: readonly string[]; index?: string }): string {
  const { columns, index } = violation;
  const wanted = [...columns].sort().join(',');
  const named = (f: FieldModel) => [indexName('ux', model.table, uniqueColumns(f)), indexName('uci', model.table, uniqueColumns(f))].includes(index ?? '');
  const field = model.fields.find((f) => f.unique && (named(f) || [...uniqueColumns(f)].sort().join(',') === wanted));
  return field?.name ?? columns[columns.length - 1] ?? model.key;
}

/** Text columns of an x-unique set compare as their generated index does: trimmed, without ASCII case (generators/emit/tables.ts). */
function foldedColumns(model: EntityModel, columns: readonly string[], values: Record<string, unknown>): Set<string> {
  const text = (name: string) => typeof values[name] === 'string' && model.fields.find((f) => f.name === name)?.kind !== 'objects';
  return new Set(columns.filter(text));
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
      columns.map((column) => [
        column,
        encodeValue(
          model.fields.find((f) => f.name === column)!,
          row[column],
          dialect,
        ),
      ]),
    );
    const folded = { dialect, columns: foldedColumns(model, columns, values) };
    if ((await findDuplicate(db, model, values, exceptId, folded)) !== undefined) errors = { ...errors, ...uniqueFieldError(field.name) };
  }
  if (Object.keys(errors).length) throw uniqueConflict(mode, errors);
}
