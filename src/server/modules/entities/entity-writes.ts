import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db, Dialect } from '../../db/create-database.js';
import { encodeRow } from '../../db/row-codec.js';

type Values = Record<string, unknown>;

/** Inserts one row (refs excluded) and answers its new key. */
export async function insertRow(db: Db, dialect: Dialect, model: EntityModel, values: Values): Promise<number> {
  const row = await db
    .insertInto(model.table)
    .values(encodeRow(model, values, dialect))
    .returning(model.key)
    .executeTakeFirstOrThrow();
  return Number(row[model.key]);
}

export async function updateRow(db: Db, dialect: Dialect, model: EntityModel, id: number, values: Values): Promise<void> {
  const row = encodeRow(model, values, dialect);
  delete row[model.key];
  if (!Object.keys(row).length) return;
  await db.updateTable(model.table).set(row).where(model.key, '=', id).execute();
}

export async function deleteRow(db: Db, model: EntityModel, id: number): Promise<void> {
  await db.deleteFrom(model.table).where(model.key, '=', id).execute();
}

/** A refs field is written whole: its junction rows are replaced. */
export async function replaceRefs(db: Db, model: EntityModel, id: number, field: string, ids: readonly number[]): Promise<void> {
  const junction = model.junctions.find((j) => j.field === field)!;
  await db.deleteFrom(junction.table).where(junction.ownerColumn, '=', id).execute();
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await db
    .insertInto(junction.table)
    .values(unique.map((ref) => ({ [junction.ownerColumn]: id, [junction.refColumn]: ref })))
    .execute();
}
