import type { EntityModel } from '../../domain/entities/entity-model.js';
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/create-database.js';
import { foldedColumnSql } from '../db/folded-sql.js';
import { foldText } from '../../domain/entities/folded-text.js';
import { decodeRow, readableColumns } from '../db/row-codec.js';
import type { Condition } from '../services/access-scope.js';

export type EntityRecord = Record<string, unknown>;

export interface Page {
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

function columnsOf(model: EntityModel): string[] {
  return readableColumns(model).map((column) => `${model.table}.${column}`);
}

/** Fills every refs field of `records` with one query per junction table, not one per row. */
export async function attachRefs(db: Db, model: EntityModel, records: EntityRecord[]): Promise<EntityRecord[]> {
  if (!model.junctions.length || !records.length) return records;
  const ids = records.map((record) => record[model.key] as number);
  for (const junction of model.junctions) {
    const links = await db
      .selectFrom(junction.table)
      .select([junction.ownerColumn, junction.refColumn])
      .where(junction.ownerColumn, 'in', ids)
      .orderBy(junction.refColumn)
      .execute();
    const byOwner = new Map<number, number[]>();
    for (const link of links) {
      const owner = Number(link[junction.ownerColumn]);
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), Number(link[junction.refColumn])]);
    }
    for (const record of records) record[junction.field] = byOwner.get(record[model.key] as number) ?? [];
  }
  return records;
}

export async function listRecords(
  db: Db,
  model: EntityModel,
  where: Condition,
  page: Page,
): Promise<{ records: EntityRecord[]; total: number }> {
  const counted = await db
    .selectFrom(model.table)
    .select((eb) => eb.fn.countAll().as('total'))
    .where(where)
    .executeTakeFirst();
  const rows = await db
    .selectFrom(model.table)
    .select(columnsOf(model))
    .where(where)
    .orderBy(`${model.table}.${page.sort}`, page.order)
    .orderBy(`${model.table}.${model.key}`, page.order)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const records = await attachRefs(db, model, rows.map((row) => decodeRow(model, row)));
  return { records, total: Number(counted?.total ?? 0) };
}

export async function findRecord(db: Db, model: EntityModel, id: number, where: Condition): Promise<EntityRecord | undefined> {
  const row = await db
    .selectFrom(model.table)
    .select(columnsOf(model))
    .where(`${model.table}.${model.key}`, '=', id)
    .where(where)
    .executeTakeFirst();
  if (!row) return undefined;
  const [record] = await attachRefs(db, model, [decodeRow(model, row)]);
  return record;
}

/** How many of `ids` name a row of `model` visible under `where`. */
export async function countExisting(db: Db, model: EntityModel, ids: readonly number[], where: Condition): Promise<number> {
  const row = await db
    .selectFrom(model.table)
    .select((eb) => eb.fn.countAll().as('total'))
    .where(`${model.table}.${model.key}`, 'in', [...new Set(ids)])
    .where(where)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The key of a row other than `exceptId` holding these values (`folded` columns compared as their unique index does), if any. */
export async function findDuplicate(
  db: Db,
  model: EntityModel,
  values: Record<string, unknown>,
  exceptId?: number,
  folded: { dialect: Dialect; columns: ReadonlySet<string> } = { dialect: 'sqlite', columns: new Set() },
): Promise<unknown> {
  let query = db.selectFrom(model.table).select(model.key);
  for (const [column, value] of Object.entries(values)) {
    query = folded.columns.has(column) && typeof value === 'string'
      ? query.where(sql.raw(foldedColumnSql(folded.dialect, column)), '=', foldText(value))
      : query.where(column, '=', value);
  }
  if (exceptId !== undefined) query = query.where(model.key, '<>', exceptId);
  return (await query.executeTakeFirst())?.[model.key];
}
