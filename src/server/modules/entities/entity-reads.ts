import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { sql, type CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../../db/create-database.js';
import { foldedColumnSql } from '../../db/folded-sql.js';
import { foldText } from '../../../domain/entities/folded-text.js';
import { decodeRow, decodeRowValues, readableColumns } from '../../db/row-codec.js';
import { readAsArrays } from '../../db/sqlite-statements.js';
import type { ReadCache } from '../../db/read-cache.js';
import { cappedCountQuery, pageQuery, type Page } from './entity-list-queries.js';
import type { Condition } from '../access/access-scope.js';

export type EntityRecord = Record<string, unknown>;

export type { Page } from './entity-list-queries.js';

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

/** A list's total is counted up to this many rows past the page; beyond, the answer says "more than". */
export const countCap = 10_000;

/** `exact`: the whole count; otherwise there are more than `total` rows (the count stopped there). */
export interface ListTotal {
  total: number;
  exact: boolean;
}

/**
 * The rows matching `where`, counted up to `bound` + 1 through the list's index (an index-only
 * range, never a full count of a large table). `counts` reuses a count while nothing was written,
 * keyed by the list's conditions and their values (`countKey`).
 */
async function cappedTotal(
  db: Db,
  model: EntityModel,
  where: Condition,
  bound: number,
  counts: ReadCache<number> | undefined,
  countKey: string,
): Promise<ListTotal> {
  const run = async () => Number((await cappedCountQuery(db, model, where, bound).executeTakeFirst())?.total ?? 0);
  const counted = counts ? await counts.get(`${bound}\u0000${countKey}`, run) : await run();
  return counted > bound ? { total: bound, exact: false } : { total: counted, exact: true };
}

/**
 * A list's conditions as a shape and the values they bind, in the order the SQL binds them: two
 * lists of one model, sort and shape `key` compile to the same SQL text (Kysely puts every value in
 * a parameter), only their `params` differ.
 */
export interface ListShape {
  key: string;
  params: readonly unknown[];
}

const maxShapes = 1000;
/** Per database: the page query compiled once per shape, or null when its parameters were not the shape's. */
const compiledPages = new WeakMap<Db, Map<string, CompiledQuery | null>>();

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * The page query, built and compiled by Kysely once per list shape and then reused with this
 * request's values bound (never interpolated): the query builder is off the hot path. The first
 * compile of a shape checks that its parameters are exactly the shape's values; a shape that fails
 * the check is always built afresh. Limit and offset are part of the SQL text (pageQuery), so of the key.
 * Its rows come as arrays on SQLite (`readAsArrays`), decoded by position in `listRecords`.
 */
function compiledPage(db: Db, model: EntityModel, where: Condition, page: Page, shape: ListShape | undefined): CompiledQuery {
  if (!shape) return readAsArrays(pageQuery(db, model, where, page).compile());
  let pages = compiledPages.get(db);
  if (!pages) compiledPages.set(db, (pages = new Map()));
  const key = `${model.table}\u0000${page.sort}\u0000${page.order}\u0000${page.offset}\u0000${page.limit}\u0000${shape.key}`;
  const parameters = shape.params;
  const cached = pages.get(key);
  if (cached) return { ...cached, parameters };
  const compiled = readAsArrays(pageQuery(db, model, where, page).compile());
  if (cached === undefined) {
    if (pages.size >= maxShapes) pages.clear();
    pages.set(key, sameValues(compiled.parameters, parameters) ? compiled : null);
  }
  return compiled;
}

/** One page (`pageQuery`), its refs in one query per junction table, and its total (`cappedTotal`). */
export async function listRecords(
  db: Db,
  model: EntityModel,
  where: Condition,
  page: Page,
  counts?: ReadCache<number>,
  shape?: ListShape,
): Promise<{ records: EntityRecord[] } & ListTotal> {
  const compiled = compiledPage(db, model, where, page, shape);
  const { rows } = await db.executeQuery<Record<string, unknown> | unknown[]>(compiled);
  // The count depends on the conditions, not on the page: every page of a shape shares it.
  const conditionsKey = shape ? `${model.table}\u0000${shape.key}` : compiled.sql;
  const countKey = `${conditionsKey}\u0000${JSON.stringify(compiled.parameters)}`;
  const total = await cappedTotal(db, model, where, Math.max(countCap, page.offset + page.limit), counts, countKey);
  const records = await attachRefs(
    db,
    model,
    rows.map((row) => (Array.isArray(row) ? decodeRowValues(model, row) : decodeRow(model, row))),
  );
  return { records, ...total };
}

export async function findRecord(db: Db, model: EntityModel, id: number, where: Condition): Promise<EntityRecord | undefined> {
  const row = await db.selectFrom(model.table).select(columnsOf(model)).where(`${model.table}.${model.key}`, '=', id).where(where).executeTakeFirst();
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
    query =
      folded.columns.has(column) && typeof value === 'string'
        ? query.where(sql.raw(foldedColumnSql(folded.dialect, column)), '=', foldText(value))
        : query.where(column, '=', value);
  }
  if (exceptId !== undefined) query = query.where(model.key, '<>', exceptId);
  return (await query.executeTakeFirst())?.[model.key];
}
